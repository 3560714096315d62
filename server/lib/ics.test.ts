import { describe, expect, it } from 'vitest';
import { icsCalendar } from './ics.ts';

const base = {
  uid: 'booking-1@example.com',
  summary: 'Teacher training',
  startDate: '2030-05-01',
  endDate: '2030-05-07',
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

  it('writes local times, escapes text and folds long lines without splitting characters', () => {
    const ics = icsCalendar({ ...base, startTime: '09:00', endTime: '17:30', summary: 'Yoga; breath, and rest', description: 'ครูฝึกโยคะ '.repeat(20) });
    expect(ics).toContain('DTSTART:20300501T090000');
    expect(ics).toContain('DTEND:20300507T173000');
    expect(ics).toContain('SUMMARY:Yoga\\; breath\\, and rest');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'ครูฝึกโยคะ '.repeat(20)}`);
  });
});
