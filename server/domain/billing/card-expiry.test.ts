import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paymentTransactions } from '../../db/schema/index.ts';
import { seedFees } from '../../db/seed/content.ts';
import { CARD_SESSION_LIFETIME_MS, testWebhookSecret } from '../../lib/payments/index.ts';
import { createTestProcessor } from '../../lib/payments/test-processor.ts';
import { card, feeInvoice, sessionOf, testCard } from '../../test/billing.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { expireAbandonedCardPayments } from './card-expiry.ts';

// Abandoned card payments expire (card-expiry.ts): after CARD_SESSION_LIFETIME_MS the session takes no
// card and the pending payment is closed, the invoice staying payable. Time is passed in, never waited for.

let t: TestApp;
let visitor: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedFees(t.app.deps.db);
  visitor = await clientToken(t.app);
}, 60_000);
afterAll(() => t.close());

const MINUTE = 60_000;
const get = (token: string, url: string, lang?: string) => call(t.app, token, { method: 'GET', url, lang });
const start = (token: string, body: object) => call(t.app, token, { method: 'POST', url: '/api/payment/make-payment', payload: body });

async function abandoned() {
  const member = await newMember(t.app);
  const row = await feeInvoice(t, member.pk, { currency: 'THB' });
  const res = await start(member.token, card(row.id, `abandon-key-${row.id}`));
  expect(res.statusCode, res.body).toBe(200);
  return { member, invoice: row, session: sessionOf(res.json().redirect_url), transaction: res.json().transaction.id as number };
}

describe('abandoned card payments', () => {
  it('stay pending within the lifetime, and are closed as expired after it: the invoice stays payable', async () => {
    const { member, invoice, session, transaction } = await abandoned();
    const startedAt = Date.now();
    expect(await expireAbandonedCardPayments(t.app.deps, { now: new Date(startedAt + CARD_SESSION_LIFETIME_MS - MINUTE), invoiceId: invoice.id })).toBe(0);
    expect((await get(member.token, `/api/payment-transaction?invoice=${invoice.id}`)).json().results[0].status).toBe('pending');

    expect(await expireAbandonedCardPayments(t.app.deps, { now: new Date(startedAt + CARD_SESSION_LIFETIME_MS + MINUTE) })).toBeGreaterThanOrEqual(1);
    const latest = (await get(member.token, `/api/payment-transaction?invoice=${invoice.id}`, 'th')).json().results[0];
    expect(latest).toMatchObject({ id: transaction, status: 'refused', reason: 'เซสชันการชำระเงินสิ้นสุดก่อนที่จะชำระด้วยบัตร' });
    expect((await get(member.token, `/api/invoice/${invoice.id}`)).json().status).toBe('waiting_for_payment');
    // The processor's page takes no card any more, and nothing is charged.
    expect((await get(visitor, `/api/payment/test-processor/session/${session}`)).json().status).toBe('expired');
    const late = await call(t.app, visitor, { method: 'POST', url: `/api/payment/test-processor/session/${session}/card`, payload: testCard() });
    expect(late.json().status).toBe('expired');
    expect((await get(member.token, `/api/invoice/${invoice.id}`)).json().status).toBe('waiting_for_payment');
    // Recorded as a change of money state, once.
    const audit = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.subjectId, transaction));
    expect(audit.filter((a) => a.action === 'card.expired')).toHaveLength(1);
    expect(await expireAbandonedCardPayments(t.app.deps, { now: new Date(startedAt + 2 * CARD_SESSION_LIFETIME_MS), invoiceId: invoice.id })).toBe(0);

    // Payable again: a new attempt starts a new session and pays.
    const again = await start(member.token, card(invoice.id, `again-key-${invoice.id}`));
    expect(again.statusCode).toBe(200);
    const paid = await call(t.app, visitor, {
      method: 'POST',
      url: `/api/payment/test-processor/session/${sessionOf(again.json().redirect_url)}/card`,
      payload: testCard(),
    });
    expect(paid.json().status).toBe('succeeded');
    await t.drainJobs();
    expect((await get(member.token, `/api/invoice/${invoice.id}`)).json().status).toBe('paid');
  });

  it('are closed when the member reads the invoice’s payments (the completion page), without waiting for the sweep', async () => {
    const { member, invoice } = await abandoned();
    // Started a lifetime and a minute ago.
    await t.app.deps.db
      .update(paymentTransactions)
      .set({ createdAt: new Date(Date.now() - CARD_SESSION_LIFETIME_MS - MINUTE) })
      .where(eq(paymentTransactions.invoiceId, invoice.id));
    const latest = (await get(member.token, `/api/payment-transaction?invoice=${invoice.id}`)).json().results[0];
    expect(latest).toMatchObject({ status: 'refused', reason: 'The payment session ended before the card was paid.' });
  });

  it('end on the processor’s own card page once the lifetime is over, however the page is reached', async () => {
    const { session } = await abandoned();
    const later = createTestProcessor({
      db: t.app.deps.db,
      webhookSecret: testWebhookSecret(t.app.deps.config),
      now: () => new Date(Date.now() + CARD_SESSION_LIFETIME_MS + MINUTE),
    });
    const answer = await later.submitCard(session, { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' });
    expect(answer).toMatchObject({ session: { status: 'expired' }, event: null });
    expect((await later.authenticate(session, true))?.event).toBeNull();
    expect((await later.getSession(session))?.status).toBe('expired');
  });

  it('are left alone when the processor says the session was paid just before the end (its webhook settles it)', async () => {
    const { member, invoice, session } = await abandoned();
    await call(t.app, visitor, { method: 'POST', url: `/api/payment/test-processor/session/${session}/card`, payload: testCard() });
    // Whether or not the webhook has arrived yet, the payment is never closed as expired.
    await expireAbandonedCardPayments(t.app.deps, { now: new Date(Date.now() + CARD_SESSION_LIFETIME_MS + MINUTE), invoiceId: invoice.id });
    await t.drainJobs();
    expect((await get(member.token, `/api/invoice/${invoice.id}`)).json().status).toBe('paid');
  });
});
