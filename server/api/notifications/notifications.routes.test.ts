import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFees } from '../../db/seed/content.ts';
import { markApplicationPaid } from '../../domain/applications/review.ts';
import { notifyMember } from '../../domain/notifications/notifications.ts';
import { COMPLETE_SCHOOL, SCHOOL_DOCUMENTS, staffToken, uploadDocuments } from '../../test/applications.ts';
import { call, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { outbox } from '../../test/outbox.ts';

// The bell: a member's own notifications, read and unread, in the language they read in.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedFees(t.app.deps.db); // submitting invoices the application from the fee table
}, 60_000);
afterAll(() => t.close());

const list = (token: string, lang = 'en') => call(t.app, token, { method: 'GET', url: '/api/notification', lang });
const unread = async (token: string) => (await call(t.app, token, { method: 'GET', url: '/api/notification/count_unread' })).json().unread_count;

describe('notifications', () => {
  it('tells a member the office’s decision in the language asked, newest first, and counts the unread', async () => {
    const member = await newMember(t.app);
    const created = await call(t.app, member.token, { method: 'POST', url: '/api/school/school', payload: { ...COMPLETE_SCHOOL, name: 'Bell School' } });
    const id = created.json().id as number;
    await uploadDocuments(t.app, member.token, `/api/school/school/${id}/document`, SCHOOL_DOCUMENTS);
    await call(t.app, member.token, { method: 'POST', url: `/api/school/school/${id}/submit`, payload: { membership_type: 'annual', currency: 'USD' } });
    await markApplicationPaid(t.app.deps, { kind: 'school', id });
    const staff = await staffToken(t.app);
    await call(t.app, staff, { method: 'POST', url: `/api/staff/applications/school/${id}/review`, payload: { decision: 'approve' } });

    // The submission and its invoice, then the decision, newest first.
    expect(await unread(member.token)).toBe(3);
    const en = (await list(member.token)).json();
    expect(en).toMatchObject({
      count: 3,
      unread_count: 3,
      results: [
        { read: false, custom_url: `/school/profile?school=${id}` },
        { custom_url: expect.stringMatching(/^\/billing\/checkout\/\d+$/) },
        { custom_url: `/school/profile?school=${id}` },
      ],
    });
    expect(en.results[0].message).toMatch(/Bell School.+approved.+WYA-S/);
    expect(en.results[1].message).toMatch(/^Invoice INV-\d{4}-\d{6} is issued/);
    expect(en.results[2].message).toBe('Your school application “Bell School” is submitted. Once its invoice is paid, our office reviews it.');
    // Each of these has its own mail (the invoice, the decision): no second mail for the notification.
    await t.drainJobs();
    const mails = outbox(t.dataDir).filter((m) => m.includes(`To: ${member.email}`));
    expect(mails).toHaveLength(2);
    expect((await list(member.token, 'zh')).json().results[0].message).toContain('已获批准');
  });

  it('links the office’s request for changes (and every other decision) to the application it is about', async () => {
    const member = await newMember(t.app);
    const created = await call(t.app, member.token, { method: 'POST', url: '/api/school/school', payload: { ...COMPLETE_SCHOOL, name: 'Changes School' } });
    const id = created.json().id as number;
    await uploadDocuments(t.app, member.token, `/api/school/school/${id}/document`, SCHOOL_DOCUMENTS);
    await call(t.app, member.token, { method: 'POST', url: `/api/school/school/${id}/submit`, payload: { membership_type: 'annual', currency: 'USD' } });
    await markApplicationPaid(t.app.deps, { kind: 'school', id });
    const staff = await staffToken(t.app);
    const review = await call(t.app, staff, {
      method: 'POST',
      url: `/api/staff/applications/school/${id}/review`,
      payload: { decision: 'request_changes', message: 'Add the lead teacher’s certificate.' },
    });
    expect(review.statusCode, review.body).toBe(200);
    const [newest] = (await list(member.token)).json().results;
    expect(newest.message).toBe('Our office asked for changes to your school application “Changes School”: Add the lead teacher’s certificate.');
    expect(newest.custom_url).toBe(`/school/profile?school=${id}`);
    // None of the member's notifications is without a link.
    expect((await list(member.token)).json().results.filter((n: { custom_url: string | null }) => !n.custom_url)).toEqual([]);
  });

  it('marks one read, all read and all unread; another member’s is not found and stays as it was', async () => {
    const member = await newMember(t.app);
    const other = await newMember(t.app);
    for (const listing of ['One', 'Two'])
      await notifyMember(t.app.deps, t.app.deps.db, { userId: member.pk, messageKey: 'school_rejected', params: { listing, message: 'No' } });
    const [newest] = (await list(member.token)).json().results;
    expect(newest.message).toContain('Two');

    const foreign = await call(t.app, other.token, { method: 'POST', url: `/api/notification/${newest.id}/mark_as_read` });
    expect(foreign.statusCode).toBe(404);
    expect(await unread(member.token)).toBe(2);

    expect((await call(t.app, member.token, { method: 'POST', url: `/api/notification/${newest.id}/mark_as_read` })).statusCode).toBe(200);
    expect(await unread(member.token)).toBe(1);
    await call(t.app, member.token, { method: 'POST', url: '/api/notification/mark_all_as_read' });
    expect(await unread(member.token)).toBe(0);
    await call(t.app, member.token, { method: 'POST', url: '/api/notification/mark_all_as_unread' });
    expect(await unread(member.token)).toBe(2);
    expect(await unread(other.token)).toBe(0);
  });

  it('refuses malformed ids and pages with 400', async () => {
    const member = await newMember(t.app);
    for (const url of ['/api/notification/0/mark_as_read', '/api/notification/2147483648/mark_as_read', '/api/notification/%00/mark_as_read']) {
      expect((await call(t.app, member.token, { method: 'POST', url })).statusCode, url).toBe(400);
    }
    expect((await call(t.app, member.token, { method: 'GET', url: '/api/notification?page=0' })).statusCode).toBe(400);
  });
});
