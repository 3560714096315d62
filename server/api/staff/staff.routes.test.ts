import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFees } from '../../db/seed/content.ts';
import { markApplicationPaid } from '../../domain/applications/review.ts';
import { createBooking } from '../../domain/events/bookings.ts';
import { COMPLETE_SCHOOL, COMPLETE_TEACHER, SCHOOL_DOCUMENTS, staffToken, uploadDocuments } from '../../test/applications.ts';
import { submittedSchool, transferBody } from '../../test/billing.ts';
import { call, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { lastMailTo } from '../../test/outbox.ts';
import { ownSchool } from '../../test/own-listings.ts';

// The office's review queue: what waits, the filters, and a decision end to end.

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedFees(t.app.deps.db); // submitting invoices the application from the fee table
  staff = await staffToken(t.app);
}, 60_000);
afterAll(() => t.close());

/** A member's complete school application, submitted and paid: waiting for review. */
async function paidSchool(name: string) {
  const member = await newMember(t.app);
  const created = await call(t.app, member.token, { method: 'POST', url: '/api/school/school', payload: { ...COMPLETE_SCHOOL, name } });
  const id = created.json().id as number;
  await uploadDocuments(t.app, member.token, `/api/school/school/${id}/document`, SCHOOL_DOCUMENTS);
  await call(t.app, member.token, { method: 'POST', url: `/api/school/school/${id}/submit`, payload: { membership_type: 'annual', currency: 'USD' } });
  await markApplicationPaid(t.app.deps, { kind: 'school', id });
  return { member, id };
}

async function submittedTeacher(name: string) {
  const member = await newMember(t.app);
  const created = await call(t.app, member.token, { method: 'POST', url: '/api/teacher/teacher', payload: { ...COMPLETE_TEACHER, display_name: name } });
  return { member, id: created.json().id as number };
}

const queue = (query = '') => call(t.app, staff, { method: 'GET', url: `/api/staff/applications${query}` });

describe('the review queue', () => {
  it('lists paid applications waiting for review, oldest first, with the member and the levels', async () => {
    const first = await paidSchool('Queue First School');
    const second = await paidSchool('Queue Second School');
    await submittedTeacher('Queue Draft Teacher');
    const res = await queue('?kind=school');
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().results.map((r: { name: string }) => r.name);
    expect(names.indexOf('Queue First School')).toBeLessThan(names.indexOf('Queue Second School'));
    expect(names).not.toContain('Queue Draft Teacher');
    const item = res.json().results.find((r: { id: number }) => r.id === first.id);
    expect(item).toMatchObject({ kind: 'school', status: 'pending', levels: ['RSY'], country: 'TH', membership_type: 'annual' });
    expect(item.member.email).toBe(first.member.email);
    expect(second.id).toBeGreaterThan(first.id);
  });

  it('filters by kind, status, level, country, date and text, and refuses malformed filters', async () => {
    await submittedTeacher('Queue Teacher Draft Two');
    const drafts = await queue('?kind=teacher&status=draft&q=Draft%20Two');
    expect(drafts.json().results.map((r: { name: string }) => r.name)).toEqual(['Queue Teacher Draft Two']);
    expect((await queue('?level=CYS')).json().results.every((r: { levels: string[] }) => r.levels.includes('CYS'))).toBe(true);
    expect((await queue('?country=XX')).json()).toMatchObject({ count: 0, results: [] });
    expect((await queue('?submitted_from=2999-01-01')).json().count).toBe(0);
    for (const bad of ['?kind=shop', '?status=lost', '?submitted_from=yesterday', '?country=%00', '?page=0']) {
      const res = await queue(bad);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('counts the work waiting on the dashboard', async () => {
    const before = (await call(t.app, staff, { method: 'GET', url: '/api/staff/dashboard' })).json();
    await paidSchool('Queue Counted School');
    const after = (await call(t.app, staff, { method: 'GET', url: '/api/staff/dashboard' })).json();
    expect(after.applications_to_review).toBe(before.applications_to_review + 1);
    expect(after.expiring_soon_days).toBe(30);
  });

  it('counts the transfer slips waiting for verification', async () => {
    const before = (await call(t.app, staff, { method: 'GET', url: '/api/staff/dashboard' })).json();
    const { member, invoiceId } = await submittedSchool(t);
    const sent = await call(t.app, member.token, { method: 'POST', url: '/api/payment-transaction', ...(await transferBody(invoiceId)) });
    expect(sent.statusCode, sent.body).toBe(201);
    const after = (await call(t.app, staff, { method: 'GET', url: '/api/staff/dashboard' })).json();
    expect(after.transfer_slips_to_verify).toBe(before.transfer_slips_to_verify + 1);
    await call(t.app, staff, { method: 'POST', url: `/api/staff/payment-transaction/${sent.json().transaction.id}/verify` });
    expect((await call(t.app, staff, { method: 'GET', url: '/api/staff/dashboard' })).json().transfer_slips_to_verify).toBe(before.transfer_slips_to_verify);
  });
});

describe('a decision', () => {
  it('approves: listed with a WYA ID, gone from the queue, the member mailed in the language asked', async () => {
    const { member, id } = await paidSchool('Queue Approved School');
    const res = await call(t.app, staff, { method: 'POST', url: `/api/staff/applications/school/${id}/review`, payload: { decision: 'approve' }, lang: 'th' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', wya_id: expect.stringMatching(/^WYA-S/) });
    expect(res.json().detail).toMatch(/[\u0E00-\u0E7F]/);
    expect((await queue()).json().results.some((r: { id: number; kind: string }) => r.kind === 'school' && r.id === id)).toBe(false);
    await t.drainJobs();
    expect(lastMailTo(t.dataDir, member.email)).toBeTruthy();
    const again = await call(t.app, staff, {
      method: 'POST',
      url: `/api/staff/applications/school/${id}/review`,
      payload: { decision: 'reject', message: 'No' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('needs a message to ask for changes or reject, and names the field', async () => {
    const { id } = await paidSchool('Queue Message School');
    const res = await call(t.app, staff, {
      method: 'POST',
      url: `/api/staff/applications/school/${id}/review`,
      payload: { decision: 'reject', message: '  ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeDefined();
    const unknown = await call(t.app, staff, { method: 'POST', url: '/api/staff/applications/teacher/2147483647/review', payload: { decision: 'approve' } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('members', () => {
  it('finds a member by e-mail or name, shows their listings, and refuses malformed searches', async () => {
    const { member, id } = await paidSchool('Members Search School');
    const found = await call(t.app, staff, { method: 'GET', url: `/api/staff/members?q=${encodeURIComponent(member.email)}` });
    expect(found.json().results.map((m: { id: number }) => m.id)).toEqual([member.pk]);
    const detail = await call(t.app, staff, { method: 'GET', url: `/api/staff/members/${member.pk}` });
    expect(detail.json().listings).toEqual([expect.objectContaining({ kind: 'school', id, status: 'pending' })]);
    expect(detail.json().invoices).toHaveLength(1);
    expect((await call(t.app, staff, { method: 'GET', url: '/api/staff/members?q=%00' })).statusCode).toBe(400);
    expect((await call(t.app, staff, { method: 'GET', url: '/api/staff/members/2147483647' })).statusCode).toBe(404);
  });

  it('shows a member’s event bookings with their event, school, dates and status, newest first', async () => {
    const owner = await newMember(t.app);
    const school = await ownSchool(t, owner.pk);
    const event = async (subject: string, start: string) => {
      const res = await call(t.app, owner.token, {
        method: 'POST',
        url: '/api/event',
        payload: { school: school.id, subject, start_date: start, end_date: start },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const member = await newMember(t.app);
    const first = await event('Sunrise Hatha Workshop', '2030-05-01');
    const second = await event('Yin Retreat', '2030-06-10');
    for (const eventId of [first, second]) await createBooking(t.app.deps, { actor: { userId: member.pk, isStaff: false }, eventId, lang: 'en' });
    const detail = (await call(t.app, staff, { method: 'GET', url: `/api/staff/members/${member.pk}` })).json();
    expect(detail.bookings).toEqual([
      expect.objectContaining({
        event: { id: second, subject: 'Yin Retreat', start_date: '2030-06-10', end_date: '2030-06-10' },
        school: expect.objectContaining({ id: school.id }),
        status: 'pending',
      }),
      expect.objectContaining({ event: expect.objectContaining({ id: first, subject: 'Sunrise Hatha Workshop' }), status: 'pending' }),
    ]);
    // Someone without bookings has none; the school's owner's bookings are not the member's.
    expect((await call(t.app, staff, { method: 'GET', url: `/api/staff/members/${owner.pk}` })).json().bookings).toEqual([]);
  });

  it('deactivates an account: its tokens die at once; reactivated it can log in again', async () => {
    const member = await newMember(t.app);
    const off = await call(t.app, staff, { method: 'PATCH', url: `/api/staff/members/${member.pk}`, payload: { is_active: 0 } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().is_active).toBe(false);
    expect((await call(t.app, member.token, { method: 'GET', url: '/api/user-profile/' })).statusCode).toBe(401);
    const on = await call(t.app, staff, { method: 'PATCH', url: `/api/staff/members/${member.pk}`, payload: { is_active: 1 } });
    expect(on.json().is_active).toBe(true);
  });

  it('makes and unmakes staff, but never changes the caller’s own account', async () => {
    const member = await newMember(t.app);
    const made = await call(t.app, staff, { method: 'PATCH', url: `/api/staff/members/${member.pk}`, payload: { is_staff: true } });
    expect(made.json().is_staff).toBe(true);
    expect((await call(t.app, member.token, { method: 'GET', url: '/api/staff/dashboard' })).statusCode).toBe(200);
    await call(t.app, staff, { method: 'PATCH', url: `/api/staff/members/${member.pk}`, payload: { is_staff: false } });
    expect((await call(t.app, member.token, { method: 'GET', url: '/api/staff/dashboard' })).statusCode).toBe(403);
    const self = (await call(t.app, staff, { method: 'GET', url: '/api/user-auth/user/' })).json().pk;
    const refused = await call(t.app, staff, { method: 'PATCH', url: `/api/staff/members/${self}`, payload: { is_active: false } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().is_active).toBeDefined();
    expect((await call(t.app, staff, { method: 'PATCH', url: `/api/staff/members/${member.pk}`, payload: {} })).statusCode).toBe(400);
  });
});

describe('the audit log', () => {
  it('records the office’s decisions and member changes with who, before and after, newest first, by record', async () => {
    const { id } = await paidSchool('Audited School');
    await call(t.app, staff, {
      method: 'POST',
      url: `/api/staff/applications/school/${id}/review`,
      payload: { decision: 'request_changes', message: 'Add your syllabus' },
    });
    const entries = (await call(t.app, staff, { method: 'GET', url: `/api/staff/audit?subject_kind=school&subject_id=${id}` })).json();
    expect(entries.results).toEqual([
      expect.objectContaining({
        action: 'application.request_changes',
        before: { status: 'pending' },
        after: expect.objectContaining({ status: 'changes_requested', message: 'Add your syllabus' }),
        actor: expect.objectContaining({ email: expect.stringContaining('@') }),
      }),
    ]);
    const member = await newMember(t.app);
    await call(t.app, staff, { method: 'PATCH', url: `/api/staff/members/${member.pk}`, payload: { is_active: false } });
    const changes = (await call(t.app, staff, { method: 'GET', url: `/api/staff/audit?subject_kind=user&subject_id=${member.pk}` })).json().results;
    expect(changes).toEqual([
      expect.objectContaining({ action: 'member.update', before: { is_staff: false, is_active: true }, after: { is_staff: false, is_active: false } }),
    ]);
    expect((await call(t.app, staff, { method: 'GET', url: '/api/staff/audit?subject_kind=shop' })).statusCode).toBe(400);
  });
});
