import { createHash } from 'node:crypto';

// The card-payment adapter (docs/decisions/0015-billing.md). Only the built-in test processor exists:
// the `stripe` package is not a dependency, so there is no Stripe adapter yet (a Stripe adapter would
// implement the same `charge`, with the idempotency key passed on to Stripe). Card details pass
// through `charge` and are never stored or logged.

export type Card = { number: string; expMonth: number; expYear: number; cvc: string };
export type ChargeRequest = { amount: number; currency: string; card: Card; idempotencyKey: string; description: string };
export type ChargeResult =
  | { outcome: 'succeeded'; reference: string }
  /** Final: this card will not pay; the reason is a message key. */
  | { outcome: 'declined'; reason: string }
  /** Nothing happened; the same attempt may be sent again. */
  | { outcome: 'retry'; reason: string };

export type PaymentProcessor = {
  name: string;
  /** Shown on every screen that takes a card: no real money moves. */
  testMode: boolean;
  testCards: { number: string; outcome: 'succeeded' | 'declined' | 'retry' }[];
  charge(request: ChargeRequest): Promise<ChargeResult>;
};

/** Test card numbers, as the big processors use them. */
const TEST_CARDS = {
  '4242424242424242': { outcome: 'succeeded' },
  '5555555555554444': { outcome: 'succeeded' },
  '4000000000000002': { outcome: 'declined', reason: 'errors.card_declined' },
  '4000000000009995': { outcome: 'declined', reason: 'errors.card_insufficient_funds' },
  '4000000000000119': { outcome: 'retry', reason: 'errors.card_processing_error' },
} as const;

/** The Luhn checksum every card number carries. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The built-in processor for development, tests and demos. It behaves like a real one: test cards
 * succeed, decline or ask for a retry; an expired card or a number with a wrong checksum is declined;
 * any other number is declined (no real card is ever charged). The same idempotency key always
 * answers the same reference.
 */
export function createTestProcessor(now: () => Date = () => new Date()): PaymentProcessor {
  return {
    name: 'test',
    testMode: true,
    testCards: Object.entries(TEST_CARDS).map(([number, card]) => ({ number, outcome: card.outcome })),
    async charge(request) {
      const { card } = request;
      if (!luhnValid(card.number)) return { outcome: 'declined', reason: 'errors.card_number_invalid' };
      const today = now();
      if (card.expYear < today.getUTCFullYear() || (card.expYear === today.getUTCFullYear() && card.expMonth < today.getUTCMonth() + 1))
        return { outcome: 'declined', reason: 'errors.card_expired' };
      const known = TEST_CARDS[card.number as keyof typeof TEST_CARDS];
      if (!known) return { outcome: 'declined', reason: 'errors.card_test_mode' };
      if (known.outcome !== 'succeeded') return { outcome: known.outcome, reason: known.reason };
      const digest = createHash('sha256').update(`${request.idempotencyKey}:${request.amount}:${request.currency}`).digest('hex');
      return { outcome: 'succeeded', reference: `test_ch_${digest.slice(0, 24)}` };
    },
  };
}

let processor: PaymentProcessor | undefined;
/** The processor of this process (one adapter for now; see the note at the top). */
export function paymentProcessor(): PaymentProcessor {
  processor ??= createTestProcessor();
  return processor;
}
