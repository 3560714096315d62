import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyMember } from '../../domain/notifications/notifications.ts';
import { directoryFixtures, type Fixtures } from '../../test/directory-fixtures.ts';
import { call, createTestApp, newMember, STRONG_PASSWORD, type TestApp, WEB_CLIENT } from '../../test/harness.ts';
import { outbox } from '../../test/outbox.ts';

// Issue 12: each notification also goes by email when the member consented, in the member's
// language (the one they last signed in or saved their profile in), through the job queue.

let t: TestApp;
let owner: Awaited<ReturnType<typeof newMember>>;
let f: Fixtures;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newMember(t.app, { first_name: 'Owner', last_name: 'Of Schools' });
  f = await directoryFixtures(t, owner.pk);
}, 60_000);
afterAll(() => t.close());

const mailsTo = (email: string) => outbox(t.dataDir).filter((m) => m.includes(`To: ${email}`));
const queuedMails = async () =>
  Number(
    (
      (await t.app.deps.db.execute(`select count(*)::int as n from pgboss.job where name = 'send-mail' and state = 'created'`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n,
  );
const promoted = (userId: number) => ({
  userId,
  messageKey: 'event_booking_promoted' as const,
  params: { event: 'Sunrise retreat', school: 'Lotus' },
  about: { event: 7 },
});

/** Signs in again in a language: the member's language follows. */
const signIn = (username: string, lang: string) =>
  call(t.app, null, {
    method: 'POST',
    url: '/api/auth/token/',
    lang,
    payload: { grant_type: 'password', username, password: STRONG_PASSWORD, client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret },
  });

describe('notification mails', () => {
  it('queues one mail in the member’s language when they consented, with the text and a link', async () => {
    const member = await newMember(t.app);
    expect((await signIn(member.username, 'hi')).statusCode).toBe(200);
    await t.drainJobs();
    const before = await queuedMails();
    await notifyMember(t.app.deps, t.app.deps.db, promoted(member.pk));
    expect(await queuedMails()).toBe(before + 1);
    await t.drainJobs();
    const mails = mailsTo(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Sunrise retreat');
    expect(mails[0]).toContain('प्रतीक्षा सूची'); // the Hindi notification text
    expect(mails[0]).toContain('http://localhost:3000/event/7');
    expect(mails[0]).toContain('http://localhost:3000/user-profile');
  });

  it('sends none when the member turned email notifications off, and none where a dedicated mail tells it', async () => {
    const member = await newMember(t.app);
    const off = await call(t.app, member.token, { method: 'PATCH', url: '/api/user-profile/', payload: { email_notifications: false }, lang: 'zh' });
    expect(off.statusCode).toBe(200);
    await t.drainJobs();
    const before = await queuedMails();
    await notifyMember(t.app.deps, t.app.deps.db, promoted(member.pk));
    expect(await queuedMails()).toBe(before);

    const other = await newMember(t.app);
    await notifyMember(t.app.deps, t.app.deps.db, promoted(other.pk), { mailed: true });
    expect(await queuedMails()).toBe(before);
    await t.drainJobs();
    expect(mailsTo(member.email)).toHaveLength(0);
    expect(mailsTo(other.email)).toHaveLength(0);
    // Both notifications are in the bell all the same.
    for (const m of [member, other]) expect((await call(t.app, m.token, { method: 'GET', url: '/api/notification/count_unread' })).json().unread_count).toBe(1);
  });

  it('a member who signed up in Thai is mailed in Thai', async () => {
    const email = `thai-${Date.now()}@example.com`;
    const signup = await call(t.app, null, {
      method: 'POST',
      url: '/api/user-auth/registration/',
      lang: 'th',
      payload: {
        username: `thai${Date.now()}`,
        email,
        password1: STRONG_PASSWORD,
        password2: STRONG_PASSWORD,
        first_name: 'Mali',
        last_name: 'S',
        accept_terms: true,
      },
    });
    expect(signup.statusCode).toBe(201);
    await notifyMember(t.app.deps, t.app.deps.db, promoted(signup.json().pk));
    await t.drainJobs();
    const [mail] = mailsTo(email);
    expect(mail).toContain('เลื่อนขึ้นจากรายชื่อรอ');
  });

  it('saving the profile in a language makes it the member’s mail language', async () => {
    const member = await newMember(t.app);
    await call(t.app, member.token, { method: 'PATCH', url: '/api/user-profile/', payload: { email_notifications: true }, lang: 'zh' });
    await notifyMember(t.app.deps, t.app.deps.db, promoted(member.pk));
    await t.drainJobs();
    const [mail] = mailsTo(member.email);
    expect(mail).toContain('候补');
  });
});

describe('ratings', () => {
  it('tells the school’s owner (bell and mail) when a member rates the school', async () => {
    const rater = await newMember(t.app);
    const before = (await call(t.app, owner.token, { method: 'GET', url: '/api/notification' })).json().count as number;
    const res = await call(t.app, rater.token, {
      method: 'POST',
      url: '/api/school/rating-and-comment',
      payload: { school: f.schools.rishikesh.id, rating: 4, comment: 'Calm and kind.' },
    });
    expect(res.statusCode).toBe(201);
    const list = (await call(t.app, owner.token, { method: 'GET', url: '/api/notification' })).json();
    expect(list.count).toBe(before + 1);
    expect(list.results[0]).toMatchObject({
      message: 'A member rated your school “Rishikesh Yoga Peeth” 4 out of 5.',
      read: false,
      custom_url: `/school/profile/${f.schools.rishikesh.id}`,
    });
    // The rater hears nothing of it; a refused second rating tells nobody.
    expect((await call(t.app, rater.token, { method: 'GET', url: '/api/notification' })).json().count).toBe(0);
    const again = await call(t.app, rater.token, {
      method: 'POST',
      url: '/api/school/rating-and-comment',
      payload: { school: f.schools.rishikesh.id, rating: 1, comment: 'Again' },
    });
    expect(again.statusCode).toBe(400);
    expect((await call(t.app, owner.token, { method: 'GET', url: '/api/notification' })).json().count).toBe(before + 1);
    await t.drainJobs();
    expect(mailsTo(owner.email).some((m) => m.includes('Rishikesh Yoga Peeth') && m.includes('4 out of 5'))).toBe(true);
  });
});
