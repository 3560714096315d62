import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readCookies } from './cookies.server.ts';
import { serverContext } from './server-context.ts';
import type { Flash } from './types.ts';
import { pagePath, webStateContext, webStateMiddleware } from './web-state.server.ts';

// One-time messages (flash): a toast belongs to the page its action led to. It is shown there once,
// and no other request (the bell's poll, a prefetch, the next page) shows it or uses it up.

const SITE = 'http://localhost:3000';

/** One request through the middleware: what the page was given, and the flash cookie it answered with. */
async function run(path: string, options: { method?: string; cookie?: string; referer?: string; answer?: (flash: (f: Flash) => void) => Response } = {}) {
  const context = new RouterContextProvider();
  context.set(serverContext, {
    apiFetch: async () => new Response(null),
    nonce: 'n',
    log: { error: () => {} },
    publicUrl: SITE,
    webClient: { id: 'web', secret: 'secret' },
    sessionSecret: 'x'.repeat(40),
    secureCookies: false,
    google: { authUrl: '', tokenUrl: '' },
  });
  const headers = new Headers();
  if (options.cookie) headers.set('Cookie', `flash=${options.cookie}`);
  if (options.referer) headers.set('Referer', options.referer);
  const request = new Request(`${SITE}${path}`, { method: options.method ?? 'GET', headers });
  let shown: Flash | null = null;
  const response = (await webStateMiddleware({ request, context, params: {}, url: new URL(request.url), pattern: '' } as never, async () => {
    const state = context.get(webStateContext);
    shown = state.flash;
    return options.answer?.((f) => state.setFlash(f)) ?? new Response('page');
  })) as Response;
  const set = response.headers.getSetCookie().find((c) => c.startsWith('flash='));
  const cookie = set === undefined ? undefined : (readCookies(set.split(';')[0]).get('flash') ?? '');
  return { shown: shown as Flash | null, cookie };
}

const approved: Flash = { type: 'success', message: 'The application is approved and listed.' };
const redirectTo = (location: string) => () => new Response(null, { status: 302, headers: { Location: location } });
/** An action that says `approved` and answers `response`. */
const approving = (response: () => Response) => (flash: (f: Flash) => void) => {
  flash(approved);
  return response();
};

describe('flash messages', () => {
  it('go to the page the action redirected to, shown there once', async () => {
    const action = await run('/staff/applications/school/3.data', {
      method: 'POST',
      answer: approving(redirectTo('/staff/applications')),
    });
    expect(action.shown).toBeNull();
    expect(action.cookie).toBeTruthy();
    const cookie = action.cookie as string;

    // Requests meanwhile, for other pages or not rendering the page, neither show it nor clear it.
    for (const other of ['/resources/unread-notifications.data', '/staff.data', '/staff/applications/school/3.data']) {
      expect(await run(other, { cookie }), other).toEqual({ shown: null, cookie: undefined });
    }
    expect(await run('/staff/applications.data?_routes=routes/staff/applications', { cookie })).toEqual({ shown: null, cookie: undefined });
    expect(await run('/staff/applications.data', { method: 'POST', cookie })).toEqual({ shown: null, cookie: undefined });

    // Its page shows it (with an id, so the browser shows it once however often it arrives) and clears it.
    const page = await run('/staff/applications.data', { cookie });
    expect(page.shown).toEqual({ ...approved, id: expect.any(String) });
    expect(page.cookie).toBe('');
    // A document load of the page works the same.
    expect((await run('/staff/applications', { cookie })).shown).toEqual(page.shown);
  });

  it('stay on the action’s own page when it answered without a redirect (a fetcher’s answer)', async () => {
    const action = await run('/school/profile.data', {
      method: 'POST',
      referer: `${SITE}/school/profile?school=4`,
      answer: approving(() => new Response('{}')),
    });
    expect((await run('/billing.data', { cookie: action.cookie })).shown).toBeNull();
    expect((await run('/school/profile.data?school=4', { cookie: action.cookie })).shown).toMatchObject(approved);
  });

  it('follow a page that redirects on, keeping their id', async () => {
    const action = await run('/billing/checkout/5.data', { method: 'POST', answer: approving(redirectTo('/billing')) });
    const first = await run('/billing.data', { cookie: action.cookie, answer: redirectTo('/billing/checkout/5') });
    expect(first.cookie).toBeTruthy();
    const shown = (await run('/billing/checkout/5.data', { cookie: first.cookie })).shown;
    expect(shown).toMatchObject(approved);
    // Shown once: the id it got first.
    expect(shown?.id).toBe((await run('/billing.data', { cookie: action.cookie })).shown?.id);
  });

  it('are dropped when the redirect leaves the site (a card processor’s page)', async () => {
    const action = await run('/billing/checkout/payment/5.data', {
      method: 'POST',
      answer: approving(redirectTo('https://checkout.stripe.com/c/pay/1')),
    });
    expect(action.cookie).toBeUndefined();
  });

  it('name the page a request is for', () => {
    expect(pagePath(new URL(`${SITE}/staff/applications.data?_routes=root`))).toBe('/staff/applications');
    expect(pagePath(new URL(`${SITE}/_.data`))).toBe('/');
    expect(pagePath(new URL(`${SITE}/_root.data`))).toBe('/');
    expect(pagePath(new URL(`${SITE}/bookings`))).toBe('/bookings');
  });
});
