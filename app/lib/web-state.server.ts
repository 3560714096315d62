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

  const flash = unseal<Flash>(cookies.get('flash'), server.sessionSecret);
  if (cookies.has('flash')) outgoing.set('flash', serializeCookie('flash', '', { ...cookieOptions, maxAge: 0 }));

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
      outgoing.set('flash', serializeCookie('flash', seal(message, server.sessionSecret), { ...cookieOptions, httpOnly: true, maxAge: 60 }));
    },
    setCurrency(currency) {
      if (!CURRENCIES.includes(currency)) return;
      state.currency = currency;
      outgoing.set('currency', serializeCookie('currency', currency, { ...cookieOptions, maxAge: YEAR }));
    },
  };
  context.set(webStateContext, state);
  const response = await next();
  for (const cookie of outgoing.values()) response.headers.append('Set-Cookie', cookie);
  return response;
};
