import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentAdapter } from './adapter.ts';
import { createNoCardPayments } from './off.ts';
import { createTestProcessor, type TestProcessor } from './test-processor.ts';

export type { PaymentAdapter, PaymentEvent, PaymentSession, RefundRequest, StartPayment } from './adapter.ts';
export { CARD_SESSION_LIFETIME_MS, WebhookError } from './adapter.ts';
export type { TestProcessor } from './test-processor.ts';

/** The test processor's webhook secret: configured, or derived from the session secret (stable across restarts). */
export const testWebhookSecret = (config: Config) =>
  config.payments.testWebhookSecret ?? createHmac('sha256', config.sessionSecret).update('test-processor-webhook').digest('hex');

/**
 * Stripe, the built-in test processor, or no card payments, as `config.payments.mode` says. Stripe's
 * adapter and SDK are imported only in that mode: a start without cards does not load them.
 */
export async function createPayments(config: Config, db: Db): Promise<PaymentAdapter | TestProcessor> {
  if (config.payments.mode === 'stripe' && config.payments.stripe) {
    const { createStripeAdapter } = await import('./stripe.ts');
    return createStripeAdapter(config.payments.stripe, config.publicUrl);
  }
  if (config.payments.mode === 'off') return createNoCardPayments();
  return createTestProcessor({ db, webhookSecret: testWebhookSecret(config) });
}

/** One plain line at start: whether cards are charged for real, in test mode, or not taken at all. */
export function describePayments(config: Config): { level: 'info' | 'warn'; message: string } {
  if (config.payments.mode === 'stripe')
    return { level: 'info', message: `Card payments: Stripe${config.payments.stripe?.secretKey.startsWith('sk_test_') ? ' (test keys: no money moves)' : ''}` };
  if (config.payments.mode === 'off')
    return {
      level: config.env === 'production' ? 'warn' : 'info',
      message: 'Card payments are OFF: members pay by bank transfer. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take cards.',
    };
  return {
    level: config.env === 'production' ? 'warn' : 'info',
    message: 'Card payments use the built-in TEST processor (PAYMENTS=test): test cards pay invoices and no money moves. Never use it for real invoices.',
  };
}

export const isTestProcessor = (adapter: PaymentAdapter): adapter is TestProcessor => adapter.name === 'test';
