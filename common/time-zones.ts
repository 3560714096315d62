// IANA time zones of events (issue 13): an event's times are wall-clock times in its own zone; these
// helpers validate a zone name and turn a date and time in a zone into an instant. Used by the server
// (validation, .ics, "has begun") and the browser (the editor's select, the visitor's own time).

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

/** One formatter per zone: creating one costs ≈ 50 µs, and a page of events asks for several instants. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClockIn(zone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(zone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    wallClockIn(zone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which a wall-clock date (YYYY-MM-DD) and time (HH:MM, midnight when absent) happen in
 * `zone`. Twice corrected, so that days when the clocks change land on the right side.
 */
export function zonedInstant(date: string, time: string | null | undefined, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = (time ?? '00:00').split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let instant = wall - offsetAt(wall, zone);
  instant = wall - offsetAt(instant, zone);
  return new Date(instant);
}

/** Today's date (YYYY-MM-DD) in a zone. */
export function todayIn(zone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** "2030-05-01T09:00+07:00": a wall-clock time with its zone's offset then (ISO 8601, as schema.org reads it). */
export function isoWithOffset(date: string, time: string, zone: string): string {
  const minutes = Math.round((Date.parse(`${date}T${time}:00Z`) - zonedInstant(date, time, zone).getTime()) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${date}T${time}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
