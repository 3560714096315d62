import { receivePaymentWebhook } from '../domain/billing/card-webhooks.ts';
import { testWebhookSecret } from '../lib/payments/index.ts';
import { signatureHeader } from '../lib/payments/signature.ts';
import type { JobKind } from './kinds.ts';

/**
 * The test processor delivers its events at once; when that delivery fails, this job delivers the
 * event again with retries, as a processor does. Each delivery is signed anew (a processor signs
 * every attempt, so its timestamp stays fresh); the event id makes a late duplicate harmless.
 */
export const testWebhookJob: JobKind<{ body: string }> = {
  name: 'test-processor-webhook',
  options: { retryLimit: 8, retryDelay: 10, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 60, deleteAfterSeconds: 86_400 },
  async run(ctx, { body }) {
    const signature = signatureHeader(testWebhookSecret(ctx.deps.config), body);
    await receivePaymentWebhook(ctx.deps, { processor: 'test', rawBody: body, signature });
  },
};
