import { type PaymentAdapter, WebhookError } from './adapter.ts';

/**
 * No card payments (PAYMENTS=off, and production without Stripe keys): members pay by bank transfer.
 * The shop refuses a card payment before it reaches this adapter (payments.ts); there is no webhook to receive.
 */
export function createNoCardPayments(): PaymentAdapter {
  return {
    name: 'off',
    testMode: false,
    testCards: [],
    startPayment: async () => {
      throw new Error('card payments are off on this site');
    },
    // Attempts started under another processor are never this adapter's to end.
    expireSession: async () => 'expired',
    refund: async () => {
      throw new Error('card payments are off: a refund must be made by hand');
    },
    readWebhook: () => {
      throw new WebhookError('signature');
    },
  };
}
