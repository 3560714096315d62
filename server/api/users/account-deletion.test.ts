import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceCertificates,
  eventBookings,
  graduateClaims,
  invoices,
  profiles,
  schoolRatings,
  schools,
  storedFiles,
  teachers,
  users,
} from '../../db/schema/index.ts';
import { seedFees } from '../../db/seed/content.ts';
import { staffToken } from '../../test/applications.ts';
import { feeInvoice, transferBody } from '../../test/billing.ts';
import { call, clientToken, createTestApp, newMember, type TestApp, WEB_CLIENT } from '../../test/harness.ts';
import { richMember } from '../../test/member-data.ts';
import { outbox } from '../../test/outbox.ts';

// A member deletes their account (docs/decisions/0041-data-export-and-erasure.md): refused without
// the password and the word, or while money is on its way; then nothing personal is left, what the
// law keeps still adds up, and nobody else loses a record.

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

const db = () => t.app.deps.db;
const erase = (token: string | null, payload: object, lang = 'en') => call(t.app, token, { method: 'DELETE', url: '/api/user-profile/', payload, lang });
const get = (token: string | null, url: string) => call(t.app, token, { method: 'GET', url: `/api${url}` });
const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/token/',
    payload: { grant_type: 'password', username, password, client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret },
  });
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');

describe('refusals change nothing', () => {
  it('asks for the password and the word of the page’s language, in that language', async () => {
    const member = await newMember(t.app);
    const wrongPassword = await erase(member.token, { password: 'Not2026theone', confirmation: 'ลบ' }, 'th');
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ password: ['รหัสผ่านไม่ถูกต้อง'] });
    const wrongWord = await erase(member.token, { password: member.password, confirmation: 'DELETE' }, 'zh');
    expect(wrongWord.statusCode).toBe(400);
    expect(wrongWord.json()).toEqual({ confirmation: ['请按所示准确输入“删除”。'] });
    const both = await erase(member.token, { password: 'x', confirmation: 'delete me' }, 'hi');
    expect(both.json()).toEqual({ password: ['यह पासवर्ड सही नहीं है।'], confirmation: ['“हटाएं” ठीक वैसे ही लिखें जैसा दिखाया गया है।'] });
    const empty = await erase(member.token, {});
    expect(Object.keys(empty.json()).sort()).toEqual(['confirmation', 'password']);
    // Still there, still able to sign in.
    expect((await get(member.token, '/user-profile/')).statusCode).toBe(200);
    expect((await login(member.username, member.password)).statusCode).toBe(200);
    expect((await db().select().from(users).where(eq(users.id, member.pk)))[0].deletedAt).toBeNull();
  });

  it('is refused while a payment is on its way, and for staff accounts and visitors', async () => {
    const member = await newMember(t.app);
    const invoice = await feeInvoice(t, member.pk);
    const slip = await call(t.app, member.token, { method: 'POST', url: '/api/payment-transaction', ...(await transferBody(invoice.id)) });
    expect(slip.statusCode, slip.body).toBe(201);
    const refused = await erase(member.token, { password: member.password, confirmation: 'delete' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      `A payment for invoice ${invoice.number} is being processed. You can delete your account once it is confirmed or refused.`,
    );
    expect((await get(member.token, '/user-profile/')).statusCode).toBe(200);
    expect((await erase(staff, { password: 'Office2026desk', confirmation: 'DELETE' })).statusCode).toBe(403);
    expect((await erase(visitor, { password: 'x', confirmation: 'DELETE' })).statusCode).toBe(403);
    expect((await erase(null, { password: 'x', confirmation: 'DELETE' })).statusCode).toBe(401);
  });
});

describe('a deleted account', () => {
  let rich: Awaited<ReturnType<typeof richMember>>;
  let invoice: { public_id: string; invoice_number: string };
  let avatarKey: string;
  let slipless: { storageKey: string }[];

  beforeAll(async () => {
    rich = await richMember(t);
    const { member } = rich;
    invoice = (await get(member.token, `/invoice/${rich.invoiceId}`)).json();
    avatarKey = (await db().select().from(profiles).where(eq(profiles.userId, member.pk)))[0].avatar as string;
    slipless = await db().select().from(storedFiles).where(eq(storedFiles.ownerId, member.pk));
    const res = await erase(member.token, { password: member.password, confirmation: ' ลบ ' }, 'th');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().detail).toBe('บัญชีของคุณถูกลบแล้ว ขอบคุณที่อยู่กับเรา');
    await t.drainJobs();
  }, 120_000);

  it('cannot sign in or use its tokens, and its username and e-mail are free again', async () => {
    const { member } = rich;
    expect((await login(member.username, member.password)).statusCode).toBe(400);
    expect((await login(member.email, member.password)).statusCode).toBe(400);
    expect((await get(member.token, '/user-profile/')).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      payload: { grant_type: 'refresh_token', refresh_token: member.tokens.refresh_token, client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret },
    });
    expect(refresh.statusCode).toBe(400);
    // The goodbye went to the address that was the account's.
    const goodbye = outbox(t.dataDir).filter((m) => m.includes(`To: ${member.email}`) && m.includes('บัญชี World Yoga Alliance ของคุณถูกลบแล้ว'));
    expect(goodbye).toHaveLength(1);
    const again = await newMember(t.app, { username: member.username, email: member.email });
    expect(again.pk).not.toBe(member.pk);
  });

  it('keeps nothing personal on the account', async () => {
    const { member } = rich;
    const [row] = await db().select().from(users).where(eq(users.id, member.pk));
    expect(row).toMatchObject({ username: `~deleted-${member.pk}`, firstName: '', lastName: '', passwordHash: null, isActive: false });
    expect(row.email).not.toContain(member.email);
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await db().select().from(profiles).where(eq(profiles.userId, member.pk))).toEqual([]);
    expect(await db().select().from(schoolRatings).where(eq(schoolRatings.userId, member.pk))).toEqual([]);
    expect(await db().select().from(attendanceCertificates).where(eq(attendanceCertificates.userId, member.pk))).toEqual([]);
    // Uploads are gone from the database and from storage, the avatar and application documents included.
    expect(slipless.length).toBeGreaterThan(3);
    expect(await db().select().from(storedFiles).where(eq(storedFiles.ownerId, member.pk))).toEqual([]);
    expect(await t.app.deps.storage.get(avatarKey)).toBeNull();
    for (const f of slipless) expect(await t.app.deps.storage.get(f.storageKey), f.storageKey).toBeNull();
  });

  it('leaves the directory: its teacher page is gone, its school is closed', async () => {
    expect((await get(visitor, `/teacher/teacher/${rich.teacher.id}`)).statusCode).toBe(404);
    expect(await db().select().from(teachers).where(eq(teachers.id, rich.teacher.id))).toEqual([]);
    expect((await get(visitor, `/school/school/${rich.listed.id}`)).statusCode).toBe(404);
    expect((await get(visitor, `/school/school/${rich.listed.slug}`)).statusCode).toBe(404);
    const search = (await get(visitor, '/school/school?search=Erasable')).json();
    expect(search.count).toBe(0);
    const [school] = await db().select().from(schools).where(eq(schools.id, rich.listed.id));
    expect(school).toMatchObject({ status: 'closed', name: 'Erasable Lotus School', email: null, ownerName: null, logo: null });
    // The application that was never listed had nobody depending on it: deleted.
    expect(await db().select().from(schools).where(eq(schools.id, rich.application))).toEqual([]);
    const verify = (await get(visitor, `/verify/${school.registryCode}/`)).json();
    expect(verify).toMatchObject({ state: 'not_listed', listing: null });
  });

  it('keeps invoices printable with their bill-to, and the audit log with a placeholder', async () => {
    const { member } = rich;
    const shown = (await get(visitor, `/invoice-public/${invoice.public_id}`)).json();
    expect(shown).toMatchObject({
      invoice_number: invoice.invoice_number,
      status: 'paid',
      bill_to: { first_name: 'Mali', last_name: 'Srisuk', post_code: '50200' },
    });
    const receipt = await call(t.app, staff, { method: 'GET', url: `/api/invoice/${rich.invoiceId}/receipt` });
    expect(receipt.statusCode).toBe(200);
    const text = pdfText(receipt.rawPayload);
    expect(text).toContain('Mali Srisuk');
    expect(text).not.toContain(member.email);
    expect((await db().select().from(invoices).where(eq(invoices.userId, member.pk))).length).toBe(1);

    const audit = (await call(t.app, staff, { method: 'GET', url: `/api/staff/audit?subject_kind=user&subject_id=${member.pk}` })).json().results;
    expect(audit[0]).toMatchObject({
      action: 'member.erase',
      actor: { id: member.pk, email: '', deleted: true },
      after: { teachers_deleted: 1, schools_deleted: 1, schools_closed: [rich.listed.id] },
    });
    expect(JSON.stringify(audit)).not.toContain(member.email);
    const money = (await call(t.app, staff, { method: 'GET', url: `/api/staff/audit?subject_kind=invoice&subject_id=${rich.invoiceId}` })).json().results;
    expect(money.length).toBeGreaterThan(0);
    const staffView = (await call(t.app, staff, { method: 'GET', url: `/api/staff/members/${member.pk}` })).json();
    expect(staffView).toMatchObject({ name: '', deleted_at: expect.any(String), is_active: false });
    expect(staffView.invoices.map((i: { id: number }) => i.id)).toEqual([rich.invoiceId]);
    const reactivate = await call(t.app, staff, { method: 'PATCH', url: `/api/staff/members/${member.pk}`, payload: { is_active: true } });
    expect(reactivate.statusCode).toBe(409);
  });

  it('takes nobody else’s records: bookings, certificates and graduate claims stay', async () => {
    const booking = async (id: number) => (await db().select().from(eventBookings).where(eq(eventBookings.id, id)))[0];
    // The guest's booking of the closed school's coming event is cancelled, and the guest told.
    expect(await booking(rich.guest.upcoming)).toMatchObject({ status: 'cancelled', cancelledBy: 'school' });
    const told = (await get(rich.guest.token, '/notification')).json().results.map((n: { message: string }) => n.message);
    expect(told.some((m: string) => m.includes('Lotus retreat'))).toBe(true);
    // Their attendance of the past CE event and its certificate are intact.
    expect(await booking(rich.guest.attended)).toMatchObject({ status: 'attended' });
    expect((await get(visitor, `/certificate/${rich.guest.certificate}/`)).json()).toMatchObject({ valid: true, member_name: 'Guest Booker' });
    expect((await db().select().from(graduateClaims).where(eq(graduateClaims.id, rich.guest.claim)))[0]).toMatchObject({ status: 'confirmed' });
    // The member's own place at the host's event went to the one waiting for it; the host was told.
    expect(await booking(rich.own.booking)).toMatchObject({ status: 'cancelled', cancelledBy: 'member' });
    expect(await booking(rich.waiting.booking)).toMatchObject({ status: 'pending' });
    const hostTold = (await get(rich.host.token, '/notification')).json().results.map((n: { message: string }) => n.message);
    expect(hostTold.some((m: string) => m.includes('deleted their account'))).toBe(true);
    // The member's past attendance stays with the school, without a name.
    expect(await booking(rich.own.attended)).toMatchObject({ status: 'attended', userId: rich.member.pk });
    const seen = (await get(rich.host.token, `/event-booking/${rich.own.attended}/`)).json();
    expect(seen.member).toEqual({ id: rich.member.pk, name: 'Deleted member', email: '' });
  });
});
