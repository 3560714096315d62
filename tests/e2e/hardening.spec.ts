import http from 'node:http';
import { brotliDecompressSync, zstdDecompressSync } from 'node:zlib';
import { E2E_PORT } from '../../playwright.config.ts';
import { brotliWindowBits, WINDOW_BITS, zstdWindowBytes } from '../../server/web/compression.ts';
import { expect, test } from './fixtures.ts';

// The web handler as an attacker, a careless client and an https reverse proxy meet it.
const ORIGIN = `http://localhost:${E2E_PORT}`;
const DEMO = { username: 'ananda', password: 'Yoga2011!' };

test('web forms refuse oversized bodies before reading them, in the visitor’s language', async ({ request }) => {
  const big = 'x'.repeat(2 * 1024 * 1024);
  const res = await request.post('/auth/login?lang=th', { form: { username: 'a', password: big }, headers: { origin: ORIGIN }, maxRedirects: 0 });
  expect(res.status()).toBe(413);
  expect(await res.text()).toContain('ขนาดใหญ่เกินไป');
  // The avatar form gets the upload policy's limit (5 MB), not the small one…
  const avatar = await request.post('/user-profile?intent=avatar', {
    multipart: { intent: 'avatar', avatar: { name: 'a.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024) } },
    headers: { origin: ORIGIN },
    maxRedirects: 0,
  });
  expect(avatar.status()).not.toBe(413);
  // Over the limit it is refused on the declared length alone, before any of the body is sent.
  const tooBig = await statusOfDeclaredBody('/user-profile?intent=avatar', 6 * 1024 * 1024);
  expect(tooBig).toBe(413);
  // The page's other forms get the small limit, even sent in chunks with no declared length.
  const status = await new Promise<number>((resolve, reject) => {
    const req = http.request(
      { host: 'localhost', port: E2E_PORT, path: '/user-profile', method: 'POST', headers: { 'content-type': 'application/octet-stream', origin: ORIGIN } },
      (r) => resolve(r.statusCode ?? 0),
    );
    req.on('error', reject);
    const chunk = Buffer.alloc(256 * 1024);
    let sent = 0;
    const pump = () => {
      while (sent < 8 * 1024 * 1024) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  }).catch(() => 413);
  expect(status).toBe(413);
});

/** Sends only the headers of a POST declaring `length` bytes and answers the status the server gives without waiting for them. */
function statusOfDeclaredBody(path: string, length: number): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const req = http.request({
      host: 'localhost',
      port: E2E_PORT,
      path,
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b', 'content-length': String(length), origin: ORIGIN },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

test('form login works behind an https reverse proxy, with one session cookie', async ({ request }) => {
  const res = await request.post('/auth/login', {
    form: { username: DEMO.username, password: DEMO.password, next: '/user-profile' },
    headers: { origin: 'https://wya.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'wya.example' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe('/user-profile');
  const sessionCookies = res.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('wya_session='));
  expect(sessionCookies).toHaveLength(1);
});

test('next and back never lead to another site', async ({ request }) => {
  // The URL parser collapses dot segments (`/.//x` → `//x`): each is checked after parsing.
  const tricky = ['/\t/evil.example/', '/\r\n/evil.example', '//evil.example', '/\\evil.example', '/.//evil.example/', '/..//evil.example/'];
  for (const next of [...tricky, '/%2e//evil.example/', '/%2E%2E//evil.example/', '/a/..//evil.example']) {
    const login = await request.post(`/auth/login?next=${encodeURIComponent(next)}`, { form: { ...DEMO, next }, headers: { origin: ORIGIN }, maxRedirects: 0 });
    expect(login.status(), next).toBe(302);
    expect(login.headers().location).toBe('/');
    // Logged in now: the login page sends the member on at once (GET).
    const again = await request.get(`/auth/login?next=${encodeURIComponent(next)}`, { maxRedirects: 0 });
    expect(again.status(), next).toBe(302);
    expect(again.headers().location).toBe('/');
    const preferences = await request.post('/preferences', { form: { currency: 'THB', back: next }, headers: { origin: ORIGIN }, maxRedirects: 0 });
    expect(preferences.status(), next).toBe(302);
    expect(preferences.headers().location).toBe('/');
  }
});

test('resource routes and logout refuse cross-site requests', async ({ request }) => {
  const foreign = await request.post('/preferences', { form: { currency: 'INR', back: '/' }, headers: { origin: 'https://evil.example' }, maxRedirects: 0 });
  expect(foreign.status()).toBe(403);
  expect(foreign.headers()['set-cookie'] ?? '').not.toContain('currency=INR');
  await request.post('/auth/login', { form: DEMO, headers: { origin: ORIGIN } });
  // A link (GET) asks first and keeps the session…
  const ask = await request.get('/auth/logout');
  expect(ask.status()).toBe(200);
  expect(await ask.text()).toContain('<form');
  expect((await request.get('/user-profile', { maxRedirects: 0 })).status()).toBe(200);
  // …a cross-site POST is refused, and only the site's own POST logs out.
  expect((await request.post('/auth/logout', { headers: { origin: 'https://evil.example' }, maxRedirects: 0 })).status()).toBe(403);
  expect((await request.get('/user-profile', { maxRedirects: 0 })).status()).toBe(200);
  await request.post('/auth/logout', { headers: { origin: ORIGIN }, maxRedirects: 0 });
  expect((await request.get('/user-profile', { maxRedirects: 0 })).status()).toBe(302);
});

test('malformed addresses answer the not-found page or a corrected page, never 5xx', async ({ request }) => {
  const paths = [
    '/community/wya-events/%00',
    `/community/wya-events/${'x'.repeat(121)}`,
    '/community/videos?page=99999999999999999999',
    '/community/videos?page=-3',
    '/directory?region=0',
    '/directory/schools?region=2147483648&page=99999999999999999999',
    '/directory/schools?q=%00&country=%00',
    '/event/0',
    '/event/2147483648',
    '/schools/2147483648',
    '/school/profile/2147483648',
    '/teachers/%00',
    '/standards/%00',
    '/about/%0D%0A',
  ];
  for (const path of paths) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBeLessThan(500);
  }
});

test('every web route, logged in, answers malformed parameters, queries and form bodies below 500', async ({ request }) => {
  test.setTimeout(240_000);
  const { default: routes } = await import('../../app/routes.ts');
  const patterns = (routes as { path?: string }[]).map((r) => `/${r.path ?? ''}`).filter((p) => p !== '/*');
  const badValues = ['%00', '%0D%0A', '2147483648', '99999999999999999999', '-1', '0', 'x'.repeat(300), '%E0%A4%A'];
  const queries = [
    'page=99999999999999999999',
    'q=%00',
    'country=%00',
    'region=0',
    'region=2147483648',
    'from=2026-13-45',
    'lang=%00',
    'next=%0D%0A',
    'category=%00',
  ];
  await request.post('/auth/login', { form: DEMO, headers: { origin: ORIGIN } });
  const failures: string[] = [];
  const check = async (label: string, response: Promise<{ status(): number }>) => {
    const status = (await response).status();
    if (status >= 500) failures.push(`${status} ${label}`);
  };
  for (const pattern of patterns) {
    const values = pattern.includes(':') ? badValues : [''];
    for (const value of values) {
      const path = pattern.replace(/:[A-Za-z]+/g, value);
      await check(`GET ${path}`, request.get(path, { maxRedirects: 0 }));
      for (const query of queries) await check(`GET ${path}?${query}`, request.get(`${path}?${query}`, { maxRedirects: 0 }));
    }
    const path = pattern.replace(/:[A-Za-z]+/g, '1');
    const forms: Record<string, string>[] = [
      { intent: '\u0000' },
      { email: 'x'.repeat(5000), message: '\u0000' },
      { region: '2147483648', country: '%00' },
      {},
    ];
    for (const form of forms) {
      await check(`POST ${path} ${JSON.stringify(form).slice(0, 40)}`, request.post(path, { form, headers: { origin: ORIGIN }, maxRedirects: 0 }));
    }
    await check(
      `POST ${path} broken multipart`,
      request.post(path, {
        headers: { origin: ORIGIN, 'content-type': 'multipart/form-data; boundary=b' },
        data: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
        maxRedirects: 0,
      }),
    );
  }
  expect(failures).toEqual([]);
});

test('pages are sent compressed, as the browser accepts, with small windows', async ({ request }) => {
  for (const encoding of ['br', 'gzip']) {
    const res = await request.get('/fee-details', { headers: { 'accept-encoding': encoding } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding']).toBe(encoding);
    expect(await res.text()).toContain('</html>');
  }
  // Chromium asks for zstd first. Both encoders work with a 256 KB window, not their defaults
  // (4 MB and 2 MB): an encoder is held for every page in flight. The login page is streamed.
  const zstd = await rawPage('/auth/login', 'gzip, deflate, br, zstd');
  expect(zstd.encoding).toBe('zstd');
  expect(zstdWindowBytes(zstd.body)).toBe(2 ** WINDOW_BITS);
  expect(zstdDecompressSync(zstd.body).toString()).toContain('</html>');
  const br = await rawPage('/auth/login', 'br');
  expect(brotliWindowBits(br.body)).toBe(WINDOW_BITS);
  expect(brotliDecompressSync(br.body).toString()).toContain('</html>');
});

function rawPage(path: string, acceptEncoding: string) {
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    http
      .get(`${ORIGIN}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
