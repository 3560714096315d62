import { languageFromHeader } from '#common/constants.ts';

/**
 * A short-lived cache of server-rendered pages for logged-out visitors: directory and information
 * pages are the same for every visitor in a language and currency, and rendering them is the
 * site's main CPU cost. Members (session cookie), one-time messages, responses that set cookies,
 * and pages with per-visitor side effects (profile view counts) are never cached.
 */
// Kept as the bytes the renderer wrote: read as text and written out again, a 118 KB page cost
// ≈ 0.3 ms of decoding and encoding on every page stored, and most are never asked for again.
export type CachedPage = { status: number; headers: [string, string][]; body: Buffer; nonce: string; expires: number };

const CACHEABLE = [
  /^\/$/,
  /^\/directory(\/|$|\.data$)/,
  /^\/(about|standards|legal|legal-agreement|fee-details|member-benefit|feedback)(\/|$|\.data$)/,
  /^\/community\/(videos|wya-events|member-park|exclusive-center)(\/|$|\.data$)/,
  /^\/_root\.data$/,
];
// Bounded by size, not count: a run of searches nobody repeats would otherwise keep 500 pages of
// ≈ 165 KB each (80–160 MB per process) that are never asked for again.
const MAX_BYTES = 8_000_000;

export function createPageCache(ttlMs: number, maxBytes = MAX_BYTES) {
  const entries = new Map<string, CachedPage>();
  let bytes = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };
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
    get(key: string, nonce: string): { status: number; headers: [string, string][]; body: string } | null {
      const hit = entries.get(key);
      if (!hit) return null;
      if (hit.expires < Date.now()) {
        forget(key);
        return null;
      }
      // Each response keeps a nonce of its own: the cached page's nonce is swapped for this one.
      return { status: hit.status, headers: hit.headers, body: hit.body.toString().replaceAll(hit.nonce, nonce) };
    },
    set(key: string, page: Omit<CachedPage, 'expires'>) {
      if (page.status !== 200 || page.headers.some(([k]) => k === 'set-cookie')) return;
      if (page.body.length > maxBytes / 4) return;
      forget(key);
      // Oldest first: entries are kept in the order they were stored, so they also expire in it.
      for (const oldest of entries.keys()) {
        if (bytes + page.body.length <= maxBytes) break;
        forget(oldest);
      }
      entries.set(key, { ...page, expires: Date.now() + ttlMs });
      bytes += page.body.length;
    },
    /** Forgets every page (the office changed what visitors see). */
    clear() {
      entries.clear();
      bytes = 0;
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
