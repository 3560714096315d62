import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFees } from '../../db/seed/content.ts';
import { translate } from '../../lib/i18n.ts';
import { multipart, staffToken } from '../../test/applications.ts';
import { ADDRESS, card, feeInvoice, payByCard, submittedSchool, transferBody } from '../../test/billing.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { lastMailTo } from '../../test/outbox.ts';
import { script } from '../../test/upload-files.ts';

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
const pay = (token: string, body: object) => call(t.app, token, { method: 'POST', url: '/api/payment/make-payment', payload: body });

describe('invoices of applications', () => {
  it('invoices a submitted application once, from the fee table, and mails it', async () => {
    const { member, invoiceId } = await submittedSchool(t, { currency: 'USD' });
    const list = (await get(member.token, '/api/invoice')).json();
    expect(list.count).toBe(1);
    const invoice = list.results[0];
    expect(invoice).toMatchObject({
      id: invoiceId,
      status: 'waiting_for_payment',
      status_label: 'Waiting for payment',
      currency: 'USD',
      type: 'registration',
      membership_type: 'annual',
      items: [{ item_code: 'RSY', quantity: 1, unit_price: 18000, amount: 18000, discount: 0 }],
      sub_total: 18000,
      discount: 0,
      vat: 0,
      grand_total: 18000,
      payable: true,
      receipt_number: null,
      application: { kind: 'school' },
    });
    expect(invoice.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
    await t.drainJobs();
    expect(lastMailTo(t.dataDir, member.email)).toContain(invoice.invoice_number);
  });

  it('bills a school applying for RSY and CYS the CYS fee alone', async () => {
    const { member } = await submittedSchool(t, { levels: ['RSY', 'CYS'], currency: 'THB', membership: 'lifetime' });
    const [invoice] = (await get(member.token, '/api/invoice-outstanding')).json().results;
    expect(invoice.items.map((i: { item_code: string }) => i.item_code)).toEqual(['CYS']);
    expect(invoice.grand_total).toBe(3_350_000);
  });

  it('re-prices an unpaid invoice in another currency from the fee table, never converting', async () => {
    const member = await newMember(t.app);
    const row = await feeInvoice(t, member.pk, { code: 'RTY-300', currency: 'USD' });
    const res = await call(t.app, member.token, { method: 'PATCH', url: `/api/invoice/${row.id}`, payload: { currency: 'inr' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ currency: 'INR', grand_total: 620_000, sub_total: 620_000, invoice_number: row.number });
    const order = (await get(member.token, `/api/order/${row.id}`)).json();
    expect(order.prices).toEqual(
      expect.arrayContaining([
        { currency: 'USD', grand_total: 7500 },
        { currency: 'EUR', grand_total: 6800 },
        { currency: 'THB', grand_total: 265_000 },
        { currency: 'INR', grand_total: 620_000 },
      ]),
    );
    expect(order.card).toMatchObject({ processor: 'test', test_mode: true });
    const bad = await call(t.app, member.token, { method: 'PATCH', url: `/api/invoice/${row.id}`, payload: { currency: 'GBP' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['currency']);
  });
});

describe('invoice addresses', () => {
  it('saves addresses, keeps one default, and bills to a chosen one', async () => {
    const member = await newMember(t.app);
    const first = await call(t.app, member.token, { method: 'POST', url: '/api/invoice-address', payload: ADDRESS });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ is_default: true, country_name: 'Thailand', detail: 'Save invoice address successful' });
    const second = await call(t.app, member.token, {
      method: 'POST',
      url: '/api/invoice-address',
      payload: { ...ADDRESS, organisation: '', country: 'in', is_default: true },
      lang: 'th',
    });
    expect(second.json()).toMatchObject({ is_default: true, organisation: null, country: 'IN', detail: 'บันทึกที่อยู่ใบแจ้งหนี้สำเร็จ' });
    const list = (await get(member.token, '/api/invoice-address')).json().results;
    expect(list.map((a: { is_default: boolean }) => a.is_default)).toEqual([true, false]);

    const row = await feeInvoice(t, member.pk);
    expect(row.billTo?.country).toBe('IN');
    const billed = await call(t.app, member.token, { method: 'PATCH', url: `/api/invoice/${row.id}`, payload: { bill_to: first.json().id } });
    expect(billed.json().bill_to).toMatchObject({ country: 'TH', post_code: '50200' });

    const edited = await call(t.app, member.token, { method: 'PATCH', url: `/api/invoice-address/${first.json().id}`, payload: { post_code: '50000' } });
    expect(edited.json().post_code).toBe('50000');
    expect((await get(member.token, `/api/invoice/${row.id}`)).json().bill_to.post_code).toBe('50200');
  });

  it('refuses bad addresses naming each field, and other members’ addresses are not found', async () => {
    const member = await newMember(t.app);
    const bad = await call(t.app, member.token, {
      method: 'POST',
      url: '/api/invoice-address',
      payload: { ...ADDRESS, first_name: '', country: 'XX', post_code: '<b>' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['first_name', 'post_code']);
    const unknown = await call(t.app, member.token, { method: 'POST', url: '/api/invoice-address', payload: { ...ADDRESS, country: 'XX' } });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json())).toEqual(['country']);
    const other = await newMember(t.app);
    const theirs = (await call(t.app, other.token, { method: 'POST', url: '/api/invoice-address', payload: ADDRESS })).json();
    expect((await call(t.app, member.token, { method: 'PATCH', url: `/api/invoice-address/${theirs.id}`, payload: { post_code: '1' } })).statusCode).toBe(404);
    const row = await feeInvoice(t, member.pk);
    expect((await call(t.app, member.token, { method: 'PATCH', url: `/api/invoice/${row.id}`, payload: { bill_to: theirs.id } })).statusCode).toBe(400);
  });
});

describe('bank transfers', () => {
  it('takes a transfer with its slip, then the office verifies it', async () => {
    const { member, invoiceId, schoolId } = await submittedSchool(t, { currency: 'EUR' });
    const res = await call(t.app, member.token, { method: 'POST', url: '/api/payment-transaction', ...(await transferBody(invoiceId)) });
    expect(res.statusCode, res.body).toBe(201);
    const { transaction, invoice } = res.json();
    expect(invoice.status).toBe('in_progress');
    expect(transaction).toMatchObject({ method: 'bank_transfer', status: 'pending', account_number: '1234567890', date: '2026-03-01', time: '14:30' });
    expect((await get(member.token, transaction.slip_url)).statusCode).toBe(200);
    expect((await get((await newMember(t.app)).token, transaction.slip_url)).statusCode).toBe(404);
    // Nothing else pays it meanwhile.
    expect((await pay(member.token, card(invoiceId, 'while-waiting'))).statusCode).toBe(409);
    expect((await call(t.app, member.token, { method: 'POST', url: '/api/payment-transaction', ...(await transferBody(invoiceId)) })).statusCode).toBe(409);

    const pending = (await get(staff, '/api/staff/payment-transaction?status=pending')).json();
    expect(pending.results.map((x: { id: number }) => x.id)).toContain(transaction.id);
    expect((await call(t.app, member.token, { method: 'POST', url: `/api/staff/payment-transaction/${transaction.id}/verify` })).statusCode).toBe(403);
    const verified = await call(t.app, staff, { method: 'POST', url: `/api/staff/payment-transaction/${transaction.id}/verify` });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().invoice.status).toBe('paid');
    expect((await get(member.token, `/api/school/school/${schoolId}/application`)).json().status).toBe('pending');
    expect((await call(t.app, staff, { method: 'POST', url: `/api/staff/payment-transaction/${transaction.id}/verify` })).statusCode).toBe(409);

    // A refund needs a reason and says what happens to the listing it paid for.
    const bare = await call(t.app, staff, { method: 'POST', url: `/api/staff/invoice/${invoiceId}/refund`, payload: {} });
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(bare.json()).sort()).toEqual(['listing', 'reason']);
    const refund = await call(t.app, staff, {
      method: 'POST',
      url: `/api/staff/invoice/${invoiceId}/refund`,
      payload: { reason: 'Paid twice by mistake', listing: 'keep' },
    });
    expect(refund.json()).toMatchObject({ status: 'refund' });
    // Every change of money state is in the audit log, newest first, with the office member who made it.
    const audit = (await get(staff, `/api/staff/audit?subject_kind=invoice&subject_id=${invoiceId}`)).json().results;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['invoice.refund', 'invoice.paid', 'invoice.transfer_submitted', 'invoice.issued']);
    expect(audit[0]).toMatchObject({ before: { status: 'paid' }, after: { status: 'refund', reason: 'Paid twice by mistake', listing: 'kept' } });
    expect(audit[2]).toMatchObject({ before: { status: 'waiting_for_payment' }, after: { status: 'in_progress', currency: 'EUR' } });
    expect(audit.every((e: { actor: unknown }) => e.actor !== null)).toBe(true);
  });

  it('returns a refused transfer to waiting for payment with the reason, and mails it', async () => {
    const member = await newMember(t.app);
    const row = await feeInvoice(t, member.pk, { lang: 'zh' });
    const transaction = (await call(t.app, member.token, { method: 'POST', url: '/api/payment-transaction', ...(await transferBody(row.id)) })).json()
      .transaction;
    const empty = await call(t.app, staff, { method: 'POST', url: `/api/staff/payment-transaction/${transaction.id}/refuse`, payload: { reason: ' ' } });
    expect(Object.keys(empty.json())).toEqual(['reason']);
    const refused = await call(t.app, staff, {
      method: 'POST',
      url: `/api/staff/payment-transaction/${transaction.id}/refuse`,
      payload: { reason: 'The amount on the slip does not match.' },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const invoice = (await get(member.token, `/api/invoice/${row.id}`)).json();
    expect(invoice).toMatchObject({ status: 'waiting_for_payment', refusal_reason: 'The amount on the slip does not match.' });
    await t.drainJobs();
    expect(lastMailTo(t.dataDir, member.email)).toContain('The amount on the slip does not match.');
    // It may be paid again.
    expect((await payByCard(t, member.token, row.id, 'after-refusal')).session?.json().status).toBe('succeeded');
    expect((await get(member.token, `/api/invoice/${row.id}`)).json().status).toBe('paid');
  });

  it('refuses a slip of the wrong type, a missing slip and a bad record, naming the fields', async () => {
    const member = await newMember(t.app);
    const row = await feeInvoice(t, member.pk);
    const wrong = await call(t.app, member.token, {
      method: 'POST',
      url: '/api/payment-transaction',
      ...(await transferBody(row.id, { file: script, name: 'slip.pdf', type: 'application/pdf' })),
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json())).toEqual(['slip']);
    // No file: a field left empty like any other, not the message of an upload that failed.
    const missing = await call(t.app, member.token, { method: 'POST', url: '/api/payment-transaction', ...(await transferBody(row.id, null)) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ slip: ['This field is required.'] });
    const blank = await multipart({ invoice: String(row.id), bank: '', branch: '', account_name: '', account_number: '', date: '', time: '' });
    const empty = await call(t.app, member.token, { method: 'POST', url: '/api/payment-transaction', lang: 'th', ...blank });
    expect(empty.statusCode).toBe(400);
    const required = translate('th', 'validation.required');
    expect(empty.json()).toMatchObject({ bank: [required], branch: [required], account_name: [required], slip: [required] });
    expect(Object.keys(empty.json()).sort()).toEqual(['account_name', 'account_number', 'bank', 'branch', 'date', 'slip', 'time']);
    const big = await call(t.app, member.token, {
      method: 'POST',
      url: '/api/payment-transaction',
      ...(await transferBody(row.id, { file: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024)]), name: 'big.pdf' })),
    });
    expect([400, 413]).toContain(big.statusCode);
    const badDate = await call(t.app, member.token, {
      method: 'POST',
      url: '/api/payment-transaction',
      ...(await (async () => {
        const body = await transferBody(row.id);
        return { ...body, payload: Buffer.from(body.payload.toString('latin1').replace('2026-03-01', '2026-02-31').replace('14:30', '25:00'), 'latin1') };
      })()),
    });
    expect(badDate.statusCode).toBe(400);
    expect(Object.keys(badDate.json()).sort()).toEqual(['date', 'time']);
    expect((await get(member.token, `/api/invoice/${row.id}`)).json().status).toBe('waiting_for_payment');
  });
});

describe('the public invoice view', () => {
  it('shows an invoice to anyone holding its unguessable id, without private details', async () => {
    const member = await newMember(t.app);
    const row = await feeInvoice(t, member.pk);
    const res = await get(visitor, `/api/invoice-public/${row.publicId}`, 'zh');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ invoice_number: row.number, status_label: '等待付款' });
    expect(res.json()).not.toHaveProperty('application');
    expect((await get(visitor, '/api/invoice-public/AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await get(visitor, '/api/invoice-public/x')).statusCode).toBe(400);
    expect((await get(null, `/api/invoice-public/${row.publicId}`)).statusCode).toBe(401);
  });
});
