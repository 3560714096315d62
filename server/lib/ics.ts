// iCalendar (RFC 5545) files: one event, for a member's calendar.

import { zonedInstant } from '#common/time-zones.ts';

export type CalendarEvent = {
  uid: string;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  /** YYYY-MM-DD, and HH:MM when the event has times. */
  startDate: string;
  endDate: string;
  startTime?: string | null;
  endTime?: string | null;
  /** IANA zone of the dates and times. */
  timezone: string;
  stamp: Date;
};

/** Text values escape backslashes, semicolons, commas and line breaks. */
const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    if (size + bytes > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Times are the event's wall-clock times in its own zone, written as UTC instants (…Z) so that every
 * calendar shows them right in its owner's zone without a VTIMEZONE block. Without times the event is
 * all-day, its end the day after the last day (RFC 5545 DTEND is exclusive).
 */
function when(e: CalendarEvent): string[] {
  if (e.startTime) {
    const start = zonedInstant(e.startDate, e.startTime, e.timezone);
    const end = zonedInstant(e.endDate, e.endTime ?? e.startTime, e.timezone);
    return [`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(end > start ? end : start)}`];
  }
  return [`DTSTART;VALUE=DATE:${compactDate(e.startDate)}`, `DTEND;VALUE=DATE:${compactDate(nextDay(e.endDate))}`];
}

export function icsCalendar(e: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//World Yoga Alliance//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    ...when(e),
    `SUMMARY:${escapeText(e.summary)}`,
    e.description ? `DESCRIPTION:${escapeText(e.description)}` : null,
    e.location ? `LOCATION:${escapeText(e.location)}` : null,
    e.url ? `URL:${e.url}` : null,
    'END:VEVENT',
    'END:VCALENDAR',
  ].filter((l): l is string => l !== null);
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
