import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { rankPopularity } from '../domain/directory/views.queries.ts';
import type { JobKind } from './kinds.ts';

/**
 * Listings rewritten per statement. On the embedded database a statement holds the process's one
 * thread: 20 listings' rows and index entries were 70–90 ms on PostgreSQL, several times that on
 * PGlite, in the visitors' requests. Five at a time, with requests served between, keep each hold short.
 */
const STEP = 5;

/**
 * The "most viewed" order brought up to date with the shown view counts (decision 0060): every
 * changed count is copied to its listing, a few at a time. A repeated or overlapping run copies
 * nothing twice (rows being copied are skipped).
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
        if (step < STEP) break;
        await yieldToRequests();
      }
    }
    if (copied) ctx.deps.log.info({ copied }, 'popularity ranks updated');
  },
};
