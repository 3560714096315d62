import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFees } from '../../db/seed/content.ts';
import { card, feeInvoice } from '../../test/billing.ts';
import { call, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { type StripeStandIn, startStripeStandIn } from '../../test/stripe-stand-in.ts';
import { WebhookError } from './adapter.ts';
import { createStripeAdapter } from './stripe.ts';

// The Stripe adapter with the real `stripe` library, against a local stand-in of Stripe's API (no
// internet here); webhooks signed by the library's own test header, verified by constructEvent.

const PORT = Number(process.env.STRIPE_STAND_IN_PORT ?? 3511);
const WEBHOOK_SECRET = 'whsec_test_secret_for_the_adapter';
const settings = (standIn: StripeStandIn) => ({ secretKey: 'sk_test_adapter', webhookSecret: WEBHOOK_SECRET, apiBase: standIn.url });
const stripe = new Stripe('sk_test_adapter');
const signed = (event: object, secret = WEBHOOK_SECRET, timestamp?: number) => {
  const payload = JSON.stringify(event);
  return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) }) };
};
const sessionEvent = (id: string, type: string, session: object) => ({
  id,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object: session },
});

let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn(PORT);
});
afterAll(() => standIn.close());

describe('the Stripe adapter', () => {
  it('starts a Checkout Session with the amount, the return addresses and the idempotency key', async () => {
    const adapter = await createStripeAdapter(settings(standIn), 'https://wya.example');
    const request = {
      amount: 630_000,
      currency: 'THB',
      description: 'INV-2026-000001',
      idempotencyKey: '7:key-abc',
      successPath: '/billing/checkout/complete/5',
      cancelPath: '/billing/checkout/payment/5',
      invoiceId: 5,
    };
    const first = await adapter.startPayment(request);
    const again = await adapter.startPayment(request);
    expect(again).toEqual(first);
    expect(first.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const sent = standIn.requests.at(-1)!;
    expect(sent.idempotencyKey).toBe('7:key-abc');
    expect(sent.authorization).toBe('Bearer sk_test_adapter');
    expect(sent.form.get('mode')).toBe('payment');
    expect(sent.form.get('line_items[0][price_data][unit_amount]')).toBe('630000');
    expect(sent.form.get('line_items[0][price_data][currency]')).toBe('thb');
    expect(sent.form.get('success_url')).toBe('https://wya.example/billing/checkout/complete/5?session={CHECKOUT_SESSION_ID}');
    expect(sent.form.get('cancel_url')).toBe('https://wya.example/billing/checkout/payment/5');
    expect(adapter.testMode).toBe(true);

    expect(await adapter.expireSession(first.id)).toBe('expired');
    standIn.sessions.get(first.id)!.status = 'complete';
    expect(await adapter.expireSession(first.id)).toBe('completed');
  });

  it('reads only webhooks signed with the secret, within the tolerance', async () => {
    const adapter = await createStripeAdapter(settings(standIn), 'https://wya.example');
    const paid = sessionEvent('evt_1', 'checkout.session.completed', {
      id: 'cs_test_1',
      object: 'checkout.session',
      payment_status: 'paid',
      payment_intent: 'pi_1',
      amount_total: 630_000,
      currency: 'inr',
    });
    const ok = signed(paid);
    expect(adapter.readWebhook(ok.payload, ok.header)).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      outcome: { kind: 'succeeded', sessionId: 'cs_test_1', reference: 'pi_1', amount: 630_000, currency: 'INR', card: null },
    });
    const reason = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return error instanceof WebhookError ? error.reason : 'other';
      }
      return 'accepted';
    };
    expect(reason(() => adapter.readWebhook(ok.payload, signed(paid, 'whsec_forged').header))).toBe('signature');
    expect(reason(() => adapter.readWebhook(ok.payload.replace('pi_1', 'pi_2'), ok.header))).toBe('signature');
    expect(reason(() => adapter.readWebhook(ok.payload, undefined))).toBe('signature');
    expect(reason(() => adapter.readWebhook(ok.payload, signed(paid, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600).header))).toBe('stale');
    const notJson = 'not json';
    expect(reason(() => adapter.readWebhook(notJson, stripe.webhooks.generateTestHeaderString({ payload: notJson, secret: WEBHOOK_SECRET })))).toBe(
      'malformed',
    );
    const unpaid = signed(sessionEvent('evt_2', 'checkout.session.completed', { id: 'cs_test_2', payment_status: 'unpaid' }));
    expect(adapter.readWebhook(unpaid.payload, unpaid.header).outcome).toEqual({ kind: 'ignored' });
    const expired = signed(sessionEvent('evt_3', 'checkout.session.expired', { id: 'cs_test_3' }));
    expect(adapter.readWebhook(expired.payload, expired.header).outcome).toEqual({ kind: 'expired', sessionId: 'cs_test_3' });
  });
});

describe('paying with Stripe configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ payments: { mode: 'stripe', stripe: settings(standIn) } });
    await seedFees(t.app.deps.db);
  }, 60_000);
  afterAll(() => t?.close());

  const webhook = (payload: string, header: string) =>
    t.app.inject({ method: 'POST', url: '/api/payment/webhook/stripe', payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });

  it('sends the member to Stripe Checkout and marks the invoice paid only from the verified webhook, once', async () => {
    const member = await newMember(t.app);
    const row = await feeInvoice(t, member.pk, { currency: 'EUR' });
    const order = (await call(t.app, member.token, { method: 'GET', url: `/api/order/${row.id}` })).json();
    expect(order.card).toMatchObject({ processor: 'stripe', test_cards: [] });
    const started = await call(t.app, member.token, { method: 'POST', url: '/api/payment/make-payment', payload: card(row.id, 'stripe-key-01') });
    expect(started.statusCode, started.body).toBe(200);
    const { redirect_url, transaction } = started.json();
    expect(redirect_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(transaction).toMatchObject({ processor: 'stripe', status: 'pending' });
    const retried = await call(t.app, member.token, { method: 'POST', url: '/api/payment/make-payment', payload: card(row.id, 'stripe-key-01') });
    expect(retried.json().redirect_url).toBe(redirect_url);
    expect(standIn.requests.at(-1)?.idempotencyKey).toBe(`${member.pk}:stripe-key-01`);

    // The browser's return alone pays nothing.
    expect((await call(t.app, member.token, { method: 'GET', url: `/api/invoice/${row.id}` })).json().status).toBe('waiting_for_payment');
    const forged = signed(
      sessionEvent('evt_forged', 'checkout.session.completed', { id: transaction.processor_reference, payment_status: 'paid', payment_intent: 'pi_x' }),
      'whsec_forged',
    );
    expect((await webhook(forged.payload, forged.header)).statusCode).toBe(400);
    expect((await call(t.app, member.token, { method: 'GET', url: `/api/invoice/${row.id}` })).json().status).toBe('waiting_for_payment');

    const event = signed(
      sessionEvent('evt_paid_1', 'checkout.session.completed', {
        id: transaction.processor_reference,
        payment_status: 'paid',
        payment_intent: 'pi_123',
        amount_total: row.grandTotal,
        currency: 'eur',
      }),
    );
    const answers = await Promise.all([1, 2].map(() => webhook(event.payload, event.header)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const invoice = (await call(t.app, member.token, { method: 'GET', url: `/api/invoice/${row.id}` })).json();
    expect(invoice.status).toBe('paid');
    const receipts = await t.app.deps.db.execute(`select count(*)::int as n from audit_log where action = 'invoice.paid' and subject_id = ${row.id}`);
    expect(JSON.stringify(receipts)).toContain('"n":1');
    // The test processor's endpoint does not exist on a Stripe site.
    expect((await t.app.inject({ method: 'POST', url: '/api/payment/webhook/test', payload: event.payload })).statusCode).toBe(404);
  });
});
