import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { queryWords } from '../../lib/search-text.ts';

/**
 * Runs a search pass; trigram passes run in a transaction that sets their word-similarity
 * threshold, so the `<%` operator keeps using the trigram index at that threshold.
 */
export function withThreshold<R>(db: Db, match: Match | undefined, run: (db: Db) => Promise<R>): Promise<R> {
  const threshold = match?.threshold;
  if (!threshold) return run(db);
  return inTransaction(db, async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${Number(threshold)}`));
    return run(tx);
  });
}

type SearchColumns = { searchVector: AnyColumn; searchText: AnyColumn; nameSearch: AnyColumn };

// Scripts written without spaces between words: their words cannot be told apart by full text.
const UNSPACED = /[\u0E00-\u0EFF\u1000-\u109F\u1780-\u17FF\u3040-\u30FF\u3400-\u9FFF\uF900-\uFAFF]/u;

/**
 * Search passes, tried in order until one finds something, so that common searches use the
 * indexes only: full text with prefixes ("rishi" finds Rishikesh); a substring anywhere (Thai
 * and Chinese, or the middle of a word); and last, misspelled names by trigram word similarity.
 * Within a pass, names that contain the words come first, then the most viewed.
 */
export function searchPasses(t: SearchColumns, query: string): Match[] {
  const words = queryWords(query);
  if (!words.length) return [];
  const phrase = words.join(' ');
  const escaped = phrase.replace(/[\\%_]/g, (c) => `\\${c}`);
  const nameRank = sql`(case when ${t.nameSearch} like ${`%${escaped}%`} then 2 else 0 end + case when ${t.nameSearch} like ${`${escaped}%`} then 1 else 0 end)`;
  const fullText: Match = { where: sql`${t.searchVector} @@ to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`, rank: nameRank };
  const substring: Match = { where: sql`${t.searchText} like ${`%${escaped}%`}`, rank: nameRank };
  const fuzzyName: Match = { where: sql`${phrase} <% ${t.nameSearch}`, rank: sql`word_similarity(${phrase}, ${t.nameSearch})`, threshold: 0.5 };
  // Last resort: a misspelled place or style anywhere in the text ("chaing mai", "bankok").
  const fuzzyText: Match = { where: sql`${phrase} <% ${t.searchText}`, rank: sql`word_similarity(${phrase}, ${t.searchText})`, threshold: 0.45 };
  return UNSPACED.test(phrase) ? [substring, fuzzyName] : [fullText, substring, fuzzyName, fuzzyText];
}
/** A pass: its condition, its ranking, and for trigram passes the word similarity it needs. */
export type Match = { where: SQL; rank: SQL; threshold?: number };

/** Runs a search pass by pass until one answers something (or the last one has answered). */
export async function firstFound<R>(passes: Match[], run: (match: Match | undefined) => Promise<R>, found: (r: R) => boolean): Promise<R> {
  if (!passes.length) return run(undefined);
  let result = await run(passes[0]);
  for (const pass of passes.slice(1)) {
    if (found(result)) break;
    result = await run(pass);
  }
  return result;
}
