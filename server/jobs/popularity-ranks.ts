import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { rankPopularity } from '../domain/directory/views.queries.ts';
import type { JobKind } from './kinds.ts';

/**
 * Listings rewritten per statement: one. A rewrite adds entries to all of the listing's indexes,
 * ≈ 4 ms on PostgreSQL at 80,000 listings and ≈ 11 ms on PGlite at 10,000, where the statement
 * holds the process's one thread (five at a time held it 41 ms, up to 135). Requests are served
 * between statements.
 */
const STEP = 1;

/**
 * The "most viewed" order brought up to date with the shown view counts (decision 0060): every
 * changed count is copied to its listing, one at a time, until none is left or the worker stops. A
 * repeated or overlapping run copies nothing twice (rows being copied are skipped).
 */
export const popularityRanksJob: JobKind<{ slot: string }> = {
  name: 'popularity-ranks',
  options: { retryLimit: 2, retryDelay: 60, expireInSeconds: 300, deleteAfterSeconds: 86_400 },
  async run(ctx) {
    let copied = 0;
    for (const kind of ['school', 'teacher'] as const) {
      for (;;) {
        const step = await rankPopularity(ctx.deps.db, kind, STEP);
        copied += step;
        if (step < STEP || ctx.signal.aborted) break;
        await yieldToRequests();
      }
    }
    if (copied) ctx.deps.log.info({ copied }, 'popularity ranks updated');
  },
};
