import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, newMember, type TestApp, WEB_CLIENT } from '../../test/harness.ts';

// A local stand-in for Google's userinfo endpoint: tokens map to accounts.
const GOOGLE_USERS: Record<string, object> = {
  'token-new': { sub: 'g-100', email: 'New.Person@gmail.example', email_verified: true, given_name: 'Nok', family_name: 'Chai' },
  'token-unverified': { sub: 'g-200', email: 'x@gmail.example', email_verified: false },
};
let google: FastifyInstance;
let t: TestApp;
let tDisabled: TestApp;

beforeAll(async () => {
  google = Fastify();
  google.get('/oauth2/v3/userinfo', async (request, reply) => {
    const token = request.headers.authorization?.replace('Bearer ', '') ?? '';
    const user = GOOGLE_USERS[token];
    return user ? user : reply.status(401).send({ error: 'invalid_token' });
  });
  await google.listen({ port: 0, host: '127.0.0.1' });
  const address = google.server.address() as { port: number };
  t = await createTestApp({}, { GOOGLE_CLIENT_ID: 'test-google-client', GOOGLE_BASE_URL: `http://127.0.0.1:${address.port}` });
  tDisabled = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await tDisabled.close();
  await google.close();
});

const convert = (app: TestApp, token: string, extra: Record<string, string> = {}) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/convert-token',
    payload: { grant_type: 'convert_token', backend: 'google-oauth2', token, client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret, ...extra },
  });

describe('POST /api/auth/convert-token', () => {
  it('creates a member from a Google account and signs them in; the second time finds the same member', async () => {
    const first = await convert(t, 'token-new');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ token_type: 'Bearer' });
    const me = (await call(t.app, first.json().access_token, { method: 'GET', url: '/api/user-auth/user/' })).json();
    expect(me).toMatchObject({ email: 'new.person@gmail.example', first_name: 'Nok', last_name: 'Chai' });
    const second = await convert(t, 'token-new');
    const again = (await call(t.app, second.json().access_token, { method: 'GET', url: '/api/user-auth/user/' })).json();
    expect(again.pk).toBe(me.pk);
    // The refresh token works like any other.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      payload: { grant_type: 'refresh_token', refresh_token: second.json().refresh_token, client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('links a Google account to the member with the same verified email', async () => {
    const m = await newMember(t.app, { email: 'linked@gmail.example' });
    GOOGLE_USERS['token-linked'] = { sub: 'g-300', email: 'linked@gmail.example', email_verified: true };
    const res = await convert(t, 'token-linked');
    expect((await call(t.app, res.json().access_token, { method: 'GET', url: '/api/user-auth/user/' })).json().pk).toBe(m.pk);
  });

  it('refuses tokens Google rejects, unverified emails, bad clients, and a site without Google', async () => {
    const bogus = await convert(t, 'token-bogus');
    expect(bogus.statusCode).toBe(400);
    // The RFC 6749 shape, as every other token error.
    expect(bogus.json()).toEqual({ error: 'invalid_grant', error_description: expect.any(String) });
    expect((await convert(t, 'token-unverified')).statusCode).toBe(400);
    expect((await convert(t, 'token-new', { client_secret: 'wrong' })).statusCode).toBe(401);
    expect((await convert(t, '')).statusCode).toBe(400);
    const disabled = await convert(tDisabled, 'token-new');
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json()).toEqual({ error: 'unsupported_grant_type', error_description: 'Google sign-in is not available.' });
  });
});
