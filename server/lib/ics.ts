// iCalendar (RFC 5545) files: one event, for a member's calendar (ADR 0037). ical-generator writes the
// file (escaping, folding, the calendar's fields); timezones-ical-library gives the VTIMEZONE of a zone.

import ical, { ICalCalendarMethod, ICalEventRepeatingFreq } from 'ical-generator';
import { Temporal } from 'temporal-polyfill';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { currentZoneName } from '#common/time-zones.ts';

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

/**
 * The VTIMEZONE block of a zone, named as the event's zone (by its current name: Asia/Calcutta is
 * written Asia/Kolkata). The library names a zone that is a link by the zone it links to (Asia/Phnom_Penh
 * by Asia/Bangkok): same clocks, so the block is renamed to keep the name the school chose. Null for UTC,
 * whose times are written with Z, and for a zone the library does not know (written in UTC too).
 */
function vtimezone(zone: string): { tzid: string; block: string } | null {
  const tzid = currentZoneName(zone);
  if (tzid === 'UTC' || tzid === 'Etc/UTC') return null;
  const found = tzlib_get_ical_block(tzid);
  if (!Array.isArray(found) || !found[0]?.startsWith('BEGIN:VTIMEZONE')) return null;
  const libraryId = found[1].replace(/^TZID=/, '');
  const block = found[0].replace(`TZID:${libraryId}\r\n`, `TZID:${tzid}\r\n`).replace(`X-LIC-LOCATION:${libraryId}\r\n`, `X-LIC-LOCATION:${tzid}\r\n`);
  return { tzid, block };
}

/** Every content line ends with CRLF, the last one too (RFC 5545 §3.1). */
const contentLines = (text: string) => (text.endsWith('\r\n') ? text : `${text}\r\n`);

const plainDate = (date: string) => Temporal.PlainDate.from(date);

/**
 * A calendar with one VEVENT. An event with times meets at those times on each of its days (a
 * 27–28 November event from 09:00 to 12:00 is two mornings, not 27 hours): its first session, repeated
 * daily (RRULE FREQ=DAILY;COUNT=days), as wall-clock times of its own zone (DTSTART;TZID=…) with that
 * zone's VTIMEZONE, so calendars follow the zone's clock changes between the days. An end time that is
 * missing or not after the start gives sessions without length. Without times the event is all-day,
 * its DTEND the day after the last day (RFC 5545 DTEND is exclusive).
 */
export function icsCalendar(e: CalendarEvent): string {
  const zone = vtimezone(e.timezone);
  const calendar = ical({
    prodId: { company: 'World Yoga Alliance', product: 'Events', language: 'EN' },
    scale: 'GREGORIAN',
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone (ical-generator would write DTSTAMP in it); the generator gives each event's.
    timezone: { name: null, generator: () => zone?.block ?? null },
  });
  const first = plainDate(e.startDate);
  const last = plainDate(e.endDate);
  const text = {
    id: e.uid,
    stamp: e.stamp,
    summary: e.summary,
    description: e.description || null,
    location: e.location || null,
    url: e.url || null,
  };
  if (!e.startTime) {
    calendar.createEvent({ ...text, allDay: true, start: first, end: last.add({ days: 1 }) });
    return contentLines(calendar.toString());
  }
  const start = first.toZonedDateTime({ timeZone: e.timezone, plainTime: Temporal.PlainTime.from(e.startTime) });
  const endOfFirst = e.endTime ? first.toZonedDateTime({ timeZone: e.timezone, plainTime: Temporal.PlainTime.from(e.endTime) }) : start;
  const days = first.until(last).days + 1;
  calendar.createEvent({
    ...text,
    timezone: zone?.tzid ?? null,
    start,
    end: Temporal.ZonedDateTime.compare(endOfFirst, start) > 0 ? endOfFirst : start,
    repeating: days > 1 ? { freq: ICalEventRepeatingFreq.DAILY, count: days } : null,
  });
  return contentLines(calendar.toString());
}
