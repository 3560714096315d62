import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, notifications, schools } from '../../db/schema/index.ts';
import { seedFees } from '../../db/seed/content.ts';
import { inTransaction } from '../../db/transaction.ts';
import { COMPLETE_SCHOOL, SCHOOL_DOCUMENTS, staffToken, uploadDocuments } from '../../test/applications.ts';
import { call, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { outbox } from '../../test/outbox.ts';
import { markApplicationPaid, oneYearAfter, reviewApplication } from '../applications/review.ts';
import { createStaffUser } from '../users/staff.ts';
import { lockInvoice, selectOpenApplicationInvoice } from './billing.queries.ts';
import { runRenewals } from './renewals.ts';
import { markInvoicePaid } from './settle.ts';

// The annual renewal at its boundaries: 31, 30, 7 and 0 days before the end, after it, and paid late.

let t: TestApp;
let staff: { userId: number; isStaff: boolean };
beforeAll(async () => {
  t = await createTestApp();
  await seedFees(t.app.deps.db);
  staff = { userId: (await createStaffUser(t.app.deps.db, { email: 'renewals-office@example.com', password: 'Office2026desk' })).id, isStaff: true };
}, 60_000);
afterAll(() => t.close());

const day = (offset: number, from = new Date()) => new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const TODAY = day(0);

/** An approved school with the given membership, its end set to `validUntil`. */
async function listedSchool(name: string, validUntil: string | null, membership: 'annual' | 'lifetime' = 'annual') {
  const member = await newMember(t.app);
  const created = await call(t.app, member.token, { method: 'POST', url: '/api/school/school', payload: { ...COMPLETE_SCHOOL, name } });
  const id = created.json().id as number;
  await uploadDocuments(t.app, member.token, `/api/school/school/${id}/document`, SCHOOL_DOCUMENTS);
  await call(t.app, member.token, { method: 'POST', url: `/api/school/school/${id}/submit`, payload: { membership_type: membership, currency: 'USD' } });
  const registration = await selectOpenApplicationInvoice(t.app.deps.db, 'school', id);
  await inTransaction(t.app.deps.db, async (tx) => markInvoicePaid(t.app.deps, tx, (await lockInvoice(tx, registration!.id))!));
  await markApplicationPaid(t.app.deps, { kind: 'school', id });
  await reviewApplication(t.app.deps, { actor: staff, kind: 'school', id, decision: 'approve' });
  await t.app.deps.db.update(schools).set({ validUntil }).where(eq(schools.id, id));
  return { member, id };
}

const renewalInvoices = async (id: number) =>
  (await t.app.deps.db.select().from(invoices).where(eq(invoices.applicationId, id))).filter((i) => i.applicationKind === 'school' && i.type === 'renewal');
const notices = async (userId: number, key: string) =>
  (await t.app.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).filter((n) => n.messageKey === key);
const validUntil = async (id: number) => (await t.app.deps.db.select({ v: schools.validUntil }).from(schools).where(eq(schools.id, id)))[0].v;

describe('annual renewal', () => {
  it('invoices and reminds from 30 days before the end, not at 31, once however often it runs', async () => {
    const early = await listedSchool('Renewal Early School', day(31));
    const due = await listedSchool('Renewal Due School', day(30));
    await runRenewals(t.app.deps, { today: TODAY });
    await runRenewals(t.app.deps, { today: TODAY });
    expect(await renewalInvoices(early.id)).toHaveLength(0);
    expect(await notices(early.member.pk, 'membership_expiring')).toHaveLength(0);
    const [invoice] = await renewalInvoices(due.id);
    expect(invoice).toMatchObject({ status: 'waiting_for_payment', membershipType: 'annual', currency: 'USD' });
    expect(await renewalInvoices(due.id)).toHaveLength(1);
    expect((await notices(due.member.pk, 'membership_expiring')).map((n) => n.params.days)).toEqual(['30']);
  });

  it('reminds again at 7 days, and says nothing on the last valid day', async () => {
    const week = await listedSchool('Renewal Week School', day(7));
    const last = await listedSchool('Renewal Last Day School', TODAY);
    await runRenewals(t.app.deps, { today: TODAY });
    expect((await notices(week.member.pk, 'membership_expiring')).map((n) => n.params.days)).toEqual(['7']);
    // The reminder is mailed too (the member consented by default), once however often renewals run.
    await runRenewals(t.app.deps, { today: TODAY });
    await t.drainJobs();
    const reminders = outbox(t.dataDir).filter((m) => m.includes(`To: ${week.member.email}`) && m.includes('Renewal Week School” ends in 7 days'));
    expect(reminders).toHaveLength(1);
    expect(await notices(last.member.pk, 'membership_expired')).toHaveLength(0);
    expect((await call(t.app, last.member.token, { method: 'GET', url: `/api/school/school/${last.id}` })).statusCode).toBe(200);
  });

  it('after the end: off the directory, told once; paid late, a year from the payment day and listed again', async () => {
    const lapsed = await listedSchool('Renewal Lapsed School', day(-1));
    await runRenewals(t.app.deps, { today: TODAY });
    await runRenewals(t.app.deps, { today: TODAY });
    expect(await notices(lapsed.member.pk, 'membership_expired')).toHaveLength(1);
    expect((await call(t.app, lapsed.member.token, { method: 'GET', url: `/api/school/school/${lapsed.id}` })).statusCode).toBe(404);

    // Its renewal invoice was issued while it was due; pay it now, late.
    await t.app.deps.db
      .update(schools)
      .set({ validUntil: day(20) })
      .where(eq(schools.id, lapsed.id));
    await runRenewals(t.app.deps, { today: TODAY });
    await t.app.deps.db
      .update(schools)
      .set({ validUntil: day(-1) })
      .where(eq(schools.id, lapsed.id));
    const [invoice] = await renewalInvoices(lapsed.id);
    await inTransaction(t.app.deps.db, async (tx) => markInvoicePaid(t.app.deps, tx, (await lockInvoice(tx, invoice.id))!));
    expect(await validUntil(lapsed.id)).toBe(oneYearAfter(TODAY));
    expect((await call(t.app, lapsed.member.token, { method: 'GET', url: `/api/school/school/${lapsed.id}` })).statusCode).toBe(200);
  });

  it('paid before the end: a year from the old end, so no day is lost', async () => {
    const due = await listedSchool('Renewal Early Payer School', day(10));
    await runRenewals(t.app.deps, { today: TODAY });
    const [invoice] = await renewalInvoices(due.id);
    await inTransaction(t.app.deps.db, async (tx) => markInvoicePaid(t.app.deps, tx, (await lockInvoice(tx, invoice.id))!));
    expect(await validUntil(due.id)).toBe(oneYearAfter(day(10)));
  });

  it('a refund the office records as ending the membership ends it today, and the member is told why', async () => {
    const listed = await listedSchool('Refunded Lifetime School', null, 'lifetime');
    const [registration] = (await t.app.deps.db.select().from(invoices).where(eq(invoices.applicationId, listed.id))).filter(
      (i) => i.applicationKind === 'school' && i.status === 'paid',
    );
    const office = await staffToken(t.app);
    const refunded = await call(t.app, office, {
      method: 'POST',
      url: `/api/staff/invoice/${registration.id}/refund`,
      payload: { reason: 'The school closed before its first training.', listing: 'end' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await validUntil(listed.id)).toBe(TODAY);
    expect(await notices(listed.member.pk, 'invoice_refunded_listing_ended')).toHaveLength(1);
    const [entry] = (await call(t.app, office, { method: 'GET', url: `/api/staff/audit?subject_kind=invoice&subject_id=${registration.id}` })).json().results;
    expect(entry).toMatchObject({
      action: 'invoice.refund',
      before: { valid_until: null },
      after: { listing: 'ended', valid_until: TODAY, school: listed.id },
    });
  });

  it('never touches a lifetime membership', async () => {
    const lifetime = await listedSchool('Renewal Lifetime School', null, 'lifetime');
    await runRenewals(t.app.deps, { today: TODAY });
    expect(await renewalInvoices(lifetime.id)).toHaveLength(0);
    expect(await notices(lifetime.member.pk, 'membership_expired')).toHaveLength(0);
  });
});
