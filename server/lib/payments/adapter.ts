import type { Db } from '../../db/client.ts';

// The card-payment adapter (docs/decisions/0017-card-payments.md): Stripe when STRIPE_SECRET_KEY is
// set, else the built-in test processor. Both work the same way: a payment session on a hosted card
// page, and the outcome only from a signed webhook. Our server never sees a card with Stripe, and
// with the test processor the card goes only to the processor's own part, which keeps brand and
// last four digits at most.

/**
 * How long a payment session stays payable, as a hosted processor's checkout session does (Stripe's
 * `checkout.session.expired`): after it, the card page no longer takes a card and the shop closes
 * the pending card payment (card-expiry.ts), so an abandoned attempt never waits forever.
 */
export const CARD_SESSION_LIFETIME_MS = 30 * 60_000;

export type StartPayment = {
  amount: number;
  currency: string;
  /** What the member pays for, shown on the card page (the invoice number). */
  description: string;
  /** Passed on to the processor: the same key answers the same session and never charges twice. */
  idempotencyKey: string;
  /** Site paths; the member's browser comes back here after paying, or when they cancel. */
  successPath: string;
  cancelPath: string;
  customerEmail?: string;
  invoiceId: number;
};

export type PaymentSession = { id: string; url: string };

/** What a verified webhook says, in our words. */
export type PaymentEvent = {
  id: string;
  type: string;
  outcome:
    | {
        kind: 'succeeded';
        sessionId: string;
        reference: string | null;
        /** What the card was charged, in minor units and ISO currency: checked against the attempt before it pays anything. */
        amount: number;
        currency: string;
        card: { brand: string | null; last4: string | null } | null;
      }
    /** Final for this session: the reason is a message key. */
    | { kind: 'failed'; sessionId: string; reason: string }
    | { kind: 'expired'; sessionId: string }
    /** An event type we do not act on (acknowledged so the processor stops sending it). */
    | { kind: 'ignored' };
};

/** The webhook could not be trusted or read: answered 400, and nothing changes. */
export class WebhookError extends Error {
  readonly reason: 'signature' | 'stale' | 'malformed';
  constructor(reason: 'signature' | 'stale' | 'malformed') {
    super(`webhook refused: ${reason}`);
    this.reason = reason;
  }
}

/**
 * The caller's database connection, for the test processor, which keeps its sessions in this
 * database: inside a payment's transaction it must write through that transaction (an embedded
 * database has one connection). A real processor ignores it.
 */
export type Via = { db?: Db };

/** A charge to give back in full: the session it was paid on, the processor's charge reference, what was charged. */
export type RefundRequest = { sessionId: string; reference: string | null; amount: number; currency: string; idempotencyKey: string };

export type PaymentAdapter = {
  /** `off`: no card payments on this site (bank transfer only). */
  name: 'test' | 'stripe' | 'off';
  /** Shown on every screen that takes a card: no real money moves. */
  testMode: boolean;
  testCards: { number: string; outcome: TestCardOutcome }[];
  startPayment(request: StartPayment, via?: Via): Promise<PaymentSession>;
  /**
   * Ends an open session so it can no longer be paid (a newer attempt replaces it). `completed`: it
   * was paid already (its webhook is on its way), so nothing new may start.
   */
  expireSession(id: string, via?: Via): Promise<'expired' | 'completed'>;
  /**
   * Gives a charge back in full (a payment that arrived for an attempt that was closed, or that does
   * not match its invoice). The same idempotency key never refunds twice. Throws when the processor
   * could not do it; the caller retries and tells the office.
   */
  refund(request: RefundRequest, via?: Via): Promise<{ id: string }>;
  /** Checks the signature over the raw body and its timestamp, then reads the event. */
  readWebhook(rawBody: string, signature: string | undefined): PaymentEvent;
};

export type TestCardOutcome = 'succeeded' | 'declined' | 'retry' | 'authentication';
