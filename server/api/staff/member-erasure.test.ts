import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools, users } from '../../db/schema/index.ts';
import { seedFees } from '../../db/seed/content.ts';
import { createStaffUser } from '../../domain/users/staff.ts';
import { feeInvoice, submittedSchool, transferBody } from '../../test/billing.ts';
import { call, createTestApp, newMember, passwordLogin, type TestApp, WEB_CLIENT } from '../../test/harness.ts';
import { outbox } from '../../test/outbox.ts';

// The office erases a member from the back office (docs/decisions/0041-data-export-and-erasure.md):
// with a reason the audit log keeps beside the staff member who acted; never a staff account, never
// while money of the member's is on its way, and an account only once.

let t: TestApp;
let staff: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedFees(t.app.deps.db);
  const created = await createStaffUser(t.app.deps.db, { email: 'erasing-office@example.com', password: 'Office2026desk' });
  staff = { id: created.id, token: (await passwordLogin(t.app, 'erasing-office@example.com', 'Office2026desk')).access_token };
}, 60_000);
afterAll(() => t.close());

const db = () => t.app.deps.db;
const erase = (id: number, payload?: object, options: { token?: string; lang?: string } = {}) =>
  call(t.app, options.token ?? staff.token, { method: 'DELETE', url: `/api/staff/members/${id}`, ...(payload ? { payload } : {}), lang: options.lang ?? 'en' });
const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/token/',
    payload: { grant_type: 'password', username, password, client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret },
  });
const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];
const auditOf = async (id: number) =>
  (await call(t.app, staff.token, { method: 'GET', url: `/api/staff/audit?subject_kind=user&subject_id=${id}` })).json().results as {
    action: string;
    actor: { id: number; email: string } | null;
    after: Record<string, unknown>;
  }[];

/** The member is untouched: still there, still able to sign in, no erasure in the audit log. */
async function expectUntouched(member: { pk: number; username: string; password: string; token: string }) {
  expect((await userRow(member.pk)).deletedAt).toBeNull();
  expect((await call(t.app, member.token, { method: 'GET', url: '/api/user-profile/' })).statusCode).toBe(200);
  expect((await login(member.username, member.password)).statusCode).toBe(200);
  expect((await auditOf(member.pk)).some((r) => r.action === 'member.erase')).toBe(false);
}

describe('refusals change nothing', () => {
  it('asks for a reason of 3 to 500 characters, in the caller’s language', async () => {
    const member = await newMember(t.app);
    const none = await erase(member.pk, {}, { lang: 'th' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ reason: ['กรุณากรอกข้อมูลในช่องนี้'] });
    const noBody = await erase(member.pk, undefined, { lang: 'th' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toEqual({ non_field_errors: ['กรุณากรอกข้อมูลในช่องนี้'] });
    const blank = await erase(member.pk, { reason: '   ' }, { lang: 'zh' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ reason: ['此字段为必填项。'] });
    const short = await erase(member.pk, { reason: ' ok ' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ reason: ['Use at least 3 characters.'] });
    const long = await erase(member.pk, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ reason: ['Use at most 500 characters.'] });
    await expectUntouched(member);
  });

  it('refuses a staff account, the caller’s own included: the role is removed first', async () => {
    const other = await createStaffUser(db(), { email: 'other-office@example.com', password: 'Office2026desk' });
    const refused = await erase(other.id, { reason: 'Left the office' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('This is a staff account, and staff accounts are not deleted. Remove the staff role first, then delete the account.');
    expect((await userRow(other.id)).deletedAt).toBeNull();
    expect((await erase(staff.id, { reason: 'By mistake' })).statusCode).toBe(409);
    expect((await userRow(staff.id)).deletedAt).toBeNull();
    // Once no longer staff, the former colleague's account can go.
    const unmade = await call(t.app, staff.token, { method: 'PATCH', url: `/api/staff/members/${other.id}`, payload: { is_staff: false } });
    expect(unmade.statusCode).toBe(200);
    expect((await erase(other.id, { reason: 'Left the office' })).statusCode).toBe(200);
  });

  it('is refused while a payment is on its way, naming the invoice', async () => {
    const member = await newMember(t.app);
    const invoice = await feeInvoice(t, member.pk);
    const slip = await call(t.app, member.token, { method: 'POST', url: '/api/payment-transaction', ...(await transferBody(invoice.id)) });
    expect(slip.statusCode, slip.body).toBe(201);
    const refused = await erase(member.pk, { reason: 'Asked by email' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      `A payment for invoice ${invoice.number} is being processed. The account can be deleted once it is confirmed or refused.`,
    );
    const inThai = await erase(member.pk, { reason: 'Asked by email' }, { lang: 'th' });
    expect(inThai.json().detail).toContain(invoice.number);
    expect(inThai.json().detail).toContain('จะลบบัญชีได้');
    await expectUntouched(member);
  });

  it('is staff only', async () => {
    const member = await newMember(t.app);
    const other = await newMember(t.app);
    expect((await erase(member.pk, { reason: 'Not mine to do' }, { token: other.token })).statusCode).toBe(403);
    expect((await erase(member.pk, { reason: 'Not even my own' }, { token: member.token })).statusCode).toBe(403);
    await expectUntouched(member);
  });
});

describe('an account the office erased', () => {
  let member: Awaited<ReturnType<typeof submittedSchool>>['member'];
  let schoolId: number;
  let answer: Record<string, unknown>;

  beforeAll(async () => {
    // An application with its invoice unpaid: nothing in flight, so no obstacle; the invoice stays.
    const submitted = await submittedSchool(t);
    member = submitted.member;
    schoolId = submitted.schoolId;
    const res = await erase(member.pk, { reason: '  The member asked by email on 3 May.  ' });
    expect(res.statusCode, res.body).toBe(200);
    answer = res.json();
    await t.drainJobs();
  }, 60_000);

  it('answers the placeholder, with a confirmation', () => {
    expect(answer).toMatchObject({
      id: member.pk,
      name: '',
      is_active: false,
      is_staff: false,
      deleted_at: expect.any(String),
      detail: 'The account was deleted.',
    });
    expect(answer.email).not.toBe(member.email);
    expect((answer.invoices as unknown[]).length).toBe(1);
  });

  it('cannot sign in or use its tokens; the member is told at the address that was theirs', async () => {
    expect((await login(member.username, member.password)).statusCode).toBe(400);
    expect((await login(member.email, member.password)).statusCode).toBe(400);
    expect((await call(t.app, member.token, { method: 'GET', url: '/api/user-profile/' })).statusCode).toBe(401);
    const goodbye = outbox(t.dataDir).filter((m) => m.includes(`To: ${member.email}`) && m.includes('Your World Yoga Alliance account has been deleted'));
    expect(goodbye).toHaveLength(1);
    expect(await db().select().from(schools).where(eq(schools.id, schoolId))).toEqual([]);
    const row = await userRow(member.pk);
    expect(row).toMatchObject({ username: `~deleted-${member.pk}`, passwordHash: null, isActive: false });
  });

  it('keeps the reason and the staff member who acted in the audit log', async () => {
    const [entry] = await auditOf(member.pk);
    expect(entry).toMatchObject({
      action: 'member.erase',
      actor: { id: staff.id, email: 'erasing-office@example.com' },
      after: { reason: 'The member asked by email on 3 May.', schools_deleted: 1 },
    });
    const byStaff = (await call(t.app, staff.token, { method: 'GET', url: `/api/staff/audit?actor=${staff.id}&action=member.erase` })).json().results;
    expect(byStaff.map((r: { subject_id: number }) => r.subject_id)).toContain(member.pk);
  });

  it('is not found a second time', async () => {
    const again = await erase(member.pk, { reason: 'Once more' });
    expect(again.statusCode).toBe(404);
    expect((await erase(2_000_000, { reason: 'Nobody' })).statusCode).toBe(404);
    expect((await auditOf(member.pk)).filter((r) => r.action === 'member.erase')).toHaveLength(1);
  });
});
