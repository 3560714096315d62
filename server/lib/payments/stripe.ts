import type Stripe from 'stripe';
import { type PaymentAdapter, type PaymentEvent, WebhookError } from './adapter.ts';
import { TOLERANCE_SECONDS } from './signature.ts';

// The Stripe adapter (docs/decisions/0017-card-payments.md): a Checkout Session per payment attempt,
// created with the attempt's idempotency key (a repeated call answers the same session), and the
// outcome only from webhooks verified with STRIPE_WEBHOOK_SECRET. The card never reaches us.
// The SDK (≈ 220 modules, 0.1 s) is loaded only when Stripe is the configured processor.

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (a local stand-in in tests); unset: api.stripe.com. */
  apiBase?: string;
};

export async function createStripeAdapter(settings: StripeSettings, publicUrl: string): Promise<PaymentAdapter> {
  const { default: StripeSdk } = await import('stripe');
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  const stripe = new StripeSdk(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'http:' ? 'http' : 'https' }
      : {}),
  });
  const absolute = (path: string) => new URL(path, publicUrl).toString();

  const sessionOutcome = (session: Stripe.Checkout.Session, paid: boolean): PaymentEvent['outcome'] => {
    const reference = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
    if (!paid) return { kind: 'ignored' };
    // What Stripe charged, as it says: the shop compares it with the attempt before anything is paid.
    return {
      kind: 'succeeded',
      sessionId: session.id,
      reference,
      amount: session.amount_total ?? -1,
      currency: (session.currency ?? '').toUpperCase(),
      card: null,
    };
  };

  return {
    name: 'stripe',
    testMode: settings.secretKey.startsWith('sk_test_'),
    testCards: [],

    async startPayment(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amount, product_data: { name: request.description } },
            },
          ],
          client_reference_id: String(request.invoiceId),
          metadata: { invoice_id: String(request.invoiceId) },
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          success_url: `${absolute(request.successPath)}?session={CHECKOUT_SESSION_ID}`,
          cancel_url: absolute(request.cancelPath),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { id: session.id, url: session.url };
    },

    async expireSession(id) {
      const session = await stripe.checkout.sessions.retrieve(id);
      if (session.status === 'complete') return 'completed';
      if (session.status === 'open') {
        const expired = await stripe.checkout.sessions.expire(id);
        if (expired.status === 'complete') return 'completed';
      }
      return 'expired';
    },

    async refund(request) {
      // The charge is the session's payment intent; read it from the session when the event had none.
      const intent = request.reference ?? (await stripe.checkout.sessions.retrieve(request.sessionId)).payment_intent;
      const id = typeof intent === 'string' ? intent : intent?.id;
      if (!id) throw new Error(`Stripe session ${request.sessionId} has no payment to refund`);
      const refund = await stripe.refunds.create({ payment_intent: id, reason: 'duplicate' }, { idempotencyKey: request.idempotencyKey });
      return { id: refund.id };
    },

    readWebhook(rawBody, signature): PaymentEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret, TOLERANCE_SECONDS);
      } catch (error) {
        if (error instanceof StripeSdk.errors.StripeSignatureVerificationError)
          throw new WebhookError(/timestamp outside the tolerance/i.test(error.message) ? 'stale' : 'signature');
        throw new WebhookError('malformed');
      }
      const object = event.data?.object as Stripe.Checkout.Session | undefined;
      if (!event.id || !object || typeof object.id !== 'string') throw new WebhookError('malformed');
      switch (event.type) {
        case 'checkout.session.completed':
          // Card payments are paid on completion; delayed methods report later (async_payment_*).
          return { id: event.id, type: event.type, outcome: sessionOutcome(object, object.payment_status === 'paid') };
        case 'checkout.session.async_payment_succeeded':
          return { id: event.id, type: event.type, outcome: sessionOutcome(object, true) };
        case 'checkout.session.async_payment_failed':
          return { id: event.id, type: event.type, outcome: { kind: 'failed', sessionId: object.id, reason: 'errors.card_declined' } };
        case 'checkout.session.expired':
          return { id: event.id, type: event.type, outcome: { kind: 'expired', sessionId: object.id } };
        default:
          return { id: event.id, type: event.type, outcome: { kind: 'ignored' } };
      }
    },
  };
}
