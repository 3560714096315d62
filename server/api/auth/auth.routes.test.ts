import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, clientToken, createTestApp, newMember, passwordLogin, type TestApp, WEB_CLIENT } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const token = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/token/', payload, headers });

describe('POST /api/auth/token/', () => {
  it('issues a client-credential token without a refresh token', async () => {
    const res = await token({ grant_type: 'client_credentials', client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBeGreaterThan(3590);
    expect(body.access_token).toMatch(/^[\w-]{40,}$/);
    expect(body.refresh_token).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('accepts form-encoded bodies and HTTP Basic client authentication', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${WEB_CLIENT.id}:${WEB_CLIENT.secret}`).toString('base64')}`,
      },
      payload: 'grant_type=client_credentials',
    });
    expect(res.statusCode).toBe(200);
  });

  it('logs in with username or email, and refuses a wrong password in the caller language', async () => {
    const member = await newMember(t.app);
    expect((await passwordLogin(t.app, member.username, member.password)).refresh_token).toBeTruthy();
    expect((await passwordLogin(t.app, member.email.toUpperCase(), member.password)).access_token).toBeTruthy();
    const wrong = await token({
      grant_type: 'password',
      username: member.username,
      password: 'Wrong1234',
      client_id: WEB_CLIENT.id,
      client_secret: WEB_CLIENT.secret,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid username or password' });
    const thai = await token(
      { grant_type: 'password', username: 'nobody', password: 'Wrong1234', client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret },
      { 'accept-language': 'th' },
    );
    expect(thai.json().error_description).not.toBe('Invalid username or password');
    expect(thai.json().error_description).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('rotates refresh tokens: within the grace the spent token answers its successor; replayed later, the family ends', async () => {
    const member = await newMember(t.app);
    const first = await passwordLogin(t.app, member.username, member.password);
    const body = { grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret };
    const refreshed = await token(body);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().refresh_token).not.toBe(first.refresh_token);
    expect((await call(t.app, refreshed.json().access_token, { method: 'GET', url: '/api/user-auth/user/' })).statusCode).toBe(200);
    // The old access token died with its pair.
    expect((await call(t.app, first.access_token, { method: 'GET', url: '/api/user-auth/user/' })).statusCode).toBe(401);
    // A sibling request of the same session a moment later gets the very same pair, not a new one.
    const sibling = await token(body);
    expect(sibling.statusCode).toBe(200);
    expect(sibling.json()).toMatchObject({ access_token: refreshed.json().access_token, refresh_token: refreshed.json().refresh_token });
    // Another client holding the token gets nothing.
    expect((await token({ ...body, client_id: 'someone-else', client_secret: 'x' })).statusCode).toBe(401);

    // A minute later the spent token is a replay (a sign of theft): it ends its successor too.
    await t.app.deps.db.execute("update spent_refresh_tokens set spent_at = now() - interval '61 seconds'");
    const replay = await token(body);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    expect((await call(t.app, refreshed.json().access_token, { method: 'GET', url: '/api/user-auth/user/' })).statusCode).toBe(401);
    expect((await token({ ...body, refresh_token: refreshed.json().refresh_token })).json().error).toBe('invalid_grant');
  });

  it('gives concurrent refreshes of one session one new pair that all of them use', async () => {
    const member = await newMember(t.app);
    const body = { grant_type: 'refresh_token', refresh_token: member.tokens.refresh_token, client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret };
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => token(body)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const pairs = new Set(results.map((r) => `${r.json().access_token} ${r.json().refresh_token}`));
    expect(pairs.size).toBe(1);
    const [answer] = results.map((r) => r.json());
    expect((await call(t.app, answer.access_token, { method: 'GET', url: '/api/user-auth/user/' })).statusCode).toBe(200);
    // The one pair refreshes on as usual.
    expect((await token({ ...body, refresh_token: answer.refresh_token })).statusCode).toBe(200);
  });

  it('refuses the successor once the session has logged out, without a new pair', async () => {
    const member = await newMember(t.app);
    const body = { grant_type: 'refresh_token', refresh_token: member.tokens.refresh_token, client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret };
    const refreshed = (await token(body)).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-token/',
      payload: { token: refreshed.access_token, client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret },
    });
    expect((await token(body)).json().error).toBe('invalid_grant');
  });

  it('refuses bad clients, unknown grants and missing fields with RFC 6749 errors', async () => {
    expect((await token({ grant_type: 'client_credentials', client_id: WEB_CLIENT.id, client_secret: 'nope' })).json().error).toBe('invalid_client');
    expect((await token({ grant_type: 'client_credentials', client_id: 'ghost', client_secret: 'nope' })).statusCode).toBe(401);
    expect((await token({ grant_type: 'magic', client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret })).json().error).toBe('unsupported_grant_type');
    expect((await token({ grant_type: 'password', client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret })).json().error).toBe('invalid_request');
    expect((await token({ client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret })).json().error).toBe('invalid_request');
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: 'made-up', client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret })).json().error,
    ).toBe('invalid_grant');
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/token/', headers: { 'content-type': 'application/json' }, payload: '{"grant_type":' });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(res.json().detail).toBeTruthy();
  });
});

describe('POST /api/auth/revoke-token/', () => {
  it('revokes the pair so neither token works, and answers 200 for unknown tokens', async () => {
    const member = await newMember(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/revoke-token/', payload: { client_id: WEB_CLIENT.id, token: member.token } });
    expect(res.statusCode).toBe(200);
    expect((await call(t.app, member.token, { method: 'GET', url: '/api/user-auth/user/' })).statusCode).toBe(401);
    const refresh = await token({
      grant_type: 'refresh_token',
      refresh_token: member.tokens.refresh_token,
      client_id: WEB_CLIENT.id,
      client_secret: WEB_CLIENT.secret,
    });
    expect(refresh.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/revoke-token/', payload: { client_id: WEB_CLIENT.id, token: 'unknown' } })).statusCode).toBe(
      200,
    );
  });

  it('refuses a wrong client secret and a missing token', async () => {
    const member = await newMember(t.app);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/revoke-token/', payload: { client_id: WEB_CLIENT.id, client_secret: 'bad', token: member.token } }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/revoke-token/', payload: { client_id: WEB_CLIENT.id } })).statusCode).toBe(400);
    expect((await call(t.app, member.token, { method: 'GET', url: '/api/user-auth/user/' })).statusCode).toBe(200);
  });
});

describe('Bearer tokens', () => {
  it('answers 401 without a token or with a bad one, and accepts client tokens for visitor calls', async () => {
    for (const url of ['/api/user-auth/user/', '/api/cities_light/countries/', '/api/country', '/api/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
    expect((await call(t.app, 'bogus', { method: 'GET', url: '/api/country' })).statusCode).toBe(401);
    const visitor = await clientToken(t.app);
    expect((await call(t.app, visitor, { method: 'GET', url: '/api/country?limit=3' })).statusCode).toBe(200);
    expect((await call(t.app, visitor, { method: 'GET', url: '/api/user-auth/user/' })).statusCode).toBe(403);
  });
});
