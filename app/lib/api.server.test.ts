import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newMember, type TestApp, WEB_CLIENT } from '../../server/test/harness.ts';
import { apiClient, failedPage } from './api.server.ts';
import { readSearch, searchDirectory } from './directory.server.ts';
import { serverContext } from './server-context.ts';
import type { SessionData, WebState } from './web-state.server.ts';
import { webStateContext } from './web-state.server.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The web's real API client on the real app (in-process), with an observable session; or on another API (`apiFetch`). */
function webContext(session: SessionData | null, apiFetch?: (request: Request) => Promise<Response>) {
  const state: WebState & { saved: (SessionData | null)[] } = {
    session,
    lang: 'en',
    currency: 'USD',
    flash: null,
    saved: [],
    setSession(data) {
      state.session = data;
      state.saved.push(data);
    },
    setFlash() {},
    setCurrency() {},
  };
  const context = new RouterContextProvider();
  context.set(webStateContext, state);
  context.set(serverContext, {
    apiFetch:
      apiFetch ??
      (async (request) => {
        const url = new URL(request.url);
        const res = await t.app.inject({
          method: request.method as 'GET',
          url: url.pathname + url.search,
          headers: Object.fromEntries(request.headers),
          payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
        });
        return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') } });
      }),
    nonce: 'n',
    log: { error: () => {} },
    publicUrl: 'http://localhost:3000',
    webClient: WEB_CLIENT,
    sessionSecret: 'x'.repeat(40),
    secureCookies: false,
    google: { authUrl: '', tokenUrl: '' },
  });
  return { context, state };
}
const request = new Request('http://localhost:3000/user-profile?tab=1');
const revoke = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/revoke-token/', payload: { client_id: WEB_CLIENT.id, token } });

describe('the web API client', () => {
  it('calls as a visitor with the site client token when nobody is logged in', async () => {
    const { context } = webContext(null);
    const res = await apiClient(context, request).get('cities_light/countries/', { query: { page_size: 1 } });
    expect(res.ok && res.data.count).toBeGreaterThan(200);
  });

  it('on a 401 refreshes once, stores the new tokens and repeats the call', async () => {
    const m = await newMember(t.app);
    // A stale access token (as after an hour) with a live refresh token.
    const { context, state } = webContext({
      access: 'expired-access-token',
      refresh: m.tokens.refresh_token,
      expiresAt: 0,
      user: { pk: m.pk, username: m.username, first_name: '', last_name: '' },
    });
    const res = await apiClient(context, request).get('user-auth/user/');
    expect(res.ok && res.data.pk).toBe(m.pk);
    expect(state.saved).toHaveLength(1);
    expect(state.session?.access).not.toBe('expired-access-token');
    expect(state.session?.refresh).not.toBe(m.tokens.refresh_token);
  });

  it('shares one refresh between parallel calls of the same request', async () => {
    const m = await newMember(t.app);
    const { context, state } = webContext({
      access: 'expired-access-token',
      refresh: m.tokens.refresh_token,
      expiresAt: 0,
      user: { pk: m.pk, username: m.username, first_name: '', last_name: '' },
    });
    const api = apiClient(context, request);
    const results = await Promise.all([api.get('user-auth/user/'), api.get('user-profile/'), api.get('user-auth/user/')]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(state.saved).toHaveLength(1);
  });

  it('five page loads of one session after the access token expired (separate requests, one cookie) all keep the session', async () => {
    const m = await newMember(t.app);
    const cookie = {
      access: 'expired-access-token',
      refresh: m.tokens.refresh_token,
      expiresAt: 0,
      user: { pk: m.pk, username: m.username, first_name: '', last_name: '' },
    };
    // Each page load reads the same cookie into its own state, as two tabs and the bell's poll do.
    const loads = [1, 2, 3, 4, 5].map(() => webContext({ ...cookie }));
    const results = await Promise.all(loads.map(({ context }) => apiClient(context, request).get('user-auth/user/')));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    // One new pair: whichever cookie the browser keeps last is the session's.
    expect(new Set(loads.map(({ state }) => state.session?.refresh)).size).toBe(1);
    const [{ state }] = loads;
    const next = webContext({ ...(state.session as SessionData), expiresAt: 0, access: 'expired-again' });
    expect((await apiClient(next.context, request).get('user-auth/user/')).status).toBe(200);
  });

  it('when the refresh fails too, clears the session and sends the member to log in and back', async () => {
    const m = await newMember(t.app);
    await revoke(m.tokens.refresh_token as string);
    const { context, state } = webContext({
      access: m.token,
      refresh: m.tokens.refresh_token,
      expiresAt: 0,
      user: { pk: m.pk, username: m.username, first_name: '', last_name: '' },
    });
    const thrown = await apiClient(context, request)
      .get('user-auth/user/')
      .catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.headers.get('location')).toBe('/auth/login?next=%2Fuser-profile%3Ftab%3D1');
    expect(state.session).toBeNull();
  });
});

describe('a failed call as the page that shows it', () => {
  // What a loader throws: data(null, { status }).
  const statusOf = (thrown: unknown) => (thrown as { init?: ResponseInit }).init?.status;
  const thrownStatus = (promise: Promise<unknown>) =>
    promise.then(
      () => 'no error',
      (e) => statusOf(e),
    );

  it("keeps the API's 400 and 404, shows someone else's record (403) as not found, and is 503 only when the API is unavailable", () => {
    expect(statusOf(failedPage({ status: 400 }))).toBe(400);
    expect(statusOf(failedPage({ status: 404 }))).toBe(404);
    expect(statusOf(failedPage({ status: 403 }))).toBe(404);
    // An address naming one record: a malformed id is as missing as an unknown one.
    expect(statusOf(failedPage({ status: 400 }, { record: true }))).toBe(404);
    for (const status of [500, 502, 503, 504]) expect(statusOf(failedPage({ status }))).toBe(503);
  });

  it('a directory search: a malformed filter is a 400 page, a page past the end a 404, page 1 of nothing a page', async () => {
    const api = apiClient(webContext(null).context, request);
    const search = readSearch(new URL('http://localhost:3000/directory/schools'));
    expect(await thrownStatus(searchDirectory(api, 'en', 'schools', { ...search, country: '-1' }))).toBe(400);
    expect(await thrownStatus(searchDirectory(api, 'en', 'teachers', { ...search, page: 31 }))).toBe(404);
    expect(await thrownStatus(searchDirectory(api, 'en', 'events', { ...search, page: 2 }))).toBe(404);
    expect(await searchDirectory(api, 'en', 'schools', { ...search, q: 'zzqxv' })).toMatchObject({ kind: 'schools', page: { count: 0, results: [] } });
  });

  it('a directory search: no answer (network failure) or a 5xx is a 503', async () => {
    const search = readSearch(new URL('http://localhost:3000/directory/events'));
    const unreachable = webContext(null, async () => {
      throw new TypeError('fetch failed');
    });
    expect(await thrownStatus(searchDirectory(apiClient(unreachable.context, request), 'en', 'events', search))).toBe(503);
    const failing = webContext(null, async () => Response.json({ detail: 'boom' }, { status: 500 }));
    expect(await thrownStatus(searchDirectory(apiClient(failing.context, request), 'en', 'schools', search))).toBe(503);
  });
});
