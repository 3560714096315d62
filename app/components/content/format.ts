import { dateTimeFormat, numberFormat } from '../../lib/intl-formats.ts';

// Gregorian years in Thai too, matching the texts (founded 2011).
const LOCALES: Record<string, string> = { en: 'en-GB', th: 'th-TH-u-ca-gregory', zh: 'zh-CN', hi: 'hi-IN' };
export const localeOf = (lang: string) => LOCALES[lang] ?? 'en-GB';

/** Fees are integer minor units in the chosen currency; whole amounts show without decimals. */
export function formatMoney(minor: number, currency: string, lang: string) {
  const units = minor / 100;
  return numberFormat(localeOf(lang), {
    style: 'currency',
    currency,
    maximumFractionDigits: Number.isInteger(units) ? 0 : 2,
    minimumFractionDigits: 0,
  }).format(units);
}

export function formatDate(iso: string, lang: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }) {
  return dateTimeFormat(localeOf(lang), { timeZone: 'UTC', ...options }).format(new Date(iso));
}

export function formatDuration(seconds: number) {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
