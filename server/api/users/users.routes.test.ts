import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, clientToken, createTestApp, newMember, passwordLogin, STRONG_PASSWORD, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let visitor: string;
beforeAll(async () => {
  t = await createTestApp();
  visitor = await clientToken(t.app);
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>, lang?: string) => call(t.app, null, { method: 'POST', url: '/api/user-auth/registration/', payload, lang });
const validSignup = (suffix: string) => ({
  username: `yogi_${suffix}`,
  email: `yogi_${suffix}@example.com`,
  password1: STRONG_PASSWORD,
  password2: STRONG_PASSWORD,
  first_name: 'Mira',
  last_name: 'Patel',
  accept_terms: true,
});

describe('POST /api/user-auth/registration/', () => {
  it('creates an account without a token and answers in the caller language', async () => {
    const res = await register(validSignup('a1'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'yogi_a1', email: 'yogi_a1@example.com', first_name: 'Mira', detail: 'Sign up new account successfully' });
    const thai = await register(validSignup('a2'), 'th');
    expect(thai.json().detail).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('refuses a weak password with the rule of SPEC §5', async () => {
    for (const password of ['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      const res = await register({ ...validSignup(`w${password.length}`), password1: password, password2: password });
      expect(res.statusCode).toBe(400);
      expect(res.json().password1).toEqual(['The password must contain at least 8 characters: 1 uppercase letter, 1 lowercase letter, 1 number.']);
    }
  });

  it('requires the terms, matching passwords and every field', async () => {
    expect((await register({ ...validSignup('t1'), accept_terms: false })).json().accept_terms).toEqual(['Please accept the terms and conditions.']);
    expect((await register({ ...validSignup('t2'), accept_terms: '0' })).statusCode).toBe(400);
    expect((await register({ ...validSignup('t3'), password2: 'Other2011pose' })).json().password2).toEqual(['The two passwords do not match.']);
    const empty = await register({});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json()).sort()).toEqual(['accept_terms', 'email', 'first_name', 'last_name', 'password1', 'password2', 'username']);
    expect((await register({ ...validSignup('t4'), email: 'not-an-email' })).json().email).toEqual(['Enter a valid email address.']);
    expect((await register({ ...validSignup('t5'), username: 'bad name!' })).json().username).toBeTruthy();
  });

  it('accepts 1/0 booleans and form bodies', async () => {
    const form = new URLSearchParams({ ...validSignup('f1'), accept_terms: '1' } as Record<string, string>).toString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user-auth/registration/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a duplicate email or username, whatever the case, and creates nothing', async () => {
    await register(validSignup('d1'));
    const email = await register({ ...validSignup('d2'), email: 'YOGI_D1@example.com' });
    expect(email.statusCode).toBe(400);
    expect(email.json().email).toEqual(['An account with this email already exists.']);
    const username = await register({ ...validSignup('d3'), username: 'Yogi_D1' });
    expect(username.json().username).toEqual(['This username is already taken.']);
    const exists = await call(t.app, visitor, { method: 'POST', url: '/api/check-email-exists', payload: { email: 'yogi_d2@example.com' } });
    expect(exists.json()).toEqual({ exists: false });
  });
});

describe('GET /api/user-auth/user/ and /api/user-profile/', () => {
  it('answers the member info and a full profile', async () => {
    const m = await newMember(t.app);
    const info = await call(t.app, m.token, { method: 'GET', url: '/api/user-auth/user/' });
    expect(info.json()).toEqual({ pk: m.pk, username: m.username, email: m.email, first_name: 'Test', last_name: 'Member', is_staff: false });
    const profile = (await call(t.app, m.token, { method: 'GET', url: '/api/user-profile/' })).json();
    for (const key of [
      'id',
      'email',
      'first_name',
      'last_name',
      'profile',
      'phone_number',
      'web_site_url',
      'detail',
      'region',
      'region_name',
      'created_at',
      'updated_at',
      'legal_full_name',
      'nationality',
      'country_of_residence',
      'date_of_birth',
      'email_notifications',
      'location',
    ]) {
      expect(profile, key).toHaveProperty(key);
    }
    expect(profile.profile).toEqual({ avatar: null });
  });

  it('updates only the fields sent, with the region named in the caller language', async () => {
    const m = await newMember(t.app);
    const regions = (await call(t.app, m.token, { method: 'GET', url: '/api/cities_light/regions/?country=TH&search=Chiang%20Mai' })).json();
    const chiangMai = regions.results[0];
    const res = await call(t.app, m.token, {
      method: 'PATCH',
      url: '/api/user-profile/',
      payload: {
        last_name: 'Kumar',
        legal_full_name: 'Test Member Kumar',
        nationality: 'in',
        country_of_residence: 'TH',
        region: chiangMai.id,
        date_of_birth: '1988-02-29',
        email_notifications: '0',
        location: 'Nimman',
        detail: 'About me',
        web_site_url: 'https://example.org',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Test',
      last_name: 'Kumar',
      nationality: 'IN',
      country_of_residence: 'TH',
      region: chiangMai.id,
      region_name: 'Chiang Mai',
      date_of_birth: '1988-02-29',
      email_notifications: false,
      detail_message: 'The Data has been saved successfully',
    });
    const again = await call(t.app, m.token, { method: 'PATCH', url: '/api/user-profile/', payload: { location: '' } });
    expect(again.json()).toMatchObject({ last_name: 'Kumar', location: null, legal_full_name: 'Test Member Kumar' });
    const zh = await call(t.app, m.token, { method: 'GET', url: '/api/user-profile/', lang: 'zh' });
    expect(zh.json().region_name).toBeTruthy();
  });

  it('refuses bad values and changes nothing', async () => {
    const m = await newMember(t.app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ region: 999999 }, 'region', 'Choose a region from the list.'],
      [{ nationality: 'XX' }, 'nationality', 'Choose a country from the list.'],
      [{ nationality: 'Thai' }, 'nationality', 'Choose a country from the list.'],
      [{ date_of_birth: '2999-01-01' }, 'date_of_birth', 'Enter a valid date of birth in the past.'],
      [{ date_of_birth: '1990-02-30' }, 'date_of_birth', 'Enter a valid date of birth in the past.'],
      [{ web_site_url: 'ftp://x' }, 'web_site_url', 'Enter a full web address starting with http:// or https://.'],
      [{ first_name: '' }, 'first_name', 'This field is required.'],
      [{ detail: 'x'.repeat(5001) }, 'detail', 'Use at most 5000 characters.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(t.app, m.token, { method: 'PATCH', url: '/api/user-profile/', payload: { last_name: 'Changed', ...payload } });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()[field], field).toEqual([message]);
    }
    expect((await call(t.app, m.token, { method: 'GET', url: '/api/user-profile/' })).json().last_name).toBe('Member');
  });

  it('refuses visitors and missing tokens', async () => {
    expect((await call(t.app, visitor, { method: 'GET', url: '/api/user-profile/' })).statusCode).toBe(403);
    expect((await call(t.app, null, { method: 'PATCH', url: '/api/user-profile/', payload: {} })).statusCode).toBe(401);
  });
});

describe('avatar upload', () => {
  const upload = (token: string, file: Buffer, name = 'me.png', type = 'image/png') => {
    const form = new FormData();
    form.set('first_name', 'Avatar');
    form.set('avatar', new File([new Uint8Array(file)], name, { type }));
    const encoded = new Response(form);
    return encoded.arrayBuffer().then((body) =>
      call(t.app, token, {
        method: 'PATCH',
        url: '/api/user-profile/',
        headers: { 'content-type': encoded.headers.get('content-type') as string },
        payload: Buffer.from(body),
      }),
    );
  };

  it('re-encodes a real image to a 512px WebP served from /media', async () => {
    const m = await newMember(t.app);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#ff9900' } })
      .png()
      .toBuffer();
    const res = await upload(m.token, png);
    expect(res.statusCode).toBe(200);
    const avatar: string = res.json().profile.avatar;
    expect(avatar).toMatch(/^\/media\/avatars\/\d+\/[\w-]+\.webp$/);
    expect(res.json().first_name).toBe('Avatar');
    const stored = readFileSync(path.join(t.dataDir, 'uploads/public', avatar.replace('/media/', '')));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    // A new avatar replaces the old file.
    await upload(m.token, png);
    expect(readdirSync(path.dirname(path.join(t.dataDir, 'uploads/public', avatar.replace('/media/', ''))))).toHaveLength(1);
  });

  it('checks the content, not the name, and limits the size', async () => {
    const m = await newMember(t.app);
    const fake = await upload(m.token, Buffer.from('<script>alert(1)</script>'), 'evil.png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().avatar).toEqual(['Upload a JPEG, PNG or WebP image.']);
    const big = await upload(m.token, Buffer.alloc(6 * 1024 * 1024, 1), 'big.jpg', 'image/jpeg');
    expect(big.statusCode).toBe(400);
    expect(big.json().avatar).toEqual(['The image must be at most 5 MB.']);
    const profile = (await call(t.app, m.token, { method: 'GET', url: '/api/user-profile/' })).json();
    expect(profile.profile.avatar).toBeNull();
    expect(profile.first_name).toBe('Test');
  });
});

describe('password change', () => {
  it('checks the old password and the rule, then changes it', async () => {
    const m = await newMember(t.app);
    const change = (payload: Record<string, string>) => call(t.app, m.token, { method: 'POST', url: '/api/user-auth/password/change/', payload });
    const wrong = await change({ old_password: 'Wrong2011pose', new_password1: 'Brand2025New', new_password2: 'Brand2025New' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().old_password).toEqual(['Old password invalid']);
    expect((await change({ old_password: m.password, new_password1: 'weak', new_password2: 'weak' })).json().new_password1).toBeTruthy();
    const ok = await change({ old_password: m.password, new_password1: 'Brand2025New', new_password2: 'Brand2025New' });
    expect(ok.json()).toEqual({ detail: 'Change password successfully' });
    await expect(passwordLogin(t.app, m.username, m.password)).rejects.toThrow();
    expect((await passwordLogin(t.app, m.username, 'Brand2025New')).access_token).toBeTruthy();
  });
});
