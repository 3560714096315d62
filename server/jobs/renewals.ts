import { runRenewals, todayIso } from '../domain/billing/renewals.ts';
import type { JobKind } from './kinds.ts';

/** The daily renewal pass (renewals.ts); every effect in it happens once, so a repeated run is harmless. */
export const renewalsJob: JobKind<{ day: string }> = {
  name: 'renewals',
  options: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 600, deleteAfterSeconds: 7 * 86_400 },
  async run(ctx) {
    const done = await runRenewals(ctx.deps, { today: todayIso() });
    ctx.deps.log.info(done, 'renewals');
  },
};
