import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActionsOf } from '#common/audit-actions.ts';
import { seedFees } from '../../db/seed/content.ts';
import { staffToken } from '../../test/applications.ts';
import { feeInvoice, payByCard, submittedSchool, transferBody } from '../../test/billing.ts';
import { call, createTestApp, newMember, type TestApp } from '../../test/harness.ts';

// The audit log as the office reads it (issue 36): each entry names its record (school, invoice with
// its amount, member…), and the log filters by record, by who acted, by kind of action and by days.

let t: TestApp;
let staff: string;
type Entry = { action: string; actor: { email: string; name: string } | null; subject_kind: string; subject_id: number; subject: Record<string, unknown> };

beforeAll(async () => {
  t = await createTestApp();
  await seedFees(t.app.deps.db);
  staff = await staffToken(t.app);
}, 60_000);
afterAll(() => t.close());

const audit = async (query: string) => {
  const res = await call(t.app, staff, { method: 'GET', url: `/api/staff/audit${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as Entry[];
};
const today = () => new Date().toISOString().slice(0, 10);

/** A school paid by bank transfer (verified by the office) and approved: its whole story in the log. */
async function approvedSchool() {
  const { member, schoolId, invoiceId } = await submittedSchool(t, { currency: 'INR' });
  const sent = await call(t.app, member.token, { method: 'POST', url: '/api/payment-transaction', ...(await transferBody(invoiceId)) });
  expect(sent.statusCode, sent.body).toBe(201);
  await call(t.app, staff, { method: 'POST', url: `/api/staff/payment-transaction/${sent.json().transaction.id}/verify` });
  const review = await call(t.app, staff, { method: 'POST', url: `/api/staff/applications/school/${schoolId}/review`, payload: { decision: 'approve' } });
  expect(review.statusCode, review.body).toBe(200);
  return { member, schoolId, invoiceId, name: `School ${member.pk}` };
}

describe('the audit log, readable', () => {
  it('names each record: the school, the invoice with its amount and what it pays for, how it was paid', async () => {
    const s = await approvedSchool();
    const entries = await audit(`?subject=${encodeURIComponent(s.name)}`);
    expect(entries.map((e) => e.action)).toEqual(['application.approve', 'invoice.paid', 'transfer.verify', 'invoice.transfer_submitted', 'invoice.issued']);
    const [approve, paid, verify] = entries;
    expect(approve.subject).toMatchObject({ name: s.name, member: s.member.pk });
    expect(approve.actor).toMatchObject({ email: expect.stringContaining('@'), name: expect.any(String) });
    const number = paid.subject.name as string;
    expect(number).toMatch(/^INV-/);
    expect(paid.subject).toMatchObject({
      member: s.member.pk,
      amount: expect.any(Number),
      currency: 'INR',
      method: 'bank_transfer',
      invoice_public_id: expect.any(String),
      listing: { kind: 'school', id: s.schoolId, name: s.name },
    });
    // A payment is named by its invoice.
    expect(verify).toMatchObject({ subject_kind: 'payment_transaction', subject: { name: number, method: 'bank_transfer', currency: 'INR' } });
    // The invoice number finds the invoice's entries and its payment's.
    expect((await audit(`?subject=${number}`)).map((e) => e.action)).toEqual([
      'invoice.paid',
      'transfer.verify',
      'invoice.transfer_submitted',
      'invoice.issued',
    ]);
    // A member by e-mail: their own account's entries (none here), not everything.
    expect(await audit(`?subject=${encodeURIComponent(s.member.email)}&group=accounts`)).toEqual([]);
  });

  it('says a card payment was paid by card, by the system', async () => {
    const member = await newMember(t.app);
    const invoice = await feeInvoice(t, member.pk, { currency: 'THB' });
    expect((await payByCard(t, member.token, invoice.id, 'audit-card')).session?.json().status).toBe('succeeded');
    const entries = await audit(`?subject=${invoice.number}`);
    expect(entries.find((e) => e.action === 'invoice.paid')?.subject).toMatchObject({ method: 'card', amount: invoice.grandTotal, currency: 'THB' });
    expect(entries.find((e) => e.action === 'card.paid')).toMatchObject({ actor: null, subject: { name: invoice.number, method: 'card' } });
    expect((await audit(`?subject=${invoice.number}&system=1`)).map((e) => e.action)).toContain('card.paid');
    expect((await audit(`?subject=${invoice.number}&system=1`)).every((e) => e.actor === null)).toBe(true);
  });

  it('names content in the reader’s language, a member by name and e-mail, and nothing for what is gone', async () => {
    const question = { en: 'Audit question?', th: 'คำถามบันทึก?', zh: '审计问题？', hi: '' };
    const created = await call(t.app, staff, {
      method: 'POST',
      url: '/api/staff/content/faq',
      payload: { group: 'payments', question, answer: { en: 'Yes.', th: 'ได้', zh: '可以。', hi: '' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const faq = async (lang: string) =>
      (await call(t.app, staff, { method: 'GET', url: `/api/staff/audit?subject_kind=faq_entry&subject_id=${id}`, lang })).json().results[0] as Entry;
    expect((await faq('th')).subject.name).toBe('คำถามบันทึก?');
    expect((await faq('hi')).subject.name).toBe('Audit question?');
    await call(t.app, staff, { method: 'DELETE', url: `/api/staff/content/faq/${id}` });
    expect(await faq('en')).toMatchObject({ action: 'content.faq_entry.delete', subject: { name: null } });

    const member = await newMember(t.app, { first_name: 'Mali', last_name: 'Srisuk' });
    await call(t.app, staff, { method: 'PATCH', url: `/api/staff/members/${member.pk}`, payload: { is_active: false } });
    const [change] = await audit(`?subject_kind=user&subject_id=${member.pk}`);
    expect(change.subject).toMatchObject({ name: `Mali Srisuk (${member.email})`, member: member.pk });
    expect((await audit('?subject=Mali%20Srisuk&group=accounts')).map((e) => e.subject_id)).toContain(member.pk);
  });

  it('filters by kind of action, by who acted and by days', async () => {
    const s = await approvedSchool();
    const about = `subject=${encodeURIComponent(s.name)}`;
    expect((await audit(`?${about}&group=applications`)).map((e) => e.action)).toEqual(['application.approve']);
    const money = await audit(`?${about}&group=money`);
    expect(money.length).toBe(4);
    expect(money.every((e) => auditActionsOf('money').includes(e.action as never))).toBe(true);
    // Who: the member was billed and sent the slip; the office verified it (so marked the invoice paid) and approved.
    expect((await audit(`?${about}&who=${encodeURIComponent(s.member.email)}`)).map((e) => e.action)).toEqual(['invoice.transfer_submitted', 'invoice.issued']);
    expect((await audit(`?${about}&who=application-office`)).map((e) => e.action)).toEqual(['application.approve', 'invoice.paid', 'transfer.verify']);
    expect(await audit(`?${about}&from=${today()}&to=${today()}`)).toHaveLength(5);
    expect(await audit(`?${about}&from=2000-01-01&to=2001-12-31`)).toEqual([]);
  });

  it('refuses malformed filters with a 400 naming the field, never a 500', async () => {
    const bad = async (query: string) => {
      const res = await call(t.app, staff, { method: 'GET', url: `/api/staff/audit${query}` });
      expect(res.statusCode, `${query} → ${res.body}`).toBe(400);
      return Object.keys(res.json());
    };
    expect(await bad('?from=2026-02-30')).toEqual(['from']);
    expect(await bad('?to=1999-12-31')).toEqual(['to']);
    expect(await bad('?from=yesterday')).toEqual(['from']);
    expect(await bad('?from=2026-05-02&to=2026-05-01')).toEqual(['to']);
    expect(await bad('?group=shop')).toEqual(['group']);
    expect(await bad('?system=maybe')).toEqual(['system']);
    expect(await bad(`?subject=${'x'.repeat(201)}`)).toEqual(['subject']);
    expect(await bad('?who=%00')).toEqual(['who']);
    // Text that looks like a pattern is only text.
    expect(await audit('?subject=%25_%5C&who=%25')).toEqual([]);
  });
});
