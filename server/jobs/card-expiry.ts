import { expireAbandonedCardPayments } from '../domain/billing/card-expiry.ts';
import type { JobKind } from './kinds.ts';

/** The sweep of abandoned card payments (card-expiry.ts); closing one twice is impossible, so a repeated run is harmless. */
export const cardExpiryJob: JobKind<{ slot: string }> = {
  name: 'card-payments-expire',
  options: { retryLimit: 2, retryDelay: 60, expireInSeconds: 300, deleteAfterSeconds: 86_400 },
  async run(ctx) {
    const closed = await expireAbandonedCardPayments(ctx.deps, { now: new Date() });
    if (closed) ctx.deps.log.info({ closed }, 'abandoned card payments expired');
  },
};
