// Business constants of SPEC §9, shared by the web and the server.
export const LANGUAGES = ['en', 'th', 'zh', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const CURRENCIES = ['USD', 'THB', 'INR', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';
/** The footer's wide variant offers these; the small-screen variant adds EUR (SPEC §2 Navigation). */
export const FOOTER_CURRENCIES_WIDE: readonly Currency[] = ['USD', 'THB', 'INR'];

export const REQUEST_TIMEOUT_MS = 15_000;
export const UPLOAD_TIMEOUT_MS = 100_000;
export const TOAST_DURATION_MS = 4_000;
export const TOAST_WIDTH_PX = 400;
export const PLACES_PAGE_SIZE_MAX = 1000;
export const PASSWORD_MIN_LENGTH = 8;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const APP_VERSION = '0.1.0';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** Picks the first supported language of an Accept-Language header. */
export function languageFromHeader(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag, q] = part.trim().split(';q=');
      return { tag: tag.toLowerCase(), q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const base = tag.split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
