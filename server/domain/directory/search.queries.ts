import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Match } from './search.ts';

/**
 * Runs a search pass; trigram passes run in a transaction that sets their word-similarity
 * threshold, so the `<%` operator keeps using the trigram index at that threshold.
 */
export function withThreshold<R>(db: Db, match: Match | undefined, run: (db: Db) => Promise<R>): Promise<R> {
  const threshold = match?.threshold;
  if (!threshold) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${Number(threshold)}`));
    return run(tx as unknown as Db);
  });
}
