import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERSHIP_TYPES } from '#common/applications.ts';
import { CURRENCIES } from '#common/constants.ts';
import { SCHOOL_STANDARD_CODES } from '#common/standards.ts';
import { seedFees } from '../../db/seed/content.ts';
import { COMPLETE_TEACHER, staffToken, uploadDocuments } from '../../test/applications.ts';
import { payByCard, submittedSchool, transferBody } from '../../test/billing.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';

// Every level the wizards offer can be priced, submitted, paid and listed
// (docs/decisions/0029-every-level-priced.md): each school standard and each RTY level, across both
// membership types and all four currencies, paid by card and by transfer in turn; and a level the
// office has not priced is offered as not available, never a dead end after the form.

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

const COMBOS = MEMBERSHIP_TYPES.flatMap((membership) => CURRENCIES.map((currency) => ({ membership, currency })));
const get = (token: string, url: string) => call(t.app, token, { method: 'GET', url });

/** Pays by card (even rows) or by a transfer the office verifies (odd rows); answers the invoice's status. */
async function pay(token: string, invoiceId: number, row: number) {
  if (row % 2 === 0) await payByCard(t, token, invoiceId, `every-level-${invoiceId}`);
  else {
    const sent = (await call(t.app, token, { method: 'POST', url: '/api/payment-transaction', ...(await transferBody(invoiceId)) })).json();
    await call(t.app, staff, { method: 'POST', url: `/api/staff/payment-transaction/${sent.transaction.id}/verify` });
  }
  return (await get(token, `/api/invoice/${invoiceId}`)).json();
}

describe('every school standard', () => {
  it.each(SCHOOL_STANDARD_CODES.map((code, row) => ({ code, row, ...COMBOS[row % COMBOS.length] })))(
    '$code ($membership, $currency): priced in every currency, submitted, paid and listed',
    async ({ code, row, membership, currency }) => {
      const { member, schoolId, invoiceId } = await submittedSchool(t, { levels: [code], membership, currency });
      const order = (await get(member.token, `/api/order/${invoiceId}`)).json();
      expect(order.invoice).toMatchObject({ currency, status: 'waiting_for_payment' });
      expect(order.invoice.items.map((i: { item_code: string }) => i.item_code)).toEqual([code]);
      expect(order.prices.map((p: { currency: string }) => p.currency).sort()).toEqual([...CURRENCIES].sort());
      expect((await pay(member.token, invoiceId, row)).status).toBe('paid');
      const review = await call(t.app, staff, { method: 'POST', url: `/api/staff/applications/school/${schoolId}/review`, payload: { decision: 'approve' } });
      expect(review.statusCode, review.body).toBe(200);
      expect((await get(visitor, `/api/school/school/${schoolId}`)).statusCode).toBe(200);
    },
  );

  it('prices each standard for both membership types in all four currencies', async () => {
    const fees = await Promise.all(CURRENCIES.map(async (currency) => (await get(visitor, `/api/fee?currency=${currency}`)).json().results));
    for (const code of SCHOOL_STANDARD_CODES)
      for (const table of fees) {
        const fee = table.find((f: { code: string }) => f.code === code);
        expect(fee?.amounts.annual, code).toBeGreaterThan(0);
        expect(fee?.amounts.lifetime, code).toBeGreaterThan(0);
      }
  });
});

describe('every RTY level', () => {
  it.each(['200', '300', '500', '1000'].map((level, row) => ({ level, row, ...COMBOS[(row * 3) % COMBOS.length] })))(
    'RTY $level ($membership, $currency): submitted, paid and listed',
    async ({ level, row, membership, currency }) => {
      const member = await newMember(t.app);
      const created = await call(t.app, member.token, {
        method: 'POST',
        url: '/api/teacher/teacher',
        payload: { ...COMPLETE_TEACHER, registration_level: level },
      });
      const id = created.json().id as number;
      await uploadDocuments(t.app, member.token, `/api/teacher/teacher/${id}/document`, ['cv', 'certificates']);
      const submitted = await call(t.app, member.token, {
        method: 'POST',
        url: `/api/teacher/teacher/${id}/submit`,
        payload: { membership_type: membership, currency },
      });
      expect(submitted.json().status, submitted.body).toBe('awaiting_payment');
      const [invoice] = (await get(member.token, '/api/invoice-outstanding')).json().results;
      expect(invoice.items.map((i: { item_code: string }) => i.item_code)).toEqual([Number(level) >= 500 ? 'RTY-500' : `RTY-${level}`]);
      expect((await pay(member.token, invoice.id, row)).status).toBe('paid');
      await call(t.app, staff, { method: 'POST', url: `/api/staff/applications/teacher/${id}/review`, payload: { decision: 'approve' } });
      expect((await get(visitor, `/api/teacher/teacher/${id}`)).statusCode).toBe(200);
    },
  );
});

describe('a level the office has not priced', () => {
  it('is offered as not available, refused when chosen with a message that says why, and shown to the office', async () => {
    await t.app.deps.db.execute("delete from fee_amounts where currency = 'THB' and item_id = (select id from fee_items where code = 'KYS')");
    const form = (await get(visitor, '/api/school/school-form-data/')).json();
    expect(form.levels.find((l: { value: string }) => l.value === 'KYS').available).toBe(false);
    expect(form.levels.find((l: { value: string }) => l.value === 'AYS').available).toBe(true);
    const member = await newMember(t.app);
    const refused = await call(t.app, member.token, {
      method: 'POST',
      url: '/api/school/school',
      payload: { name: 'Kundalini Hills', levels: ['KYS', 'RSY'] },
      lang: 'zh',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().levels).toEqual(['暂不可申请：办公室尚未设定 KYS 的费用。请选择其他级别，或稍后再申请。']);
    const draft = (
      await call(t.app, member.token, { method: 'POST', url: '/api/school/school', payload: { name: 'Kundalini Hills', levels: ['RSY'] } })
    ).json();
    expect((await call(t.app, member.token, { method: 'PATCH', url: `/api/school/school/${draft.id}`, payload: { levels: ['KYS'] } })).statusCode).toBe(400);
    expect((await get(staff, '/api/staff/dashboard')).json().unpriced_fees).toEqual(['KYS']);
  });
});
