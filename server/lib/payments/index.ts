import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentAdapter } from './adapter.ts';
import { createStripeAdapter } from './stripe.ts';
import { createTestProcessor, type TestProcessor } from './test-processor.ts';

export type { PaymentAdapter, PaymentEvent, PaymentSession, StartPayment } from './adapter.ts';
export { CARD_SESSION_LIFETIME_MS, WebhookError } from './adapter.ts';
export type { TestProcessor } from './test-processor.ts';

/** The test processor's webhook secret: configured, or derived from the session secret (stable across restarts). */
export const testWebhookSecret = (config: Config) =>
  config.payments.testWebhookSecret ?? createHmac('sha256', config.sessionSecret).update('test-processor-webhook').digest('hex');

/** Stripe when STRIPE_SECRET_KEY is set; else the built-in test processor. */
export function createPayments(config: Config, db: Db): PaymentAdapter | TestProcessor {
  if (config.payments.stripe) return createStripeAdapter(config.payments.stripe, config.publicUrl);
  return createTestProcessor({ db, webhookSecret: testWebhookSecret(config) });
}

export const isTestProcessor = (adapter: PaymentAdapter): adapter is TestProcessor => adapter.name === 'test';
