import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFees } from '../../db/seed/content.ts';
import { testWebhookSecret } from '../../lib/payments/index.ts';
import { signatureHeader } from '../../lib/payments/signature.ts';
import { staffToken } from '../../test/applications.ts';
import { card, feeInvoice, payByCard, sessionOf, submittedSchool, testCard } from '../../test/billing.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { lastMailTo, outbox } from '../../test/outbox.ts';

// Card payments with the built-in test processor (docs/decisions/0017-card-payments.md): a session on
// the hosted card page, the outcome only from the signed webhook, each event acted on once.

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

const get = (token: string | null, url: string, lang?: string) => call(t.app, token, { method: 'GET', url, lang });
const start = (token: string, body: object) => call(t.app, token, { method: 'POST', url: '/api/payment/make-payment', payload: body });
const submit = (id: string, number: string, token = visitor) =>
  call(t.app, token, { method: 'POST', url: `/api/payment/test-processor/session/${id}/card`, payload: testCard(number) });
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');
const secret = () => testWebhookSecret(t.app.deps.config);
const webhook = (body: string, signature: string | undefined, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook/test',
    payload: body,
    headers: { 'content-type': contentType, ...(signature ? { 'test-processor-signature': signature } : {}) },
  });
/** A signed-ready `payment.succeeded` event: what the card was charged is part of it, as the processor says. */
const paidEvent = (session: string, charged: { grandTotal: number; currency: string }, id = `evt_${session}`) =>
  JSON.stringify({
    id,
    type: 'payment.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { session, reference: 'test_ch_x', amount: charged.grandTotal, currency: charged.currency, card: { brand: 'visa', last4: '4242' } },
  });

describe('starting a card payment', () => {
  it('answers a session on the test card page, pays nothing yet, and stores no card', async () => {
    const member = await newMember(t.app);
    const row = await feeInvoice(t, member.pk, { currency: 'THB' });
    const res = await start(member.token, card(row.id, 'start-key-01'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.redirect_url).toMatch(/^\/billing\/test-card\/tps_[A-Za-z0-9_-]+$/);
    expect(body.test_mode).toBe(true);
    expect(body.transaction).toMatchObject({ method: 'card', status: 'pending', processor: 'test' });
    expect(body.invoice.status).toBe('waiting_for_payment');
    const session = (await get(visitor, `/api/payment/test-processor/session/${sessionOf(body.redirect_url)}`, 'th')).json();
    expect(session).toMatchObject({ status: 'open', amount: row.grandTotal, currency: 'THB', description: row.number, card_last4: null });
    expect(session.return_url).toBe(`/billing/checkout/complete/${row.id}`);
  });

  it('answers the same session for the same key (a retried call), never a second one', async () => {
    const member = await newMember(t.app);
    const row = await feeInvoice(t, member.pk);
    const first = await start(member.token, card(row.id, 'same-key-123'));
    const again = await Promise.all([1, 2].map(() => start(member.token, card(row.id, 'same-key-123'))));
    for (const answer of again) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().transaction.id).toBe(first.json().transaction.id);
      expect(answer.json().redirect_url).toBe(first.json().redirect_url);
    }
    expect((await get(member.token, `/api/payment-transaction?invoice=${row.id}`)).json().count).toBe(1);
    // Paid: the same key answers the payment, and a new attempt finds the invoice paid.
    expect((await submit(sessionOf(first.json().redirect_url), '4242424242424242')).json().status).toBe('succeeded');
    const replay = await start(member.token, card(row.id, 'same-key-123'));
    expect(replay.json()).toMatchObject({ redirect_url: `/billing/checkout/complete/${row.id}`, transaction: { status: 'verified' } });
    expect((await start(member.token, card(row.id, 'another-key-1'))).statusCode).toBe(409);
    expect((await start(member.token, card(row.id + 100000, 'same-key-123'))).statusCode).toBe(400);
  });

  it('lets only one of two concurrent attempts take money: the newer session ends the older one', async () => {
    const member = await newMember(t.app);
    const row = await feeInvoice(t, member.pk);
    const answers = await Promise.all(['race-key-aa', 'race-key-bb'].map((key) => start(member.token, card(row.id, key))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const paid = await Promise.all(answers.map((a) => submit(sessionOf(a.json().redirect_url), '4242424242424242')));
    expect(paid.map((p) => p.json().status).sort()).toEqual(['expired', 'succeeded']);
    const transactions = (await get(member.token, `/api/payment-transaction?invoice=${row.id}`)).json().results;
    expect(transactions.map((x: { status: string }) => x.status).sort()).toEqual(['refused', 'verified']);
    expect((await get(member.token, `/api/invoice/${row.id}`)).json().status).toBe('paid');
  });

  it('refuses someone else’s invoice (404) and bad input naming the fields', async () => {
    const owner = await newMember(t.app);
    const other = await newMember(t.app);
    const row = await feeInvoice(t, owner.pk);
    expect((await start(other.token, card(row.id, 'not-mine-key'))).statusCode).toBe(404);
    expect((await start(staff, card(row.id, 'staff-key-01'))).statusCode).toBe(404);
    const bad = await start(owner.token, { invoice: 'abc', idempotency_key: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['idempotency_key', 'invoice']);
    const badCard = await call(t.app, visitor, {
      method: 'POST',
      url: '/api/payment/test-processor/session/tps_abcdefghijkl/card',
      payload: { card_number: '12' },
    });
    expect(badCard.statusCode).toBe(400);
    expect((await get(visitor, '/api/payment/test-processor/session/tps_abcdefghijklmnop')).statusCode).toBe(404);
  });
});

describe('the test card page', () => {
  it('pays an application invoice from the webhook: receipt, application in review, one mail with the PDF', async () => {
    const { member, invoiceId, schoolId } = await submittedSchool(t, { lang: 'th', currency: 'THB' });
    await t.drainJobs();
    const { start: started, session } = await payByCard(t, member.token, invoiceId, 'checkout-0001');
    expect(session?.statusCode, session?.body).toBe(200);
    expect(session?.json()).toMatchObject({ status: 'succeeded', card_brand: 'visa', card_last4: '4242' });
    const invoice = (await get(member.token, `/api/invoice/${invoiceId}`)).json();
    expect(invoice).toMatchObject({ status: 'paid', payable: false, receipt_url: `/api/invoice/${invoiceId}/receipt` });
    expect(invoice.receipt_number).toMatch(/^RCT-\d{4}-\d{6}$/);
    const [transaction] = (await get(member.token, `/api/payment-transaction?invoice=${invoiceId}`)).json().results;
    expect(transaction).toMatchObject({ method: 'card', status: 'verified', processor: 'test', processor_reference: sessionOf(started.json().redirect_url) });
    expect((await get(member.token, `/api/school/school/${schoolId}/application`)).json().status).toBe('pending');

    await t.drainJobs();
    const mail = lastMailTo(t.dataDir, member.email) as string;
    expect(mail).toContain(invoice.receipt_number);
    expect(mail).toContain('application/pdf');
    const receipt = await get(member.token, `/api/invoice/${invoiceId}/receipt`, 'th');
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const text = pdfText(receipt.rawPayload);
    expect(text).toContain(invoice.receipt_number);
    // How it was paid (issue 36), and no "Discount −0" line when there is no discount.
    expect(text).toContain('ชำระด้วย');
    expect(text).toContain('ลงท้าย 4242');
    expect(text).not.toContain('ส่วนลด');
    // The card number is nowhere in the database (only brand and last four digits).
    for (const table of ['payment_transactions', 'test_processor_sessions', 'audit_log', 'payment_events', 'job_effects']) {
      const dump = await t.app.deps.db.execute(`select t::text as row from ${table} t`);
      expect(JSON.stringify(dump)).not.toContain('4242424242424242');
    }
  });

  it('declines a declined card: the transaction says why, the invoice stays payable', async () => {
    const member = await newMember(t.app);
    const row = await feeInvoice(t, member.pk);
    const started = (await start(member.token, card(row.id, 'declined-key'))).json();
    const declined = await call(t.app, visitor, {
      method: 'POST',
      url: `/api/payment/test-processor/session/${sessionOf(started.redirect_url)}/card`,
      payload: testCard('4000 0000 0000 0002'),
      lang: 'th',
    });
    expect(declined.json()).toMatchObject({ status: 'declined', error: 'บัตรของคุณถูกปฏิเสธ' });
    const [transaction] = (await get(member.token, `/api/payment-transaction?invoice=${row.id}`)).json().results;
    expect(transaction).toMatchObject({ status: 'refused', reason: 'Your card was declined.' });
    expect((await get(member.token, `/api/invoice/${row.id}`)).json()).toMatchObject({ status: 'waiting_for_payment', payable: true });
    // A new attempt may pay it.
    expect((await payByCard(t, member.token, row.id, 'after-decline')).session?.json().status).toBe('succeeded');
  });

  it('asks to try again without ending the session, and authenticates a card that needs it', async () => {
    const member = await newMember(t.app);
    const row = await feeInvoice(t, member.pk);
    const id = sessionOf((await start(member.token, card(row.id, 'retry-key-01'))).json().redirect_url);
    expect((await submit(id, '4000000000000119')).json()).toMatchObject({ status: 'open', error: expect.stringMatching(/try again/) });
    expect((await submit(id, '4242424242424241')).json()).toMatchObject({ status: 'open', error: 'This card number is not valid.' });
    expect((await get(member.token, `/api/payment-transaction?invoice=${row.id}`)).json().results[0].status).toBe('pending');
    expect((await submit(id, '4000002500003155')).json().status).toBe('requires_action');
    expect((await get(member.token, `/api/invoice/${row.id}`)).json().status).toBe('waiting_for_payment');
    const done = await call(t.app, visitor, { method: 'POST', url: `/api/payment/test-processor/session/${id}/authenticate`, payload: { approve: true } });
    expect(done.json().status).toBe('succeeded');
    expect((await get(member.token, `/api/invoice/${row.id}`)).json().status).toBe('paid');

    const other = await feeInvoice(t, member.pk);
    const second = sessionOf((await start(member.token, card(other.id, 'auth-fail-01'))).json().redirect_url);
    await submit(second, '4000002500003155');
    const failed = await call(t.app, visitor, {
      method: 'POST',
      url: `/api/payment/test-processor/session/${second}/authenticate`,
      payload: { approve: false },
    });
    expect(failed.json().status).toBe('declined');
    expect((await get(member.token, `/api/invoice/${other.id}`)).json().status).toBe('waiting_for_payment');
  });
});

describe('webhooks', () => {
  async function pendingSession() {
    const member = await newMember(t.app);
    const row = await feeInvoice(t, member.pk);
    const id = sessionOf((await start(member.token, card(row.id, 'webhook-key1'))).json().redirect_url);
    return { member, row, id };
  }

  it('marks a replayed payment event paid once: one receipt, one mail', async () => {
    const { member, row, id } = await pendingSession();
    const body = paidEvent(id, row);
    const answers = await Promise.all([1, 2, 3].map(() => webhook(body, signatureHeader(secret(), body))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    // The same event later, signed anew (a processor's retry), and the card page's own delivery.
    expect((await webhook(body, signatureHeader(secret(), body))).statusCode).toBe(200);
    const invoice = (await get(member.token, `/api/invoice/${row.id}`)).json();
    expect(invoice.status).toBe('paid');
    await t.drainJobs();
    expect(outbox(t.dataDir).filter((m) => m.includes(invoice.receipt_number))).toHaveLength(1);
    const audit = (await get(staff, `/api/staff/audit?subject_kind=invoice&subject_id=${row.id}`)).json().results;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['invoice.paid', 'invoice.issued']);
    expect(lastMailTo(t.dataDir, member.email)).toContain(invoice.receipt_number);
  });

  it('refuses a forged, stale, missing or malformed signature with 400 and changes nothing', async () => {
    const { member, row, id } = await pendingSession();
    const body = paidEvent(id, row, `evt_forged_${id}`);
    const now = Math.floor(Date.now() / 1000);
    const refusals = [
      await webhook(body, signatureHeader('not-the-secret-0000', body)),
      await webhook(body, signatureHeader(secret(), body, now - 3600)),
      await webhook(body, undefined),
      await webhook(body, `t=${now},v1=zz`),
      await webhook(body.replace('test_ch_x', 'test_ch_y'), signatureHeader(secret(), body)),
      await webhook('{not json', signatureHeader(secret(), '{not json')),
      await webhook('[]', signatureHeader(secret(), '[]')),
      await webhook('', signatureHeader(secret(), '')),
      await webhook('a=1', signatureHeader(secret(), 'a=1'), 'application/x-www-form-urlencoded'),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400]);
    expect(refusals[0].json().detail).toBeTruthy();
    expect((await get(member.token, `/api/invoice/${row.id}`)).json().status).toBe('waiting_for_payment');
    // The real event, after all that, still pays (the refused ones did not use up its id).
    expect((await webhook(body, signatureHeader(secret(), body))).statusCode).toBe(200);
    expect((await get(member.token, `/api/invoice/${row.id}`)).json().status).toBe('paid');
  });

  it('acknowledges events for unknown sessions and the other processor’s endpoint is not found', async () => {
    const body = paidEvent('tps_unknown_session', { grandTotal: 100, currency: 'USD' });
    expect((await webhook(body, signatureHeader(secret(), body))).statusCode).toBe(200);
    const stripe = await t.app.inject({ method: 'POST', url: '/api/payment/webhook/stripe', payload: body, headers: { 'content-type': 'application/json' } });
    expect(stripe.statusCode).toBe(404);
  });
});
