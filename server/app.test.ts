import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, clientToken, createTestApp, type TestApp } from './test/harness.ts';
import { brotliWindowBits, COMPRESSION_THRESHOLD, WINDOW_BITS } from './web/compression.ts';
import { inProcessHeaders } from './web/in-process.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Every call of the foundation issue, as listed in the OpenAPI document.
const CALLS = [
  ['post', '/api/auth/token/'],
  ['post', '/api/auth/convert-token'],
  ['post', '/api/auth/revoke-token/'],
  ['get', '/api/user-auth/user/'],
  ['get', '/api/user-profile/'],
  ['patch', '/api/user-profile/'],
  ['post', '/api/user-auth/registration/'],
  ['post', '/api/user-auth/password/reset/'],
  ['post', '/api/user-auth/password/reset/confirm/'],
  ['post', '/api/user-auth/password/change/'],
  ['post', '/api/otp/mobile/generate'],
  ['post', '/api/otp/mobile/verify'],
  ['post', '/api/otp/email/generate'],
  ['post', '/api/otp/email/verify'],
  ['post', '/api/check-email-exists'],
  ['post', '/api/check-phone-exists'],
  ['get', '/api/cities_light/countries/'],
  ['get', '/api/cities_light/regions/'],
  ['get', '/api/region'],
  ['get', '/api/country'],
] as const;

describe('server', () => {
  it('answers /healthz with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toMatchObject({ status: 'ok', version: '0.1.0' });
  });

  it('serves robots.txt with an absolute sitemap address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('sends security headers with every answer but the in-process calls of the web handler', async () => {
    const outside = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'x-wya-in-process': 'guess' } });
    expect(outside.headers['content-security-policy']).toContain("script-src 'self' 'nonce-");
    expect(outside.headers['x-content-type-options']).toBe('nosniff');
    const inProcess = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: inProcessHeaders() });
    expect(inProcess.statusCode).toBe(200);
    expect(inProcess.headers['content-security-policy']).toBeUndefined();
  });

  it('compresses API answers with a bounded brotli window (memory per answer in flight)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliWindowBits(res.rawPayload)).toBeLessThanOrEqual(WINDOW_BITS);
    const body = brotliDecompressSync(res.rawPayload);
    expect(JSON.parse(body.toString()).openapi).toBe('3.1.0');
    // At the plugin's quality 4, not zlib's default 11 (40 times the CPU): its size is 4's, not 11's.
    const size = (quality: number) =>
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: WINDOW_BITS } }).length;
    expect(Math.abs(res.rawPayload.length - size(4))).toBeLessThan(Math.abs(res.rawPayload.length - size(11)));
  });

  it('publishes OpenAPI 3.1 listing every call, and a browsable reference', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const [method, path] of CALLS) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeTruthy();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/user-auth/registration/'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['username', 'email', 'password1', 'password2']),
    );
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger');
  });

  it('sends security headers and a request id on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[\w+/=]+'/);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compresses large answers and sends small ones as they are', async () => {
    const token = await clientToken(t.app);
    const res = await call(t.app, token, { method: 'GET', url: '/api/cities_light/countries/?page_size=1000', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    // ≈ 2 KB: above the plugin's default threshold (1 KB), below ours.
    const small = await call(t.app, token, { method: 'GET', url: '/api/cities_light/countries/?page_size=20', headers: { 'accept-encoding': 'gzip, zstd' } });
    expect(small.rawPayload.length).toBeGreaterThan(1024);
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers unknown API paths with a JSON 404 for a caller with a token', async () => {
    const token = await clientToken(t.app);
    const res = await call(t.app, token, { method: 'GET', url: '/api/does-not-exist', lang: 'th' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('never sends a stack trace, even for an unexpected failure', async () => {
    const broken = await createTestApp();
    const token = await clientToken(broken.app);
    await broken.app.deps.db.execute('drop table countries cascade');
    const res = await call(broken.app, token, { method: 'GET', url: '/api/country' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Something wrong please try again' });
    await broken.close();
  });
});
