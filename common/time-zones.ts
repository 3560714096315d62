// IANA time zones of events (issue 13): an event's times are wall-clock times in its own zone; these
// helpers validate a zone name and turn a date and time in a zone into an instant. Used by the server
// (validation, .ics, "has begun") and the browser (the editor's select, the visitor's own time). The
// arithmetic of zones is Temporal's (temporal-polyfill's tree-shakeable functions, ADR 0038).

import * as Instant from 'temporal-polyfill/fns/Instant';
import * as PlainDate from 'temporal-polyfill/fns/PlainDate';
import * as PlainDateTime from 'temporal-polyfill/fns/PlainDateTime';
import * as ZonedDateTime from 'temporal-polyfill/fns/ZonedDateTime';
import { z } from './zod-setup.ts';

/**
 * Zones ICU still lists under their old names (Chromium and Node list Asia/Calcutta): the names people
 * search for today. Both names are valid; the list and a browser's own zone use the current one.
 */
const RENAMED: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Enderbury': 'Pacific/Kanton',
};
export const currentZoneName = (zone: string) => RENAMED[zone] ?? zone;

/** Zone names the runtime knows (its canonical list, current names), plus UTC, which the list leaves out. */
let choices: string[] | null = null;
export function timeZoneChoices(): string[] {
  choices ??= [
    'UTC',
    ...Intl.supportedValuesOf('timeZone')
      .filter((z) => z !== 'UTC')
      .map(currentZoneName)
      .sort(),
  ];
  return choices;
}

/**
 * An IANA zone name: in the runtime's list, or an alias of one (browsers report Asia/Calcutta, newer
 * ICU lists Asia/Kolkata). Offsets such as "+05:00", which Intl also accepts, are not zone names.
 */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value) || value.length > 64) return false;
  if (timeZoneChoices().includes(value)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneField = z
  .string({ error: 'validation.time_zone' })
  .trim()
  .refine(isTimeZone, 'validation.time_zone')
  .describe('IANA time zone of the event’s dates and times, e.g. Asia/Bangkok');

/** A wall-clock date (YYYY-MM-DD) and time (HH:MM, midnight when absent) in `zone`, as Temporal reads it. */
function zoned(date: string, time: string | null | undefined, zone: string) {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = (time ?? '00:00').split(':').map(Number);
  return PlainDateTime.toZonedDateTime(PlainDateTime.create(y, m, d, hh, mm), zone);
}

/**
 * The instant at which a wall-clock date (YYYY-MM-DD) and time (HH:MM, midnight when absent) happen in
 * `zone`. On days when the clocks change, Temporal's rule (as RFC 5545 reads TZID times): a time the
 * clocks skip is read with the offset before the change (02:30 New York on the spring day is 03:30
 * summer time), a time they pass twice is the first one.
 */
export function zonedInstant(date: string, time: string | null | undefined, zone: string): Date {
  return new Date(zoned(date, time, zone).epochMilliseconds);
}

/** Today's date (YYYY-MM-DD) in a zone. */
export function todayIn(zone: string, now = new Date()): string {
  return PlainDate.toString(ZonedDateTime.toPlainDate(Instant.toZonedDateTimeISO(Instant.fromEpochMilliseconds(now.getTime()), zone)));
}

/**
 * "2030-05-01T09:00+07:00": a wall-clock time with its zone's offset then (ISO 8601, as schema.org
 * reads it). A time the clocks skip is written as the time it becomes (02:30 → 03:30-04:00).
 */
export function isoWithOffset(date: string, time: string, zone: string): string {
  return ZonedDateTime.toString(zoned(date, time, zone), { smallestUnit: 'minute', timeZoneName: 'never', calendarName: 'never' });
}
