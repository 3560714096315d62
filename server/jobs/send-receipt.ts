import { mailReceipt } from '../domain/billing/receipt-mail.ts';
import type { JobKind } from './kinds.ts';

/** Queued in the payment's transaction (settle.ts): the receipt mail of a paid invoice. */
export const sendReceiptJob: JobKind<{ invoiceId: number }> = {
  name: 'send-receipt',
  // `notify`: started as soon as the payment commits; the member is waiting for the receipt.
  options: { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120, deleteAfterSeconds: 86_400, notify: true },
  run: (ctx, { invoiceId }) => mailReceipt(ctx.deps, invoiceId, ctx.once),
};
