import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFees } from '../../db/seed/content.ts';
import { cardRefundJob } from '../../jobs/card-refund.ts';
import type { JobContext } from '../../jobs/kinds.ts';
import { testWebhookSecret } from '../../lib/payments/index.ts';
import { signatureHeader } from '../../lib/payments/signature.ts';
import { staffToken } from '../../test/applications.ts';
import { card, feeInvoice, sessionOf, testCard, transferBody } from '../../test/billing.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';

// One payment in flight per invoice (docs/decisions/0027-one-payment-in-flight.md), in every order a
// member with two tabs and the office can produce: never two charges kept, never a receipt for an
// amount that was not charged, and every step in the audit log.

let t: TestApp;
let staff: string;
let visitor: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedFees(t.app.deps.db);
  staff = await staffToken(t.app);
  visitor = await clientToken(t.app);
}, 60_000);
afterAll(() => t.close());

const get = (token: string, url: string) => call(t.app, token, { method: 'GET', url });
const startCard = (token: string, invoice: number, key: string) =>
  call(t.app, token, { method: 'POST', url: '/api/payment/make-payment', payload: card(invoice, `${key}-attempt`) });
const payOnPage = (session: string) =>
  call(t.app, visitor, { method: 'POST', url: `/api/payment/test-processor/session/${session}/card`, payload: testCard() });
const sendTransfer = async (token: string, invoice: number) =>
  call(t.app, token, { method: 'POST', url: '/api/payment-transaction', ...(await transferBody(invoice)) });
const invoiceOf = async (token: string, id: number) => (await get(token, `/api/invoice/${id}`)).json();
const payments = async (token: string, id: number) =>
  (await get(token, `/api/payment-transaction?invoice=${id}`)).json().results as { id: number; method: string; status: string; reason: string | null }[];
const rows = async <T>(query: string) => ((await t.app.deps.db.execute(query)) as unknown as { rows: T[] }).rows;
/** The charges the test processor still holds (paid and not refunded) for an invoice. */
const chargesKept = async (number: string) =>
  (await rows<{ n: number }>(`select count(*)::int as n from test_processor_sessions where description = '${number}' and status = 'succeeded'`))[0].n;
const auditOf = async (kind: string, id: number) =>
  (await get(staff, `/api/staff/audit?subject_kind=${kind}&subject_id=${id}&page_size=50`)).json().results as {
    action: string;
    actor: { id: number } | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

/** The processor charged the card of this session (its page was paid) but its webhook has not arrived yet. */
const chargedAtProcessor = (session: string) => t.app.deps.db.execute(`update test_processor_sessions set status = 'succeeded' where id = '${session}'`);

/** The processor's signed success event for a session, with what it says it charged. */
function successEvent(session: string, amount: number, currency: string) {
  const body = JSON.stringify({
    id: `evt_late_${session}_${amount}_${currency}`,
    type: 'payment.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { session, reference: `test_ch_${session}`, amount, currency, card: { brand: 'visa', last4: '4242' } },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook/test',
    payload: body,
    headers: { 'content-type': 'application/json', 'test-processor-signature': signatureHeader(testWebhookSecret(t.app.deps.config), body) },
  });
}

async function memberWithInvoice(currency = 'USD') {
  const member = await newMember(t.app);
  const invoice = await feeInvoice(t, member.pk, { currency });
  return { member, invoice };
}

describe('a card page and a bank transfer of one invoice', () => {
  it('slip then card: the transfer closes the open card page, which then takes no money', async () => {
    const { member, invoice } = await memberWithInvoice();
    const session = sessionOf((await startCard(member.token, invoice.id, 'tab-1')).json().redirect_url);
    expect((await sendTransfer(member.token, invoice.id)).statusCode).toBe(201);
    const paid = await payOnPage(session);
    expect(paid.json().status).toBe('expired');
    expect((await invoiceOf(member.token, invoice.id)).status).toBe('in_progress');
    expect(await chargesKept(invoice.number)).toBe(0);
    const card = (await payments(member.token, invoice.id)).find((p) => p.method === 'card');
    expect(card).toMatchObject({ status: 'refused', reason: 'This card payment was closed because a bank transfer was sent for the invoice.' });
    // And while the slip waits, no new card attempt can start.
    expect((await startCard(member.token, invoice.id, 'tab-2')).statusCode).toBe(409);
  });

  it('card then slip: a paid invoice takes no transfer and stores no slip', async () => {
    const { member, invoice } = await memberWithInvoice();
    const session = sessionOf((await startCard(member.token, invoice.id, 'tab-1')).json().redirect_url);
    expect((await payOnPage(session)).json().status).toBe('succeeded');
    const before = await rows<{ n: number }>(`select count(*)::int as n from stored_files where kind = 'transfer_slip'`);
    const slip = await sendTransfer(member.token, invoice.id);
    expect(slip.statusCode).toBe(409);
    expect(await rows<{ n: number }>(`select count(*)::int as n from stored_files where kind = 'transfer_slip'`)).toEqual(before);
    expect((await invoiceOf(member.token, invoice.id)).status).toBe('paid');
  });

  it('a card paid at the processor whose webhook is on its way: the transfer waits (409) and the card pays', async () => {
    const { member, invoice } = await memberWithInvoice();
    const session = sessionOf((await startCard(member.token, invoice.id, 'tab-1')).json().redirect_url);
    await chargedAtProcessor(session);
    const slip = await sendTransfer(member.token, invoice.id);
    expect(slip.statusCode).toBe(409);
    expect(slip.json().detail).toBe('A card payment of this invoice is being confirmed. Please wait a moment and reload the page.');
    expect((await successEvent(session, invoice.grandTotal, 'USD')).statusCode).toBe(200);
    expect((await invoiceOf(member.token, invoice.id)).status).toBe('paid');
  });

  it('refusal after a late card payment: the card is refunded, the refused slip reopens the invoice, one charge in the end', async () => {
    const { member, invoice } = await memberWithInvoice();
    const session = sessionOf((await startCard(member.token, invoice.id, 'tab-1')).json().redirect_url);
    const transfer = (await sendTransfer(member.token, invoice.id)).json().transaction;
    // The processor charged the closed session all the same (a race on its side) and says so.
    await chargedAtProcessor(session);
    expect((await successEvent(session, invoice.grandTotal, 'USD')).statusCode).toBe(200);
    expect((await invoiceOf(member.token, invoice.id)).status).toBe('in_progress');
    await t.drainJobs();
    expect(await chargesKept(invoice.number)).toBe(0);
    const cardPayment = (await payments(member.token, invoice.id)).find((p) => p.method === 'card');
    expect(cardPayment).toMatchObject({ status: 'refunded', reason: 'This payment arrived after the payment attempt had closed, so it is refunded in full.' });

    const refused = await call(t.app, staff, {
      method: 'POST',
      url: `/api/staff/payment-transaction/${transfer.id}/refuse`,
      payload: { reason: 'No such transfer' },
    });
    expect(refused.json().invoice.status).toBe('waiting_for_payment');
    const again = sessionOf((await startCard(member.token, invoice.id, 'tab-2')).json().redirect_url);
    expect((await payOnPage(again)).json().status).toBe('succeeded');
    expect((await invoiceOf(member.token, invoice.id)).status).toBe('paid');
    expect(await chargesKept(invoice.number)).toBe(1);

    // Each step in the audit log, with what it changed.
    const cardSteps = await auditOf('payment_transaction', cardPayment!.id);
    expect(cardSteps.map((e) => e.action)).toEqual(['card.refunded', 'card.refused_late', 'card.closed']);
    expect(cardSteps[0]).toMatchObject({ actor: null, after: { status: 'refunded', amount: invoice.grandTotal, currency: 'USD' } });
    expect(cardSteps[1]).toMatchObject({ actor: null, before: { status: 'refused', invoice_status: 'in_progress' }, after: { status: 'refunding' } });
    expect(cardSteps[2]).toMatchObject({ actor: { id: member.pk }, after: { status: 'refused', reason: 'cardPayment.errors.closed_by_transfer' } });
    const invoiceSteps = await auditOf('invoice', invoice.id);
    expect(invoiceSteps.map((e) => e.action)).toEqual(['invoice.paid', 'invoice.transfer_refused', 'invoice.transfer_submitted', 'invoice.issued']);
    expect(invoiceSteps[1]).toMatchObject({
      actor: { id: expect.any(Number) },
      before: { status: 'in_progress' },
      after: { status: 'waiting_for_payment', reason: 'No such transfer', payment_transaction: transfer.id },
    });
  });

  it('two tabs racing a slip and a card payment: exactly one of them takes the invoice', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { member, invoice } = await memberWithInvoice();
      const session = sessionOf((await startCard(member.token, invoice.id, `race-${round}`)).json().redirect_url);
      const [slip, paid] = await Promise.all([sendTransfer(member.token, invoice.id), payOnPage(session)]);
      const after = await invoiceOf(member.token, invoice.id);
      if (paid.json().status === 'succeeded') {
        expect(slip.statusCode).toBe(409);
        expect(after.status).toBe('paid');
        expect(await chargesKept(invoice.number)).toBe(1);
      } else {
        expect(slip.statusCode).toBe(201);
        expect(paid.json().status).toBe('expired');
        expect(after.status).toBe('in_progress');
        expect(await chargesKept(invoice.number)).toBe(0);
      }
    }
  });
});

describe('the amount is fixed when an attempt opens', () => {
  it('a currency switch closes the open card page; a late charge in the old currency is refunded, never a receipt in the new one', async () => {
    const { member, invoice } = await memberWithInvoice('USD');
    const session = sessionOf((await startCard(member.token, invoice.id, 'tab-1')).json().redirect_url);
    const switched = await call(t.app, member.token, { method: 'PATCH', url: `/api/invoice/${invoice.id}`, payload: { currency: 'INR' } });
    expect(switched.json()).toMatchObject({ currency: 'INR', status: 'waiting_for_payment' });
    expect((await payOnPage(session)).json().status).toBe('expired');
    // A processor that charged the old session anyway is refused and refunded.
    await chargedAtProcessor(session);
    expect((await successEvent(session, invoice.grandTotal, 'USD')).statusCode).toBe(200);
    const after = await invoiceOf(member.token, invoice.id);
    expect(after).toMatchObject({ status: 'waiting_for_payment', currency: 'INR', receipt_number: null });
    await t.drainJobs();
    expect(await chargesKept(invoice.number)).toBe(0);
    expect((await auditOf('invoice', invoice.id)).map((e) => e.action)).toEqual(['invoice.repriced', 'invoice.issued']);
  });

  it('a charge of another amount or currency than the attempt is refused, refunded and handed to the office', async () => {
    const { member, invoice } = await memberWithInvoice('INR');
    const started = (await startCard(member.token, invoice.id, 'tab-1')).json();
    const session = sessionOf(started.redirect_url);
    await chargedAtProcessor(session);
    expect((await successEvent(session, 18_000, 'USD')).statusCode).toBe(200);
    expect((await invoiceOf(member.token, invoice.id)).status).toBe('waiting_for_payment');
    await t.drainJobs();
    expect((await payments(member.token, invoice.id))[0]).toMatchObject({
      status: 'refunded',
      reason: 'The amount charged did not match the invoice, so it is refunded in full.',
    });

    const dashboard = (await get(staff, '/api/staff/dashboard')).json();
    expect(dashboard.open_tasks).toBeGreaterThanOrEqual(1);
    const tasks = (await call(t.app, staff, { method: 'GET', url: '/api/staff/tasks', lang: 'th' })).json().results as {
      id: number;
      kind: string;
      summary: string;
      member: number;
    }[];
    const task = tasks.find((x) => x.kind === 'card_amount_mismatch' && x.member === member.pk);
    expect(task?.summary).toContain(invoice.number);
    expect(task?.summary).toMatch(/[\u0E00-\u0E7F]/);
    expect((await get(member.token, '/api/staff/tasks')).statusCode).toBe(403);
    const done = await call(t.app, staff, { method: 'POST', url: `/api/staff/tasks/${task!.id}/resolve` });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().resolved_at).toBeTruthy();
    expect((await call(t.app, staff, { method: 'POST', url: `/api/staff/tasks/${task!.id}/resolve` })).statusCode).toBe(409);
    expect((await call(t.app, staff, { method: 'POST', url: '/api/staff/tasks/999999/resolve' })).statusCode).toBe(404);
    const history = (await get(staff, '/api/staff/tasks?done=1')).json().results as { id: number }[];
    expect(history.map((x) => x.id)).toContain(task!.id);
  });

  it('a late webhook for a replaced session is refunded and the newer session pays once', async () => {
    const { member, invoice } = await memberWithInvoice();
    const first = sessionOf((await startCard(member.token, invoice.id, 'tab-1')).json().redirect_url);
    const second = sessionOf((await startCard(member.token, invoice.id, 'tab-2')).json().redirect_url);
    await chargedAtProcessor(first);
    expect((await successEvent(first, invoice.grandTotal, 'USD')).statusCode).toBe(200);
    expect((await invoiceOf(member.token, invoice.id)).status).toBe('waiting_for_payment');
    expect((await payOnPage(second)).json().status).toBe('succeeded');
    await t.drainJobs();
    expect((await invoiceOf(member.token, invoice.id)).status).toBe('paid');
    expect(await chargesKept(invoice.number)).toBe(1);
  });
});

describe('refunds the processor refuses', () => {
  it('hand the refund to the office after three tries, and close the task when a later try succeeds', async () => {
    const { member, invoice } = await memberWithInvoice();
    const first = sessionOf((await startCard(member.token, invoice.id, 'tab-1')).json().redirect_url);
    await startCard(member.token, invoice.id, 'tab-2');
    // The processor says it charged, but has nothing to refund yet (its own records lag).
    expect((await successEvent(first, invoice.grandTotal, 'USD')).statusCode).toBe(200);
    const [refunding] = await rows<{ id: number }>(`select id from payment_transactions where processor_reference = '${first}'`);
    const payload = { transactionId: refunding.id, reference: null, amount: invoice.grandTotal, currency: 'USD' };
    const ctx = (attempt: number) =>
      ({ deps: t.app.deps, jobId: `test-${attempt}`, attempt, signal: new AbortController().signal, once: async () => {} }) as JobContext;
    await expect(cardRefundJob.run(ctx(1), payload)).rejects.toThrow();
    expect((await rows<{ n: number }>(`select count(*)::int as n from staff_tasks where key = 'card-refund:${refunding.id}'`))[0].n).toBe(0);
    await expect(cardRefundJob.run(ctx(3), payload)).rejects.toThrow();
    await expect(cardRefundJob.run(ctx(4), payload)).rejects.toThrow();
    const open = await rows<{ n: number }>(`select count(*)::int as n from staff_tasks where key = 'card-refund:${refunding.id}' and resolved_at is null`);
    expect(open[0].n).toBe(1);
    // Now the processor has the charge: the next try refunds it and the office's task closes itself.
    await chargedAtProcessor(first);
    await cardRefundJob.run(ctx(5), payload);
    expect((await payments(member.token, invoice.id)).find((p) => p.id === refunding.id)?.status).toBe('refunded');
    const still = await rows<{ n: number }>(`select count(*)::int as n from staff_tasks where key = 'card-refund:${refunding.id}' and resolved_at is null`);
    expect(still[0].n).toBe(0);
  });
});
