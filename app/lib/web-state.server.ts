import { randomUUID } from 'node:crypto';
import { createContext, type MiddlewareFunction } from 'react-router';
import { CURRENCIES, type Currency, DEFAULT_CURRENCY, isCurrency, isLanguage, type Language, languageFromHeader } from '#common/constants.ts';
import { readCookies, seal, serializeCookie, unseal } from './cookies.server.ts';
import { serverContext } from './server-context.ts';

import type { Flash, SessionUser } from './types.ts';

export type SessionData = { access: string; refresh?: string; expiresAt: number; user: SessionUser };

/** Per-request state of the web: the member's session, language, currency and a one-time message. */
export type WebState = {
  session: SessionData | null;
  lang: Language;
  currency: Currency;
  flash: Flash | null;
  setSession(data: SessionData | null): void;
  setFlash(flash: Flash): void;
  setCurrency(currency: Currency): void;
};

export const webStateContext = createContext<WebState>();

/**
 * A one-time message as its cookie holds it: for one page, the one its action redirected to (or the
 * action's own page, when it answered without a redirect), shown there once (`id`).
 */
type StoredFlash = Flash & { id: string; path: string };

/** The page a request is for: a document, or its data (`/a/b.data`, `/_.data` for the home page). */
export function pagePath(url: URL): string {
  const { pathname } = url;
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length);
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/** Whether a request renders its page with the root loader, which hands the flash to the page. */
function showsFlash(request: Request, url: URL): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // A data request names the loaders it runs when it does not run them all.
  const routes = url.searchParams.get('_routes');
  return routes === null || routes.split(',').includes('root');
}

/**
 * The page an answer without a redirect came from: the page whose form or fetcher sent it (a fetcher
 * may post to another route's action), else the address itself.
 */
function pageOfAnswer(request: Request, url: URL): string {
  const referer = request.headers.get('Referer');
  if (referer && URL.canParse(referer)) {
    const from = new URL(referer);
    if (from.origin === url.origin) return pagePath(from);
  }
  return pagePath(url);
}

const isRedirect = (response: Response) => response.status >= 300 && response.status < 400;

/** Where a redirect sends the browser, when it stays on this site. */
function redirectTarget(response: Response, url: URL): URL | null {
  const location = isRedirect(response) ? response.headers.get('Location') : null;
  if (!location) return null;
  const target = new URL(location, url);
  return target.origin === url.origin ? target : null;
}

const SESSION_COOKIE = 'wya_session';
const YEAR = 365 * 24 * 3600;
const SESSION_MAX_AGE = 30 * 24 * 3600;

/** Reads the cookies before loaders run and writes back whatever they changed. */
export const webStateMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const server = context.get(serverContext);
  const cookies = readCookies(request.headers.get('cookie'));
  const url = new URL(request.url);
  const queryLang = url.searchParams.get('lang');
  // One Set-Cookie per cookie name: the last value set in this request wins (login sets the session twice).
  const outgoing = new Map<string, string>();
  const cookieOptions = { secure: server.secureCookies };

  const lang = isLanguage(queryLang)
    ? queryLang
    : isLanguage(cookies.get('lang'))
      ? (cookies.get('lang') as Language)
      : languageFromHeader(request.headers.get('accept-language'));
  if (isLanguage(queryLang) && cookies.get('lang') !== queryLang) outgoing.set('lang', serializeCookie('lang', queryLang, { ...cookieOptions, maxAge: YEAR }));
  const cookieCurrency = cookies.get('currency');

  // The flash is taken (and its cookie cleared) only by the page it is for: another request meanwhile
  // (a poll of the bell, a prefetch) neither shows it elsewhere nor uses it up.
  const stored = unseal<StoredFlash>(cookies.get('flash'), server.sessionSecret);
  const flashHere = stored !== null && stored.path === pagePath(url) && showsFlash(request, url);
  if (flashHere || (cookies.has('flash') && !stored)) outgoing.set('flash', serializeCookie('flash', '', { ...cookieOptions, maxAge: 0 }));
  const flash: Flash | null = flashHere ? { type: stored.type, message: stored.message, id: stored.id } : null;
  let newFlash: Flash | null = null;

  const state: WebState = {
    session: unseal<SessionData>(cookies.get(SESSION_COOKIE), server.sessionSecret),
    lang,
    currency: isCurrency(cookieCurrency) ? cookieCurrency : DEFAULT_CURRENCY,
    flash,
    setSession(data) {
      state.session = data;
      outgoing.set(
        SESSION_COOKIE,
        data
          ? serializeCookie(SESSION_COOKIE, seal(data, server.sessionSecret), { ...cookieOptions, httpOnly: true, maxAge: SESSION_MAX_AGE })
          : serializeCookie(SESSION_COOKIE, '', { ...cookieOptions, httpOnly: true, maxAge: 0 }),
      );
    },
    setFlash(message) {
      newFlash = message;
    },
    setCurrency(currency) {
      if (!CURRENCIES.includes(currency)) return;
      state.currency = currency;
      outgoing.set('currency', serializeCookie('currency', currency, { ...cookieOptions, maxAge: YEAR }));
    },
  };
  context.set(webStateContext, state);
  const response = await next();
  // A new message is for the page the answer leads to; one taken here that did not get shown (this
  // page redirected on) moves on with the redirect.
  const target = redirectTarget(response, url);
  const pending = newFlash ?? (flashHere && target ? flash : null);
  if (pending && (target || !isRedirect(response))) {
    const path = target ? pagePath(target) : pageOfAnswer(request, url);
    const toStore: StoredFlash = { type: pending.type, message: pending.message, id: pending.id ?? randomUUID(), path };
    outgoing.set('flash', serializeCookie('flash', seal(toStore, server.sessionSecret), { ...cookieOptions, httpOnly: true, maxAge: 60 }));
  }
  for (const cookie of outgoing.values()) response.headers.append('Set-Cookie', cookie);
  return response;
};
