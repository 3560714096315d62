// Dates, times and prices formatted on the server in the visitor's language (so the browser renders the same text).
import { dateTimeFormat, numberFormat } from './intl-formats.ts';

const locale = (lang: string) => (lang === 'zh' ? 'zh-CN' : lang);
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

export function formatDate(lang: string, date: string | null): string {
  if (!date) return '';
  return dateTimeFormat(locale(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(utc(date));
}

export function formatDateRange(lang: string, start: string, end: string): string {
  const f = dateTimeFormat(locale(lang), { dateStyle: 'medium', timeZone: 'UTC' });
  return start === end ? f.format(utc(start)) : f.formatRange(utc(start), utc(end));
}

/**
 * When a certificate of attendance marked but not yet issued will be: the event's last day and the
 * end time of its last session, in the event's own wall-clock time.
 */
export function certificateAfterLabel(lang: string, booking: { certificate_after: string | null; event: { end_date: string; end_time: string | null } }) {
  if (!booking.certificate_after) return null;
  const date = formatDate(lang, booking.event.end_date);
  return booking.event.end_time ? `${date}, ${formatTimeRange(lang, booking.event.end_time, null)}` : date;
}

export function formatTimeRange(lang: string, start: string | null, end: string | null): string {
  if (!start) return '';
  const f = dateTimeFormat(locale(lang), { timeStyle: 'short', timeZone: 'UTC' });
  const at = (hhmm: string) => new Date(`2000-01-01T${hhmm}:00Z`);
  return end ? f.formatRange(at(start), at(end)) : f.format(at(start));
}

/** Integer minor units in the event's own currency. */
export function formatPrice(lang: string, minor: number, currency: string): string {
  const value = minor / 100;
  return numberFormat(locale(lang), { style: 'currency', currency, maximumFractionDigits: Number.isInteger(value) ? 0 : 2 }).format(value);
}

export const formatNumber = (lang: string, n: number) => numberFormat(locale(lang)).format(n);

/** A zone as visitors read it: "Asia/Bangkok (GMT+7)", its offset taken at `at` (summer time counts). */
export function formatZone(lang: string, zone: string, at: Date): string {
  const offset = dateTimeFormat(locale(lang), { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const name = zone.replace(/_/g, ' ');
  return offset ? `${name} (${offset})` : name;
}

/** The same instant's time of day in two zones differs (not only the names). */
export function offsetsDiffer(at: Date, a: string, b: string): boolean {
  const clock = (zone: string) => dateTimeFormat('en-GB', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' }).format(at);
  return clock(a) !== clock(b);
}

/** An instant's date and time of day in a zone, in the visitor's language. */
export function formatInZone(lang: string, zone: string, at: Date, parts: 'date' | 'time'): string {
  const style = parts === 'date' ? { dateStyle: 'medium' as const } : { timeStyle: 'short' as const };
  return dateTimeFormat(locale(lang), { ...style, timeZone: zone }).format(at);
}
