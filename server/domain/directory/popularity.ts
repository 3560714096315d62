import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { Db } from '../../db/client.ts';
import { rankPopularity } from './views.queries.ts';

/**
 * Listings rewritten per statement: one. A rewrite adds entries to all of the listing's indexes,
 * ≈ 4 ms on PostgreSQL at 80,000 listings and ≈ 11 ms on PGlite at 10,000, where the statement
 * holds the process's one thread (five at a time held it 41 ms, up to 135). Requests are served
 * between statements.
 */
const STEP = 1;

/**
 * The "most viewed" order brought up to date with the shown view counts (decision 0060): every
 * changed count is copied to its listing, one at a time, until none is left or `signal` aborts.
 * Answers how many were copied. A repeated or overlapping run copies nothing twice (rows being
 * copied are skipped).
 */
export async function updatePopularityRanks(db: Db, signal: AbortSignal): Promise<number> {
  let copied = 0;
  for (const kind of ['school', 'teacher'] as const) {
    for (;;) {
      const step = await rankPopularity(db, kind, STEP);
      copied += step;
      if (step < STEP || signal.aborted) break;
      await yieldToRequests();
    }
  }
  return copied;
}
