import { AppError } from '../errors.ts';
import { type PaymentAdapter, WebhookError } from './adapter.ts';

/**
 * No card payments (PAYMENTS=off, and production without Stripe keys): members pay by bank transfer.
 * Starting a card payment is refused with a message that says so; there is no webhook to receive.
 */
export function createNoCardPayments(): PaymentAdapter {
  return {
    name: 'off',
    testMode: false,
    testCards: [],
    startPayment: async () => {
      throw new AppError('CONFLICT', 'errors.card_payments_off');
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
