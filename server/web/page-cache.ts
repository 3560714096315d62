import { languageFromHeader } from '#common/constants.ts';

/**
 * A short-lived cache of server-rendered pages for logged-out visitors: directory and information
 * pages are the same for every visitor in a language and currency, and rendering them is the
 * site's main CPU cost. Members (session cookie), one-time messages, responses that set cookies,
 * and pages with per-visitor side effects (profile view counts) are never cached.
 */
export type CachedPage = { status: number; headers: [string, string][]; body: string; nonce: string; expires: number };

const CACHEABLE = [
  /^\/$/,
  /^\/directory(\/|$|\.data$)/,
  /^\/(about|standards|legal|legal-agreement|fee-details|member-benefit|feedback)(\/|$|\.data$)/,
  /^\/community\/(videos|wya-events|member-park|exclusive-center)(\/|$|\.data$)/,
  /^\/_root\.data$/,
];
const MAX_ENTRIES = 500;

export function createPageCache(ttlMs: number) {
  const entries = new Map<string, CachedPage>();
  return {
    /** The cache key of a request, or null when it must be rendered for this visitor alone. */
    keyFor(method: string, url: string, headers: Record<string, string | string[] | undefined>): string | null {
      if (ttlMs <= 0 || method !== 'GET') return null;
      const { pathname, search } = new URL(url, 'http://x');
      if (!CACHEABLE.some((pattern) => pattern.test(pathname))) return null;
      const cookies = cookieMap(String(headers.cookie ?? ''));
      if (cookies.has('wya_session') || cookies.has('flash')) return null;
      const lang = new URLSearchParams(search).get('lang') ?? cookies.get('lang') ?? languageFromHeader(String(headers['accept-language'] ?? ''));
      return `${pathname}${search}|${lang}|${cookies.get('currency') ?? ''}`;
    },
    get(key: string, nonce: string): Omit<CachedPage, 'expires' | 'nonce'> | null {
      const hit = entries.get(key);
      if (!hit || hit.expires < Date.now()) return null;
      // Each response keeps a nonce of its own: the cached page's nonce is swapped for this one.
      return { status: hit.status, headers: hit.headers, body: hit.body.replaceAll(hit.nonce, nonce) };
    },
    set(key: string, page: Omit<CachedPage, 'expires'>) {
      if (page.status !== 200 || page.headers.some(([k]) => k === 'set-cookie')) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { ...page, expires: Date.now() + ttlMs });
    },
    /** Forgets every page (the office changed what visitors see). */
    clear() {
      entries.clear();
    },
  };
}

function cookieMap(header: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0) map.set(part.slice(0, i).trim(), part.slice(i + 1).trim());
  }
  return map;
}
