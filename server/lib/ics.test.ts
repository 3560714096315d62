import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { icsCalendar } from './ics.ts';

const base = {
  uid: 'booking-1@example.com',
  summary: 'Teacher training',
  startDate: '2030-05-01',
  endDate: '2030-05-07',
  timezone: 'UTC',
  stamp: new Date('2030-01-01T10:00:00Z'),
};

/** The file read back by a calendar parser: its event, and the sessions its recurrence expands to (as UTC instants). */
function readBack(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  const event = new ICAL.Event(vevents[0]);
  const sessions: { start: string; end: string; hours: number }[] = [];
  const occurrences = event.iterator();
  for (let next = occurrences.next(); next && sessions.length < 50; next = occurrences.next()) {
    const { startDate, endDate } = event.getOccurrenceDetails(next);
    const [start, end] = [startDate.toJSDate(), endDate.toJSDate()];
    sessions.push({ start: start.toISOString(), end: end.toISOString(), hours: (end.getTime() - start.getTime()) / 3_600_000 });
  }
  return { calendar, event, sessions };
}

describe('icsCalendar', () => {
  it('writes an all-day event ending the day after its last day', () => {
    const ics = icsCalendar(base);
    expect(ics).toContain('DTSTART;VALUE=DATE:20300501\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20300508\r\n');
    expect(ics).toContain('DTSTAMP:20300101T100000Z');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toContain('RRULE');
    const { calendar, event, sessions } = readBack(ics);
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//World Yoga Alliance//Events//EN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.uid).toBe('booking-1@example.com');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2030-05-01');
    expect(event.endDate.toString()).toBe('2030-05-08');
    expect(event.isRecurring()).toBe(false);
    expect(sessions).toHaveLength(1);
  });

  it('writes a multi-day event with daily times as one session a day in its own zone, not one block', () => {
    // The case: 09:00–12:00 on 27 and 28 November in Bangkok (UTC+7), once written as 27 hours.
    const ics = icsCalendar({ ...base, timezone: 'Asia/Bangkok', startDate: '2026-11-27', endDate: '2026-11-28', startTime: '09:00', endTime: '12:00' });
    expect(ics).toContain('DTSTART;TZID=Asia/Bangkok:20261127T090000\r\n');
    expect(ics).toContain('DTEND;TZID=Asia/Bangkok:20261127T120000\r\n');
    expect(ics).toContain('RRULE:FREQ=DAILY;COUNT=2\r\n');
    expect(ics).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Asia\/Bangkok\r\n[\s\S]*TZOFFSETTO:\+0700\r\n[\s\S]*END:VTIMEZONE\r\n/);
    const { calendar, event, sessions } = readBack(ics);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Asia/Bangkok');
    expect(event.startDate.zone?.tzid).toBe('Asia/Bangkok');
    expect(sessions).toEqual([
      { start: '2026-11-27T02:00:00.000Z', end: '2026-11-27T05:00:00.000Z', hours: 3 },
      { start: '2026-11-28T02:00:00.000Z', end: '2026-11-28T05:00:00.000Z', hours: 3 },
    ]);
  });

  it('keeps one UID per event, the same in every file of it', () => {
    const e = { ...base, timezone: 'Asia/Bangkok', startTime: '09:00', endTime: '12:00' };
    const uids = (ics: string) => ics.split('\r\n').filter((l) => l.startsWith('UID:'));
    expect(uids(icsCalendar(e))).toEqual(['UID:booking-1@example.com']);
    expect(icsCalendar({ ...e, stamp: new Date('2030-02-01T00:00:00Z') })).toContain('UID:booking-1@example.com\r\n');
    expect(readBack(icsCalendar(e)).sessions).toHaveLength(7);
  });

  it('escapes text, keeps Thai and other scripts, and folds long lines without splitting characters', () => {
    const summary = 'โยคะ; ลมหายใจ, และการพัก\nวันที่สอง';
    const description = `${'ครูฝึกโยคะ '.repeat(20)}\nLine two; with, commas\\and a backslash`;
    const ics = icsCalendar({
      ...base,
      timezone: 'Asia/Bangkok',
      startTime: '09:00',
      endTime: '17:30',
      summary,
      description,
      location: 'Riverside, Chiang Mai; 2nd floor',
      url: 'https://example.com/event/7',
    });
    expect(ics.replace(/\r\n /g, '')).toContain('SUMMARY:โยคะ\\; ลมหายใจ\\, และการพัก\\nวันที่สอง');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(ics))).not.toThrow();
    const { event } = readBack(ics);
    expect(event.summary).toBe(summary);
    expect(event.description).toBe(description);
    expect(event.location).toBe('Riverside, Chiang Mai; 2nd floor');
    expect(event.component.getFirstPropertyValue('url')).toBe('https://example.com/event/7');
  });

  it('follows the clocks of zones with summer time, on both sides of the change', () => {
    // New York: UTC−4 in summer, UTC−5 in winter; the event spans the change of 2 November 2031.
    const ics = icsCalendar({ ...base, timezone: 'America/New_York', startDate: '2031-10-31', endDate: '2031-11-03', startTime: '18:00', endTime: '20:00' });
    expect(ics).toContain('DTSTART;TZID=America/New_York:20311031T180000\r\n');
    expect(ics).toContain('RRULE:FREQ=DAILY;COUNT=4\r\n');
    expect(ics).toMatch(/BEGIN:DAYLIGHT[\s\S]*BEGIN:STANDARD/);
    expect(readBack(ics).sessions.map((s) => [s.start, s.hours])).toEqual([
      ['2031-10-31T22:00:00.000Z', 2],
      ['2031-11-01T22:00:00.000Z', 2],
      ['2031-11-02T23:00:00.000Z', 2],
      ['2031-11-03T23:00:00.000Z', 2],
    ]);
    // Kolkata (UTC+5:30), at midnight; its old name is written as the current one.
    const kolkata = icsCalendar({ ...base, endDate: base.startDate, timezone: 'Asia/Calcutta', startTime: '00:00', endTime: '01:00' });
    expect(kolkata).toContain('DTSTART;TZID=Asia/Kolkata:20300501T000000\r\n');
    expect(kolkata).toContain('TZID:Asia/Kolkata\r\n');
    expect(kolkata).not.toContain('RRULE');
    expect(readBack(kolkata).sessions).toEqual([{ start: '2030-04-30T18:30:00.000Z', end: '2030-04-30T19:30:00.000Z', hours: 1 }]);
  });

  it('names a zone that is a link by its own name, and writes UTC times with Z', () => {
    const phnomPenh = icsCalendar({ ...base, endDate: base.startDate, timezone: 'Asia/Phnom_Penh', startTime: '09:00', endTime: '10:00' });
    expect(phnomPenh).toContain('DTSTART;TZID=Asia/Phnom_Penh:20300501T090000\r\n');
    expect(readBack(phnomPenh).sessions[0].start).toBe('2030-05-01T02:00:00.000Z');
    const utc = icsCalendar({ ...base, startTime: '09:00', endTime: '12:00' });
    expect(utc).toContain('DTSTART:20300501T090000Z\r\n');
    expect(utc).toContain('DTEND:20300501T120000Z\r\n');
    expect(utc).not.toContain('VTIMEZONE');
    expect(readBack(utc).sessions).toHaveLength(7);
  });

  it('gives sessions without an end time, or ending before they start, no length', () => {
    for (const endTime of [null, '08:00']) {
      const { sessions } = readBack(icsCalendar({ ...base, endDate: '2030-05-02', timezone: 'Asia/Bangkok', startTime: '09:00', endTime }));
      expect(sessions).toEqual([
        { start: '2030-05-01T02:00:00.000Z', end: '2030-05-01T02:00:00.000Z', hours: 0 },
        { start: '2030-05-02T02:00:00.000Z', end: '2030-05-02T02:00:00.000Z', hours: 0 },
      ]);
    }
  });

  it('keeps a multi-day event without times all-day over its days', () => {
    const ics = icsCalendar({ ...base, timezone: 'Asia/Bangkok', startDate: '2026-11-27', endDate: '2026-11-28' });
    expect(ics).toContain('DTSTART;VALUE=DATE:20261127\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20261129\r\n');
    expect(ics).not.toContain('VTIMEZONE');
    const { event } = readBack(ics);
    expect([event.startDate.isDate, event.startDate.toString(), event.endDate.toString()]).toEqual([true, '2026-11-27', '2026-11-29']);
  });
});
