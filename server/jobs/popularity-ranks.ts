import { updatePopularityRanks } from '../domain/directory/popularity.ts';
import type { JobKind } from './kinds.ts';

/** The five-minute sweep that brings the "most viewed" order up to date (domain/directory/popularity.ts); repeating it is harmless. */
export const popularityRanksJob: JobKind<{ slot: string }> = {
  name: 'popularity-ranks',
  options: { retryLimit: 2, retryDelay: 60, expireInSeconds: 300, deleteAfterSeconds: 86_400 },
  async run(ctx) {
    const copied = await updatePopularityRanks(ctx.deps.db, ctx.signal);
    if (copied) ctx.deps.log.info({ copied }, 'popularity ranks updated');
  },
};
