import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools, teachers } from '../../db/schema/index.ts';
import { seedFees } from '../../db/seed/content.ts';
import { inTransaction } from '../../db/transaction.ts';
import { COMPLETE_SCHOOL, COMPLETE_TEACHER, SCHOOL_DOCUMENTS, staffToken, uploadDocuments } from '../../test/applications.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { lastMailTo } from '../../test/outbox.ts';
import { markApplicationPaid, oneYearAfter, reviewApplication } from './review.ts';

// The application's state machine at the domain level, as the billing and staff issues will call it.

let t: TestApp;
let visitor: string;
const staff = { userId: 1, isStaff: true };

beforeAll(async () => {
  t = await createTestApp();
  await seedFees(t.app.deps.db); // submitting invoices the application from the fee table
  visitor = await clientToken(t.app);
  await staffToken(t.app);
}, 60_000);
afterAll(() => t.close());

/** A member's complete school application, submitted (waiting for payment). */
async function submittedSchool(lang = 'en', membership = 'annual') {
  const member = await newMember(t.app);
  const created = await call(t.app, member.token, {
    method: 'POST',
    url: '/api/school/school',
    payload: { ...COMPLETE_SCHOOL, name: `School ${member.pk}` },
    lang,
  });
  const id = created.json().id as number;
  await uploadDocuments(t.app, member.token, `/api/school/school/${id}/document`, SCHOOL_DOCUMENTS);
  const res = await call(t.app, member.token, {
    method: 'POST',
    url: `/api/school/school/${id}/submit`,
    payload: { membership_type: membership, currency: 'USD' },
    lang,
  });
  expect(res.json().status, res.body).toBe('awaiting_payment');
  return { member, id };
}

const statusOf = async (id: number) => (await t.app.deps.db.select({ status: schools.status }).from(schools).where(eq(schools.id, id)))[0].status;

describe('markApplicationPaid (the billing hand-over)', () => {
  it('moves a submitted application to review once, and says so when called again', async () => {
    const { id } = await submittedSchool();
    expect(await markApplicationPaid(t.app.deps, { kind: 'school', id })).toEqual({ status: 'pending', changed: true });
    expect(await markApplicationPaid(t.app.deps, { kind: 'school', id })).toEqual({ status: 'pending', changed: false });
    expect(await statusOf(id)).toBe('pending');
  });

  it('joins the payment’s transaction: rolled back with it', async () => {
    const { id } = await submittedSchool();
    await expect(
      inTransaction(t.app.deps.db, async (tx) => {
        await markApplicationPaid(t.app.deps, { kind: 'school', id, db: tx });
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    expect(await statusOf(id)).toBe('awaiting_payment');
  });

  it('refuses an application that is not waiting for payment, and an unknown one', async () => {
    const member = await newMember(t.app);
    const draft = (await call(t.app, member.token, { method: 'POST', url: '/api/school/school', payload: { name: 'Only a draft' } })).json();
    await expect(markApplicationPaid(t.app.deps, { kind: 'school', id: draft.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(markApplicationPaid(t.app.deps, { kind: 'teacher', id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('reviewApplication (the staff hand-over)', () => {
  it('is for staff only', async () => {
    const { id, member } = await submittedSchool();
    await markApplicationPaid(t.app.deps, { kind: 'school', id });
    await expect(reviewApplication(t.app.deps, { actor: null, kind: 'school', id, decision: 'approve' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(reviewApplication(t.app.deps, { actor: { userId: null, isStaff: false }, kind: 'school', id, decision: 'approve' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      reviewApplication(t.app.deps, { actor: { userId: member.pk, isStaff: false }, kind: 'school', id, decision: 'approve' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await statusOf(id)).toBe('pending');
  });

  it('reviews only applications waiting for review, and needs a message to send one back or refuse it', async () => {
    const { id } = await submittedSchool();
    await expect(reviewApplication(t.app.deps, { actor: staff, kind: 'school', id, decision: 'approve' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await markApplicationPaid(t.app.deps, { kind: 'school', id });
    for (const decision of ['request_changes', 'reject'] as const) {
      await expect(reviewApplication(t.app.deps, { actor: staff, kind: 'school', id, decision, message: '  ' })).rejects.toMatchObject({
        code: 'VALIDATION',
        fields: { message: ['validation.review_message_required'] },
      });
    }
    await expect(reviewApplication(t.app.deps, { actor: staff, kind: 'school', id: 999_999, decision: 'approve' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('mails the member the outcome in the language they applied in', async () => {
    const { id, member } = await submittedSchool('th');
    await t.drainJobs(); // the invoice's mail goes first
    await markApplicationPaid(t.app.deps, { kind: 'school', id });
    await reviewApplication(t.app.deps, { actor: staff, kind: 'school', id, decision: 'request_changes', message: 'Please send a clearer copy of your CV.' });
    await t.drainJobs();
    const changes = lastMailTo(t.dataDir, member.email);
    expect(changes).toContain('ขอให้แก้ไขการขึ้นทะเบียนโรงเรียนของคุณ');
    expect(changes).toContain('Please send a clearer copy of your CV.');
    expect(changes).toContain('http://localhost:3000/school/profile');

    await call(t.app, member.token, { method: 'POST', url: `/api/school/school/${id}/submit`, payload: {}, lang: 'en' });
    expect(await statusOf(id)).toBe('pending');
    await t.drainJobs(); // the resubmission's notification mail goes first
    const approved = await reviewApplication(t.app.deps, { actor: staff, kind: 'school', id, decision: 'approve' });
    await t.drainJobs();
    const mail = lastMailTo(t.dataDir, member.email);
    expect(mail).toContain('Your school registration is approved');
    expect(mail).toContain(approved.wya_id);
    expect(mail).toContain(`http://localhost:3000/schools/school-${member.pk}`);
  });

  it('keeps member since and the WYA ID of an earlier registration', async () => {
    const { id } = await submittedSchool();
    await t.app.deps.db.update(schools).set({ memberSince: '2015-06-01', wyaSchoolId: 'WYA-S01037' }).where(eq(schools.id, id));
    await markApplicationPaid(t.app.deps, { kind: 'school', id });
    expect(await reviewApplication(t.app.deps, { actor: staff, kind: 'school', id, decision: 'approve' })).toMatchObject({
      wya_id: 'WYA-S01037',
      member_since: '2015-06-01',
    });
  });

  it('reviews teachers the same way', async () => {
    const member = await newMember(t.app);
    const id = (
      await call(t.app, member.token, { method: 'POST', url: '/api/teacher/teacher', payload: { ...COMPLETE_TEACHER, slug: `teacher-${member.pk}` } })
    ).json().id;
    await uploadDocuments(t.app, member.token, `/api/teacher/teacher/${id}/document`, ['cv', 'certificates']);
    expect(
      (await call(t.app, member.token, { method: 'POST', url: `/api/teacher/teacher/${id}/submit`, payload: { membership_type: 'annual', currency: 'EUR' } }))
        .statusCode,
    ).toBe(200);
    await markApplicationPaid(t.app.deps, { kind: 'teacher', id });
    await reviewApplication(t.app.deps, { actor: staff, kind: 'teacher', id, decision: 'reject', message: 'Certificates could not be verified.' });
    const [row] = await t.app.deps.db.select().from(teachers).where(eq(teachers.id, id));
    expect(row).toMatchObject({ status: 'rejected', reviewMessage: 'Certificates could not be verified.', wyaTeacherId: null });
    expect((await call(t.app, visitor, { method: 'GET', url: `/api/teacher/teacher/${id}` })).statusCode).toBe(404);
  });
});

describe('the directory rule', () => {
  it('lists an approved annual listing until its end date, and never one that lost its end date', async () => {
    const { id } = await submittedSchool();
    await markApplicationPaid(t.app.deps, { kind: 'school', id });
    await reviewApplication(t.app.deps, { actor: staff, kind: 'school', id, decision: 'approve' });
    const profile = () => call(t.app, visitor, { method: 'GET', url: `/api/school/school/${id}` });
    expect((await profile()).statusCode).toBe(200);
    await t.app.deps.db.update(schools).set({ validUntil: '2020-01-01' }).where(eq(schools.id, id));
    expect((await profile()).statusCode).toBe(404);
    // No end date means lifetime only when the membership is lifetime.
    await t.app.deps.db.update(schools).set({ validUntil: null }).where(eq(schools.id, id));
    expect((await profile()).statusCode).toBe(404);
    await t.app.deps.db.update(schools).set({ membershipType: 'lifetime' }).where(eq(schools.id, id));
    expect((await profile()).statusCode).toBe(200);
  });

  it('counts a year to the same day, 29 February to 28 February', () => {
    expect(oneYearAfter('2026-11-23')).toBe('2027-11-23');
    expect(oneYearAfter('2028-02-29')).toBe('2029-02-28');
    expect(oneYearAfter('2026-12-31')).toBe('2027-12-31');
  });
});
