import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, newMember, passwordLogin, type TestApp } from '../../test/harness.ts';
import { lastMailTo, outbox } from '../../test/outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestReset = (email: string, lang?: string) => call(t.app, null, { method: 'POST', url: '/api/user-auth/password/reset/', payload: { email }, lang });
const confirm = (payload: Record<string, string>) => call(t.app, null, { method: 'POST', url: '/api/user-auth/password/reset/confirm/', payload });
const validate = (payload: Record<string, string>, lang?: string) =>
  call(t.app, null, { method: 'POST', url: '/api/user-auth/password/reset/validate/', payload, lang });

async function linkFor(email: string): Promise<{ uid: string; token: string }> {
  await t.drainJobs();
  const mail = lastMailTo(t.dataDir, email);
  const match = mail?.match(/\/auth\/confirm-reset-password\/([\w-]+)\/([\w-]+)/);
  if (!match) throw new Error(`no reset link for ${email}`);
  return { uid: match[1], token: match[2] };
}

describe('password reset', () => {
  it('mails a link that resets the password once and ends all sessions', async () => {
    const m = await newMember(t.app);
    const res = await requestReset(m.email);
    expect(res.json()).toEqual({ detail: 'Send email to reset password successfully' });
    const { uid, token } = await linkFor(m.email);
    const ok = await confirm({ uid, token, new_password1: 'Fresh2026start', new_password2: 'Fresh2026start' });
    expect(ok.statusCode).toBe(200);
    expect((await call(t.app, m.token, { method: 'GET', url: '/api/user-auth/user/' })).statusCode).toBe(401);
    expect((await passwordLogin(t.app, m.username, 'Fresh2026start')).access_token).toBeTruthy();
    const reused = await confirm({ uid, token, new_password1: 'Again2026start', new_password2: 'Again2026start' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().token).toEqual(['This password reset link is invalid or has already been used.']);
  });

  it('a new link ends every older one, used or not', async () => {
    const m = await newMember(t.app);
    await requestReset(m.email);
    const older = await linkFor(m.email);
    await requestReset(m.email);
    const newer = await linkFor(m.email);
    expect(newer.token).not.toBe(older.token);
    // The newer link is not used yet, and the older one is refused already.
    expect((await validate(older)).json().token).toEqual(['This password reset link is invalid or has already been used.']);
    expect((await confirm({ ...older, new_password1: 'Older2026start', new_password2: 'Older2026start' })).statusCode).toBe(400);
    expect((await validate(newer)).statusCode).toBe(200);
    expect((await confirm({ ...newer, new_password1: 'Newer2026start', new_password2: 'Newer2026start' })).statusCode).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = outbox(t.dataDir).length;
    const res = await requestReset('nobody-here@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Send email to reset password successfully' });
    await t.drainJobs();
    expect(outbox(t.dataDir).length).toBe(before);
  });

  it('writes the email in the caller language', async () => {
    const m = await newMember(t.app);
    await requestReset(m.email, 'zh');
    await t.drainJobs();
    expect(lastMailTo(t.dataDir, m.email)).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses expired, forged and mismatched links, and weak passwords', async () => {
    const m = await newMember(t.app);
    await requestReset(m.email);
    const { uid, token } = await linkFor(m.email);
    expect((await confirm({ uid, token, new_password1: 'weak', new_password2: 'weak' })).json().new_password1).toBeTruthy();
    expect((await confirm({ uid, token: 'forged', new_password1: 'Fresh2026start', new_password2: 'Fresh2026start' })).statusCode).toBe(400);
    expect((await confirm({ uid: 'OTk5', token, new_password1: 'Fresh2026start', new_password2: 'Fresh2026start' })).statusCode).toBe(400);
    expect((await confirm({ uid, token, new_password1: 'Fresh2026start', new_password2: 'Other2026start' })).json().new_password2).toEqual([
      'The two passwords do not match.',
    ]);
    // Age the link past its lifetime.
    await t.app.deps.db.execute("update password_reset_tokens set expires_at = now() - interval '1 minute'");
    const expired = await confirm({ uid, token, new_password1: 'Fresh2026start', new_password2: 'Fresh2026start' });
    expect(expired.json().token).toEqual(['This password reset link has expired. Please ask for a new one.']);
    expect((await passwordLogin(t.app, m.username, m.password)).access_token).toBeTruthy();
  });

  it('checks a link without using it: valid until used, then refused, and refused when forged or expired', async () => {
    const m = await newMember(t.app);
    await requestReset(m.email);
    const { uid, token } = await linkFor(m.email);
    const fresh = await validate({ uid, token });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ detail: 'This link can still set a new password.' });
    // Checking twice does not use the link up.
    expect((await validate({ uid, token })).statusCode).toBe(200);
    expect((await confirm({ uid, token, new_password1: 'Fresh2026start', new_password2: 'Fresh2026start' })).statusCode).toBe(200);
    const used = await validate({ uid, token }, 'th');
    expect(used.statusCode).toBe(400);
    expect(used.json().token[0]).toMatch(/[\u0E00-\u0E7F]/);
    expect((await validate({ uid, token: 'forged' })).json().token).toEqual(['This password reset link is invalid or has already been used.']);
    expect((await validate({ uid: 'OTk5', token })).statusCode).toBe(400);
    expect((await validate({ uid })).json().token).toBeTruthy();

    await requestReset(m.email);
    const second = await linkFor(m.email);
    await t.app.deps.db.execute("update password_reset_tokens set expires_at = now() - interval '1 minute'");
    expect((await validate(second)).json().token).toEqual(['This password reset link has expired. Please ask for a new one.']);
  });

  it('limits link checks per address like the other reset calls', async () => {
    const limited = await createTestApp({}, { RATE_LIMIT: 'on' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/user-auth/password/reset/validate/',
          payload: { uid: 'MQ', token: `guess${i}` },
          remoteAddress: '10.9.9.9',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('validates the email field', async () => {
    expect((await requestReset('nope')).json().email).toEqual(['Enter a valid email address.']);
    expect((await call(t.app, null, { method: 'POST', url: '/api/user-auth/password/reset/', payload: {} })).statusCode).toBe(400);
  });
});
