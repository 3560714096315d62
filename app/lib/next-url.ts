import { hasControlCharacters } from '#common/fields.ts';

const SAME_SITE = 'http://same-site.invalid';

/**
 * Only same-site paths may be used as the place to return to after login or a switch. Browsers drop
 * tabs and line breaks from URLs ("/\t/evil.example" becomes "//evil.example"), so any control
 * character, backslash or protocol-relative start sends the visitor to the fallback instead.
 */
export function safeNext(value: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return fallback;
  if (hasControlCharacters(value, false) || value.includes('\\') || value.startsWith('//')) return fallback;
  try {
    const url = new URL(value, SAME_SITE);
    return url.origin === SAME_SITE ? url.pathname + url.search + url.hash : fallback;
  } catch {
    return fallback;
  }
}
