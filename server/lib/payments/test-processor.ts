import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { CARD_SESSION_LIFETIME_MS, type PaymentAdapter, type PaymentEvent, type TestCardOutcome, WebhookError } from './adapter.ts';
import { signatureHeader, verifySignature } from './signature.ts';
import { insertTestSession, lockTestSession, moveTestSession, selectTestSession, type TestSessionRow, updateTestSession } from './test-processor.queries.ts';

// The built-in test processor (docs/decisions/0017-card-payments.md): it behaves like a hosted
// processor. A payment session has its own card page (/billing/test-card/{id}); the card posted
// there is judged by the test card numbers below and forgotten (brand and last four kept); the
// outcome reaches the shop only as a signed webhook, like Stripe's.

type TestCard = { outcome: TestCardOutcome; reason?: string };

/** Test card numbers, as the big processors use them. */
export const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { outcome: 'succeeded' },
  '5555555555554444': { outcome: 'succeeded' },
  '4000002500003155': { outcome: 'authentication' },
  '4000000000000002': { outcome: 'declined', reason: 'errors.card_declined' },
  '4000000000009995': { outcome: 'declined', reason: 'errors.card_insufficient_funds' },
  '4000000000000119': { outcome: 'retry', reason: 'errors.card_processing_error' },
};

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

const brandOf = (number: string) => (number.startsWith('4') ? 'visa' : /^5[1-5]/.test(number) ? 'mastercard' : /^3[47]/.test(number) ? 'amex' : 'card');

export type TestCardInput = { number: string; expMonth: number; expYear: number; cvc: string };

/** A signed delivery for the shop's webhook endpoint. */
export type SignedEvent = { body: string; signature: string };

export type TestCardAnswer = {
  session: TestSessionRow;
  /** Set when the outcome is final: the event the shop must receive. */
  event: SignedEvent | null;
};

const EventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  created: z.number().int(),
  data: z.object({
    session: z.string().min(1).max(64),
    reference: z.string().max(100).nullable().optional(),
    reason: z.string().max(100).nullable().optional(),
    amount: z.number().int().min(0).optional(),
    currency: z.string().length(3).optional(),
    card: z
      .object({ brand: z.string().max(20).nullable(), last4: z.string().max(4).nullable() })
      .nullable()
      .optional(),
  }),
});

export type TestProcessor = PaymentAdapter & {
  /** The card page's view of a session (nothing secret: amount, description, state). */
  getSession(id: string): Promise<TestSessionRow | null>;
  submitCard(id: string, card: TestCardInput): Promise<TestCardAnswer | null>;
  /** The second step a card that needs authentication asks for: approved pays, refused declines. */
  authenticate(id: string, approve: boolean): Promise<TestCardAnswer | null>;
};

export function createTestProcessor(options: { db: Db; webhookSecret: string; now?: () => Date }): TestProcessor {
  const { db, webhookSecret } = options;
  const now = options.now ?? (() => new Date());

  function sign(session: TestSessionRow, type: 'payment.succeeded' | 'payment.failed', data: Record<string, unknown>): SignedEvent {
    // One id per session and outcome: a repeated delivery of the same outcome is the same event.
    const id = `evt_test_${createHash('sha256').update(`${session.id}:${type}`).digest('hex').slice(0, 24)}`;
    const body = JSON.stringify({ id, type, created: Math.floor(now().getTime() / 1000), data: { session: session.id, ...data } });
    return { body, signature: signatureHeader(webhookSecret, body, Math.floor(now().getTime() / 1000)) };
  }

  // A final outcome is taken only from the state the card was judged in: a session the shop ended
  // meanwhile stays ended and charges nothing (as Stripe's expire and pay never both succeed).
  const unchanged = async (session: TestSessionRow): Promise<TestCardAnswer> => ({
    session: (await selectTestSession(db, session.id)) ?? session,
    event: null,
  });
  const succeeded = async (session: TestSessionRow): Promise<TestCardAnswer> => {
    const reference = `test_ch_${createHash('sha256').update(`${session.idempotencyKey}:${session.amount}:${session.currency}`).digest('hex').slice(0, 24)}`;
    const paid = await moveTestSession(db, session.id, [session.status], { status: 'succeeded', chargeReference: reference, lastError: null });
    if (!paid) return unchanged(session);
    const charged = { reference, amount: paid.amount, currency: paid.currency, card: { brand: paid.cardBrand, last4: paid.cardLast4 } };
    return { session: paid, event: sign(paid, 'payment.succeeded', charged) };
  };
  const declined = async (session: TestSessionRow, reason: string): Promise<TestCardAnswer> => {
    const row = await moveTestSession(db, session.id, [session.status], { status: 'declined', lastError: reason });
    if (!row) return unchanged(session);
    return { session: row, event: sign(row, 'payment.failed', { reason }) };
  };
  // A session past its lifetime expires when it is next read, so a late card is never charged.
  const live = async (session: TestSessionRow | null, via: Db = db): Promise<TestSessionRow | null> => {
    if (!session || (session.status !== 'open' && session.status !== 'requires_action')) return session;
    if (now().getTime() - session.createdAt.getTime() < CARD_SESSION_LIFETIME_MS) return session;
    return updateTestSession(via, session.id, { status: 'expired' });
  };
  const openWithError = async (session: TestSessionRow, reason: string): Promise<TestCardAnswer> => ({
    session: await updateTestSession(db, session.id, { lastError: reason }),
    event: null,
  });

  return {
    name: 'test',
    testMode: true,
    testCards: Object.entries(TEST_CARDS).map(([number, card]) => ({ number, outcome: card.outcome })),

    async startPayment(request, via) {
      const session = await insertTestSession(via?.db ?? db, {
        id: `tps_${randomBytes(18).toString('base64url')}`,
        idempotencyKey: request.idempotencyKey,
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        successUrl: request.successPath,
        cancelUrl: request.cancelPath,
        status: 'open',
      });
      return { id: session.id, url: `/billing/test-card/${session.id}` };
    },

    async refund(request, via) {
      const session = await lockTestSession(via?.db ?? db, request.sessionId);
      if (session?.status === 'refunded') return { id: `test_re_${session.id}` };
      if (session?.status !== 'succeeded') throw new Error(`test session ${request.sessionId} has no payment to refund`);
      await updateTestSession(via?.db ?? db, session.id, { status: 'refunded' });
      return { id: `test_re_${session.id}` };
    },

    async expireSession(id, via) {
      const session = await live(await lockTestSession(via?.db ?? db, id), via?.db ?? db);
      if (session?.status === 'succeeded' || session?.status === 'refunded') return 'completed';
      if (session && (session.status === 'open' || session.status === 'requires_action')) await updateTestSession(via?.db ?? db, id, { status: 'expired' });
      return 'expired';
    },

    readWebhook(rawBody, signature): PaymentEvent {
      verifySignature(webhookSecret, rawBody, signature, now().getTime());
      let parsed: z.infer<typeof EventSchema>;
      try {
        parsed = EventSchema.parse(JSON.parse(rawBody));
      } catch {
        throw new WebhookError('malformed');
      }
      const { data } = parsed;
      if (parsed.type === 'payment.succeeded') {
        // A payment says what it charged; without it the shop could not check it against the invoice.
        if (data.amount === undefined || !data.currency) throw new WebhookError('malformed');
        return {
          id: parsed.id,
          type: parsed.type,
          outcome: {
            kind: 'succeeded',
            sessionId: data.session,
            reference: data.reference ?? null,
            amount: data.amount,
            currency: data.currency,
            card: data.card ?? null,
          },
        };
      }
      if (parsed.type === 'payment.failed')
        return { id: parsed.id, type: parsed.type, outcome: { kind: 'failed', sessionId: data.session, reason: data.reason ?? 'errors.card_declined' } };
      return { id: parsed.id, type: parsed.type, outcome: { kind: 'ignored' } };
    },

    getSession: async (id) => live(await selectTestSession(db, id)),

    async submitCard(id, card) {
      const session = await live(await selectTestSession(db, id));
      if (!session) return null;
      if (session.status !== 'open') return { session, event: null };
      // Kept: what a receipt may show. The number itself goes no further than this function.
      await updateTestSession(db, id, { cardBrand: brandOf(card.number), cardLast4: card.number.slice(-4) });
      const current = { ...session, cardBrand: brandOf(card.number), cardLast4: card.number.slice(-4) };
      if (!luhnValid(card.number)) return openWithError(current, 'errors.card_number_invalid');
      const today = now();
      if (card.expYear < today.getUTCFullYear() || (card.expYear === today.getUTCFullYear() && card.expMonth < today.getUTCMonth() + 1))
        return openWithError(current, 'errors.card_expired');
      const known = TEST_CARDS[card.number];
      if (!known) return declined(current, 'errors.card_test_mode');
      if (known.outcome === 'retry') return openWithError(current, known.reason ?? 'errors.card_processing_error');
      if (known.outcome === 'declined') return declined(current, known.reason ?? 'errors.card_declined');
      if (known.outcome === 'authentication') {
        const waiting = await moveTestSession(db, id, ['open'], { status: 'requires_action', lastError: null });
        return waiting ? { session: waiting, event: null } : unchanged(current);
      }
      return succeeded(current);
    },

    async authenticate(id, approve) {
      const session = await live(await selectTestSession(db, id));
      if (!session) return null;
      if (session.status !== 'requires_action') return { session, event: null };
      return approve ? succeeded(session) : declined(session, 'cardPayment.errors.authentication_failed');
    },
  };
}
