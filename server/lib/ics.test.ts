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

describe('icsCalendar', () => {
  it('writes an all-day event ending the day after its last day', () => {
    const ics = icsCalendar(base);
    expect(ics).toContain('DTSTART;VALUE=DATE:20300501\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20300508\r\n');
    expect(ics).toContain('DTSTAMP:20300101T100000Z');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  });

  it('writes the times of the event’s zone as UTC instants, escapes text and folds long lines without splitting characters', () => {
    const ics = icsCalendar({
      ...base,
      timezone: 'Asia/Bangkok',
      startTime: '09:00',
      endTime: '17:30',
      summary: 'Yoga; breath, and rest',
      description: 'ครูฝึกโยคะ '.repeat(20),
    });
    // 09:00 in Bangkok (UTC+7) is 02:00 UTC.
    expect(ics).toContain('DTSTART:20300501T020000Z\r\n');
    expect(ics).toContain('DTEND:20300507T103000Z\r\n');
    expect(ics).toContain('SUMMARY:Yoga\\; breath\\, and rest');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'ครูฝึกโยคะ '.repeat(20)}`);
  });

  it('follows the clocks of zones with summer time, on both sides of the change', () => {
    // New York: UTC−4 in summer, UTC−5 in winter; the event spans the change of 2 November 2031.
    const ics = icsCalendar({ ...base, timezone: 'America/New_York', startDate: '2031-10-31', endDate: '2031-11-03', startTime: '18:00', endTime: '20:00' });
    expect(ics).toContain('DTSTART:20311031T220000Z\r\n');
    expect(ics).toContain('DTEND:20311104T010000Z\r\n');
    // Kolkata (UTC+5:30), at midnight.
    expect(icsCalendar({ ...base, timezone: 'Asia/Kolkata', startTime: '00:00', endTime: '01:00' })).toContain('DTSTART:20300430T183000Z\r\n');
  });
});
