import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../db/seed/content.ts';
import { call, clientToken, createTestApp, newMember, passwordLogin, STRONG_PASSWORD, type TestApp, WEB_CLIENT } from '../test/harness.ts';
import { lastMailTo } from '../test/outbox.ts';

// One regression test per point of the hardening issue that the API answers for.
let t: TestApp;
let visitor: string;
beforeAll(async () => {
  t = await createTestApp();
  visitor = await clientToken(t.app);
});
afterAll(() => t.close());

const get = (url: string, token: string | null = visitor) => call(t.app, token, { method: 'GET', url });

describe('malformed input is a 400 naming the field', () => {
  it('refuses ids beyond the database range in paths, filters and bodies', async () => {
    const path = await get('/api/school/school/2147483648');
    expect(path.statusCode).toBe(400);
    expect(path.json()).toHaveProperty('id');
    const filter = await get('/api/school/school?region=2147483648');
    expect(filter.statusCode).toBe(400);
    expect(filter.json()).toHaveProperty('region');
    const country = await get('/api/cities_light/regions/?country=99999999999999999999');
    expect(country.statusCode).toBe(400);
    expect(country.json()).toHaveProperty('country');
    const member = await newMember(t.app);
    const body = await call(t.app, member.token, {
      method: 'POST',
      url: '/api/school/rating-and-comment',
      payload: { school: 2147483648, rating: 5, comment: 'Lovely' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toHaveProperty('school');
  });

  it('refuses NUL and control characters in any text, localized', async () => {
    const member = await newMember(t.app);
    const res = await call(t.app, member.token, { method: 'PATCH', url: '/api/user-profile/', payload: { first_name: 'An\u0000na' }, lang: 'th' });
    expect(res.statusCode).toBe(400);
    expect(res.json().first_name[0]).toMatch(/อักขระควบคุม/);
    expect((await get('/api/school/school/%00')).statusCode).toBe(400);
    expect((await get('/api/school/school?search=yoga%00')).json()).toHaveProperty('search');
    const contact = await call(t.app, visitor, {
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'A', email: 'a@example.com', subject: 'Hi', message: 'x\u0000' },
    });
    expect(contact.statusCode).toBe(400);
  });

  it('answers multipart without a boundary, or cut short, with 400', async () => {
    const member = await newMember(t.app);
    const noBoundary = await call(t.app, member.token, {
      method: 'PATCH',
      url: '/api/user-profile/',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'first_name=x',
    });
    expect(noBoundary.statusCode).toBe(400);
    const truncated = await call(t.app, member.token, {
      method: 'PATCH',
      url: '/api/user-profile/',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n\u0089PNG',
    });
    expect(truncated.statusCode).toBe(400);
  });

  it('says "too many files" or "too many fields", not "the file is too large"', async () => {
    const member = await newMember(t.app);
    const multipart = (parts: string[]) => `${parts.map((p) => `--b\r\n${p}\r\n`).join('')}--b--\r\n`;
    const file = (i: number) => `Content-Disposition: form-data; name="avatar${i}"; filename="a${i}.png"\r\nContent-Type: image/png\r\n\r\nxx`;
    const field = (i: number) => `Content-Disposition: form-data; name="f${i}"\r\n\r\nv`;
    const send = (payload: string) =>
      call(t.app, member.token, { method: 'PATCH', url: '/api/user-profile/', headers: { 'content-type': 'multipart/form-data; boundary=b' }, payload });
    const files = await send(multipart([1, 2, 3, 4, 5, 6].map(file)));
    expect(files.statusCode).toBe(400);
    expect(JSON.stringify(files.json())).toMatch(/Too many files/);
    const fields = await send(multipart(Array.from({ length: 60 }, (_, i) => field(i))));
    expect(fields.statusCode).toBe(400);
    expect(JSON.stringify(fields.json())).toMatch(/Too many fields/);
  });

  it('counts password length in characters, not UTF-16 units', async () => {
    const res = await call(t.app, null, {
      method: 'POST',
      url: '/api/user-auth/registration/',
      payload: {
        username: 'emoji_pw',
        email: 'emoji@example.com',
        password1: '😀😀😀Aa1',
        password2: '😀😀😀Aa1',
        first_name: 'E',
        last_name: 'M',
        accept_terms: true,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('password1');
  });

  it('answers unknown API paths with JSON 404 and wrong methods with 405', async () => {
    const unknown = await get('/api/no-such-call');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: expect.any(String) });
    const wrong = await call(t.app, visitor, { method: 'DELETE', url: '/api/school/school/1' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toContain('GET');
    expect(wrong.json()).toEqual({ detail: expect.any(String) });
    // A parameter longer than the router takes misses its route: not found, not "method not allowed".
    const long = await get(`/api/school/school/${'x'.repeat(3000)}`);
    expect(long.statusCode).toBe(404);
    expect(long.json()).toEqual({ detail: expect.any(String) });
  });
});

describe('sessions and reset links', () => {
  const requestReset = async (email: string) => {
    await call(t.app, null, { method: 'POST', url: '/api/user-auth/password/reset/', payload: { email } });
    await t.drainJobs();
    const match = lastMailTo(t.dataDir, email)?.match(/\/auth\/confirm-reset-password\/([\w-]+)\/([\w-]+)/);
    if (!match) throw new Error('no reset link');
    return { uid: match[1], token: match[2] };
  };
  const confirm = (link: { uid: string; token: string }, password: string) =>
    call(t.app, null, {
      method: 'POST',
      url: '/api/user-auth/password/reset/confirm/',
      payload: { ...link, new_password1: password, new_password2: password },
    });

  it('a reset request does the same work for known and unknown addresses: it only queues a job', async () => {
    const m = await newMember(t.app);
    await t.drainJobs();
    const resetTokens = async () =>
      ((await t.app.deps.db.execute(sql`select count(*)::int as n from password_reset_tokens`)) as { rows: { n: number }[] }).rows[0].n;
    const tokensBefore = await resetTokens();
    for (const email of [m.email, 'nobody-at-all@example.com']) {
      const res = await call(t.app, null, { method: 'POST', url: '/api/user-auth/password/reset/', payload: { email } });
      expect(res.statusCode).toBe(200);
    }
    expect(await resetTokens()).toBe(tokensBefore);
    expect(await t.drainJobs()).toBeGreaterThanOrEqual(3); // two lookups, one mail
    expect(lastMailTo(t.dataDir, m.email)).toMatch(/confirm-reset-password/);
  });

  it('a used reset link ends every older outstanding link', async () => {
    const m = await newMember(t.app);
    const older = await requestReset(m.email);
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const newer = await requestReset(m.email);
    expect(newer.token).not.toBe(older.token);
    expect((await confirm(newer, 'Newer2026pass')).statusCode).toBe(200);
    const stale = await confirm(older, 'Older2026pass');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toHaveProperty('token');
  });

  it('a password change ends outstanding reset links and the other sessions, keeping the current one', async () => {
    const m = await newMember(t.app);
    const link = await requestReset(m.email);
    const other = await passwordLogin(t.app, m.username, m.password);
    const change = await call(t.app, m.token, {
      method: 'POST',
      url: '/api/user-auth/password/change/',
      payload: { old_password: m.password, new_password1: 'Changed2026pass', new_password2: 'Changed2026pass' },
    });
    expect(change.statusCode).toBe(200);
    expect((await get('/api/user-auth/user/', m.token)).statusCode).toBe(200);
    expect((await get('/api/user-auth/user/', other.access_token)).statusCode).toBe(401);
    const refreshOther = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      payload: { grant_type: 'refresh_token', refresh_token: other.refresh_token, client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret },
    });
    expect(refreshOther.statusCode).toBe(400);
    expect((await confirm(link, 'Sneaky2026pass')).statusCode).toBe(400);
  });

  it('replaying a rotated refresh token ends the whole family', async () => {
    const m = await newMember(t.app);
    const refresh = (token: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/token/',
        payload: { grant_type: 'refresh_token', refresh_token: token, client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret },
      });
    const second = (await refresh(m.tokens.refresh_token)).json();
    const third = (await refresh(second.refresh_token)).json();
    expect((await get('/api/user-auth/user/', third.access_token)).statusCode).toBe(200);
    const unrelated = await passwordLogin(t.app, m.username, STRONG_PASSWORD);
    // The thief (or the victim) presents the first, spent, token again.
    expect((await refresh(m.tokens.refresh_token)).statusCode).toBe(400);
    expect((await get('/api/user-auth/user/', third.access_token)).statusCode).toBe(401);
    expect((await refresh(third.refresh_token)).statusCode).toBe(400);
    // Another login of the same member is another family and lives on.
    expect((await get('/api/user-auth/user/', unrelated.access_token)).statusCode).toBe(200);
  });

  it('mails email codes only to the member’s own address or an address no account has', async () => {
    const m = await newMember(t.app);
    const send = (token: string, email: string) => call(t.app, token, { method: 'POST', url: '/api/otp/email/generate', payload: { email } });
    expect((await send(visitor, m.email)).statusCode).toBe(400);
    expect((await send(visitor, 'new-signup@example.com')).statusCode).toBe(200);
    expect((await send(m.token, 'someone-else@example.com')).statusCode).toBe(400);
    expect((await send(m.token, m.email)).statusCode).toBe(200);
  });
});

describe('platform events', () => {
  it('counts seats taken, down to a full event', async () => {
    await seedContent(t.app.deps.db);
    const events = (await get('/api/platform-event?upcoming=1')).json().results as { id: number; capacity: number | null; seats_left: number | null }[];
    const event = events[0];
    await t.app.deps.db.execute(sql`update platform_events set capacity = 2 where id = ${event.id}`);
    expect((await get(`/api/platform-event/${event.id}`)).json().seats_left).toBe(2);
    for (let i = 0; i < 2; i++) {
      const member = await newMember(t.app);
      expect((await call(t.app, member.token, { method: 'POST', url: `/api/platform-event/apply/${event.id}` })).statusCode).toBe(201);
    }
    expect((await get(`/api/platform-event/${event.id}`)).json().seats_left).toBe(0);
    const late = await newMember(t.app);
    const full = await call(t.app, late.token, { method: 'POST', url: `/api/platform-event/apply/${event.id}` });
    expect(full.statusCode).toBe(409);
    expect(full.json().detail).toMatch(/full/i);
  });
});
