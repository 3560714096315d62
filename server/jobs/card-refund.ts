import { type RefundPayload, refundCharge } from '../domain/billing/card-refunds.ts';
import type { JobKind } from './kinds.ts';

/** Queued when card money must be given back (card-refunds.ts); retried, and the office told when it keeps failing. */
export const cardRefundJob: JobKind<RefundPayload> = {
  name: 'card-refund',
  options: { retryLimit: 10, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120, deleteAfterSeconds: 7 * 86_400 },
  run: (ctx, payload) => refundCharge(ctx.deps, payload, ctx.attempt),
};
