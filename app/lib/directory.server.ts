import { createHash } from 'node:crypto';
import { data, type RouterContextProvider } from 'react-router';
import type { Page } from '#common/answers.ts';
import { PLACES_PAGE_SIZE_MAX } from '#common/constants.ts';
import { DIRECTORY_PAGE_SIZE, type DirectoryKind, type EventCard, type SchoolPage, type TeacherPage } from '#common/directory.ts';
import { idFromUrl, pageFromUrl, withoutControlCharacters } from '#common/fields.ts';
import { zonedInstant } from '#common/time-zones.ts';
import { type ApiClient, apiClient, failedPage } from './api.server.ts';
import { formatDateRange, formatPrice, formatTimeRange, formatZone } from './directory-format.ts';
import { serverT } from './i18n.server.ts';
import type { Option } from './packed-options.ts';
import { webStateContext } from './web-state.server.ts';

export type { Option };

// Countries never change while the process runs: one call per language.
const countryCache = new Map<string, Promise<Option[]>>();

export function countryOptions(api: ApiClient, lang: string): Promise<Option[]> {
  let cached = countryCache.get(lang);
  if (!cached) {
    cached = api.get('cities_light/countries/', { query: { page_size: PLACES_PAGE_SIZE_MAX } }).then((res) => {
      if (!res.ok) {
        countryCache.delete(lang);
        return [];
      }
      return res.data.results.map((c) => ({ value: c.code2, label: c.name })).sort((a, b) => a.label.localeCompare(b.label, lang));
    });
    countryCache.set(lang, cached);
  }
  return cached;
}

export async function regionOptions(api: ApiClient, country: string): Promise<Option[]> {
  if (!/^[A-Z]{2}$/.test(country)) return [];
  const res = await api.get('cities_light/regions/', { query: { country, page_size: PLACES_PAGE_SIZE_MAX } });
  return res.ok ? res.data.results.map((r) => ({ value: String(r.id), label: r.name })) : [];
}

/** The search as it lives in the page URL (shareable, works without JavaScript). */
export type DirectorySearch = {
  q: string;
  country: string;
  region: string;
  level: string;
  style: string;
  from: string;
  to: string;
  past: boolean;
  page: number;
};

export function readSearch(url: URL): DirectorySearch {
  const p = url.searchParams;
  // Control characters can only come from a hand-made address: dropped, so the page is corrected, not refused.
  const text = (k: string, max = 100) =>
    withoutControlCharacters(p.get(k) ?? '')
      .trim()
      .slice(0, max);
  const date = (k: string) => (isCalendarDate(text(k)) ? text(k) : '');
  return {
    q: text('q', 200),
    country: text('country', 2).toUpperCase(),
    region: idFromUrl(text('region')) ? text('region') : '',
    level: text('level', 20),
    style: text('style', 40),
    from: date('from'),
    to: date('to'),
    past: p.get('past') === '1',
    page: pageFromUrl(p.get('page')),
  };
}

/** YYYY-MM-DD naming a day that exists (not 2026-13-45). */
function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

/** The API query of a directory search. */
export function apiQuery(kind: DirectoryKind, s: DirectorySearch, extra: Record<string, string | number> = {}) {
  const common = { search: s.q, country: s.country, region: s.region, ...extra };
  if (kind === 'events') return { ...common, date_from: s.from, date_to: s.to, upcoming: s.past ? 0 : 1 };
  return { ...common, level: s.level, style: s.style };
}

export type EventCardView = EventCard & { dates_label: string; time_label: string; price_label: string; zone_label: string };

// Formatting a date range and a zone's offset costs ≈ 40 µs per event (ICU). Each label is kept per
// language and per the fields it shows, not per event: many events share their dates, times, price
// or zone, so an event seen for the first time (a school's page, a new search) mostly finds its
// labels ready.
const LABELS_KEPT = 5_000;

function remembered(format: (...parts: string[]) => string): (...parts: string[]) => string {
  const kept = new Map<string, string>();
  return (...parts) => {
    const key = parts.join('|');
    let label = kept.get(key);
    if (label === undefined) {
      label = format(...parts);
      if (kept.size >= LABELS_KEPT) kept.clear();
      kept.set(key, label);
    }
    return label;
  };
}

const datesLabel = remembered((lang, start, end) => formatDateRange(lang, start, end));
const timeLabel = remembered((lang, start, end) => formatTimeRange(lang, start || null, end || null));
const priceLabel = remembered((lang, price, currency) => formatPrice(lang, Number(price), currency));
// The zone's name with its offset on the first day: the times above are wall-clock times there.
const zoneLabel = remembered((lang, zone, date, time) => formatZone(lang, zone, zonedInstant(date, time || null, zone)));

export function eventView(lang: string, e: EventCard): EventCardView {
  return {
    ...e,
    dates_label: datesLabel(lang, e.start_date, e.end_date),
    time_label: timeLabel(lang, e.start_time ?? '', e.end_time ?? ''),
    price_label: e.price ? priceLabel(lang, String(e.price), e.currency) : '',
    zone_label: zoneLabel(lang, e.timezone, e.start_date, e.start_time ?? ''),
  };
}

export type DirectoryResults = { kind: 'schools'; page: SchoolPage } | { kind: 'teachers'; page: TeacherPage } | { kind: 'events'; page: Page<EventCardView> };

/** One page of a directory search; a failed call throws its error page (a page past the end is a 404). */
export async function searchDirectory(api: ApiClient, lang: string, kind: DirectoryKind, s: DirectorySearch): Promise<DirectoryResults> {
  const query = apiQuery(kind, s, { page: s.page, page_size: DIRECTORY_PAGE_SIZE });
  if (kind === 'events') {
    const res = await api.get('event', { query });
    if (!res.ok) throw failedPage(res);
    return { kind, page: { ...res.data, results: res.data.results.map((e) => eventView(lang, e)) } };
  }
  if (kind === 'teachers') {
    const res = await api.get('teacher/teacher', { query });
    if (!res.ok) throw failedPage(res);
    return { kind, page: res.data };
  }
  const res = await api.get('school/school', { query });
  if (!res.ok) throw failedPage(res);
  return { kind, page: res.data };
}

const VISITOR_COOKIE = 'wya_vid';

/**
 * A stable, anonymous key per browser so a profile's viewer count grows once per visitor per day.
 * Returns the key and, for a first visit, the cookie to set.
 */
export function visitorKey(request: Request): { key: string; setCookie?: string } {
  const cookie = request.headers.get('cookie')?.match(/(?:^|;\s*)wya_vid=([\w-]{8,64})/)?.[1];
  if (cookie) return { key: cookie };
  const fingerprint = [
    request.headers.get('x-forwarded-for') ?? '',
    request.headers.get('user-agent') ?? '',
    request.headers.get('accept-language') ?? '',
  ].join('|');
  const key = createHash('sha256').update(fingerprint).digest('hex').slice(0, 32);
  return { key, setCookie: `${VISITOR_COOKIE}=${key}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly` };
}

export const directoryApi = (context: Readonly<RouterContextProvider>, request: Request) => ({
  api: apiClient(context, request),
  lang: context.get(webStateContext).lang,
});

/** The not-found page with status 404 and its own title, for unknown or unpublished profiles and events. */
export async function notFoundPage(context: Readonly<RouterContextProvider>) {
  const t = await serverT(context);
  return data({ notFound: true as const, meta: { title: t('notfound.title'), noindex: true } }, { status: 404 });
}
