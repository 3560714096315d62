import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { lastMailTo } from '../../test/outbox.ts';

let t: TestApp;
let visitor: string;
beforeAll(async () => {
  t = await createTestApp();
  visitor = await clientToken(t.app);
});
afterAll(() => t.close());

let phoneCounter = 1000;
const newPhone = () => `+6681234${String(phoneCounter++).padStart(4, '0')}`;

function lastSms(phone: string): string {
  const lines = readFileSync(path.join(t.dataDir, 'sms.log'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  return lines
    .reverse()
    .find((l: { to: string }) => l.to === phone)
    .text.match(/\d{6}/)[0];
}
const post = (token: string | null, url: string, payload: Record<string, unknown>, lang?: string) => call(t.app, token, { method: 'POST', url, payload, lang });
const ageCodes = (seconds: number) =>
  t.app.deps.db.execute(
    `update one_time_codes set created_at = created_at - interval '${seconds} seconds', expires_at = expires_at - interval '${seconds} seconds'`,
  );
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('mobile verification', () => {
  it('texts a code; the right code marks the number verified', async () => {
    const m = await newMember(t.app);
    const phone = newPhone();
    const sent = await post(m.token, '/api/otp/mobile/generate', { phone_number: phone.replace('+66', '+66 ') });
    expect(sent.json()).toEqual({ detail: 'We sent a 6-digit code to your mobile number.' });
    const verified = await post(m.token, '/api/otp/mobile/verify', { phone_number: phone, code: lastSms(phone) });
    expect(verified.json()).toEqual({ detail: 'Mobile number verified successfully' });
    expect((await call(t.app, m.token, { method: 'GET', url: '/api/user-profile/' })).json()).toMatchObject({ phone_number: phone, phone_verified: true });
    expect((await post(visitor, '/api/check-phone-exists', { phone_number: phone })).json()).toEqual({ exists: true });
  });

  it('shows the number waiting for its code on the profile until the code is used, expires or runs out of tries', async () => {
    const m = await newMember(t.app);
    const profile = async () => (await call(t.app, m.token, { method: 'GET', url: '/api/user-profile/' })).json();
    expect((await profile()).phone_pending).toBeNull();
    const phone = newPhone();
    await post(m.token, '/api/otp/mobile/generate', { phone_number: phone });
    expect(await profile()).toMatchObject({ phone_pending: phone, phone_verified: false });
    // A wrong try keeps it waiting; the right code ends the wait.
    await post(m.token, '/api/otp/mobile/verify', { phone_number: phone, code: wrongCode(lastSms(phone)) });
    expect((await profile()).phone_pending).toBe(phone);
    await post(m.token, '/api/otp/mobile/verify', { phone_number: phone, code: lastSms(phone) });
    expect(await profile()).toMatchObject({ phone_pending: null, phone_verified: true });

    const other = newPhone();
    await post(m.token, '/api/otp/mobile/generate', { phone_number: other });
    await ageCodes(11 * 60);
    expect((await profile()).phone_pending).toBeNull();
  });

  it('refuses wrong, reused and expired codes', async () => {
    const m = await newMember(t.app);
    const phone = newPhone();
    await post(m.token, '/api/otp/mobile/generate', { phone_number: phone });
    const code = lastSms(phone);
    const wrong = await post(m.token, '/api/otp/mobile/verify', { phone_number: phone, code: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toEqual(['The code is not correct.']);
    expect((await post(m.token, '/api/otp/mobile/verify', { phone_number: phone, code })).statusCode).toBe(200);
    const reused = await post(m.token, '/api/otp/mobile/verify', { phone_number: phone, code });
    expect(reused.json().code).toEqual(['The code is not correct.']);

    const other = newPhone();
    await post(m.token, '/api/otp/mobile/generate', { phone_number: other });
    await ageCodes(11 * 60);
    const expired = await post(m.token, '/api/otp/mobile/verify', { phone_number: other, code: lastSms(other) });
    expect(expired.json().code).toEqual(['The code has expired. Please ask for a new one.']);
    expect((await call(t.app, m.token, { method: 'GET', url: '/api/user-profile/' })).json().phone_number).toBe(phone);
  });

  it('limits attempts: after five wrong codes even the right one fails', async () => {
    const m = await newMember(t.app);
    const phone = newPhone();
    await post(m.token, '/api/otp/mobile/generate', { phone_number: phone });
    const code = lastSms(phone);
    for (let i = 0; i < 5; i++) await post(m.token, '/api/otp/mobile/verify', { phone_number: phone, code: wrongCode(code) });
    const res = await post(m.token, '/api/otp/mobile/verify', { phone_number: phone, code });
    expect(res.json().code).toEqual(['Too many wrong codes. Please ask for a new one.']);
  });

  it('rate-limits generation: one a minute, five an hour', async () => {
    const m = await newMember(t.app);
    const phone = newPhone();
    expect((await post(m.token, '/api/otp/mobile/generate', { phone_number: phone })).statusCode).toBe(200);
    const soon = await post(m.token, '/api/otp/mobile/generate', { phone_number: phone });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().detail).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);
    for (let i = 0; i < 4; i++) {
      await ageCodes(61);
      expect((await post(m.token, '/api/otp/mobile/generate', { phone_number: phone })).statusCode).toBe(200);
    }
    await ageCodes(61);
    const sixth = await post(m.token, '/api/otp/mobile/generate', { phone_number: phone });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().detail).toBe('Too many codes requested. Please try again later.');
  });

  it('refuses a number another member verified, bad numbers, and visitors', async () => {
    const first = await newMember(t.app);
    const second = await newMember(t.app);
    const phone = newPhone();
    await post(first.token, '/api/otp/mobile/generate', { phone_number: phone });
    await post(first.token, '/api/otp/mobile/verify', { phone_number: phone, code: lastSms(phone) });
    expect((await post(second.token, '/api/otp/mobile/generate', { phone_number: phone })).json().phone_number).toEqual([
      'This mobile number is already verified by another account.',
    ]);
    expect((await post(second.token, '/api/otp/mobile/generate', { phone_number: '12ab' })).json().phone_number).toBeTruthy();
    expect((await post(second.token, '/api/otp/mobile/verify', { phone_number: phone, code: '12' })).json().code).toEqual(['Enter the 6-digit code.']);
    expect((await post(visitor, '/api/otp/mobile/generate', { phone_number: newPhone() })).statusCode).toBe(403);
    expect((await post(null, '/api/otp/mobile/generate', { phone_number: newPhone() })).statusCode).toBe(401);
  });
});

describe('email verification', () => {
  it('mails a code that verifies the member address', async () => {
    const m = await newMember(t.app);
    expect((await post(m.token, '/api/otp/email/generate', { email: m.email }, 'hi')).json().detail).toMatch(/[\u0900-\u097F]/);
    await t.drainJobs();
    const code = lastMailTo(t.dataDir, m.email)?.match(/\b(\d{6})\b/)?.[1] as string;
    expect((await post(m.token, '/api/otp/email/verify', { email: m.email, code: wrongCode(code) })).statusCode).toBe(400);
    expect((await post(m.token, '/api/otp/email/verify', { email: m.email, code })).json()).toEqual({ detail: 'Email address verified successfully' });
    expect((await call(t.app, m.token, { method: 'GET', url: '/api/user-profile/' })).json().email_verified).toBe(true);
  });

  it("refuses another person's address for a member, and lets a visitor prove an address", async () => {
    const m = await newMember(t.app);
    expect((await post(m.token, '/api/otp/email/generate', { email: 'someone@example.com' })).json().email).toEqual([
      'This email address does not belong to your account.',
    ]);
    expect((await post(visitor, '/api/otp/email/generate', { email: 'new.person@example.com' })).statusCode).toBe(200);
    await t.drainJobs();
    const code = lastMailTo(t.dataDir, 'new.person@example.com')?.match(/\b(\d{6})\b/)?.[1] as string;
    expect((await post(visitor, '/api/otp/email/verify', { email: 'new.person@example.com', code })).statusCode).toBe(200);
  });
});

describe('existence checks', () => {
  it('answers whether an email or phone is known, and validates input', async () => {
    const m = await newMember(t.app);
    expect((await post(visitor, '/api/check-email-exists', { email: m.email.toUpperCase() })).json()).toEqual({ exists: true });
    expect((await post(visitor, '/api/check-email-exists', { email: 'free@example.com' })).json()).toEqual({ exists: false });
    expect((await post(visitor, '/api/check-phone-exists', { phone_number: '+15550001111' })).json()).toEqual({ exists: false });
    expect((await post(visitor, '/api/check-email-exists', {})).statusCode).toBe(400);
    expect((await post(null, '/api/check-email-exists', { email: m.email })).statusCode).toBe(401);
  });
});
