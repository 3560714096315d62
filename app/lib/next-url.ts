import { hasControlCharacters } from '#common/fields.ts';

const SAME_SITE = 'http://same-site.invalid';

/** A path the browser reads as this site's own, once more, after the URL parser has normalised it. */
const isOwnPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && new URL(path, SAME_SITE).origin === SAME_SITE;

/**
 * Only same-site paths may be used as the place to return to after login or a switch. The check is
 * made on what the WHATWG URL parser makes of the value, not on the raw string: it collapses dot
 * segments (`/.//evil.example`, `/%2e%2e//evil.example` become `//evil.example`, another site) and
 * browsers drop tabs and line breaks, so the normalised path is checked again and is what is answered.
 */
export function safeNext(value: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return fallback;
  if (hasControlCharacters(value, false) || value.includes('\\')) return fallback;
  try {
    const url = new URL(value, SAME_SITE);
    const path = url.pathname + url.search + url.hash;
    return url.origin === SAME_SITE && isOwnPath(path) ? path : fallback;
  } catch {
    return fallback;
  }
}
