import { Country } from 'country-state-city';
import { describe, expect, it } from 'vitest';
import { likelyTimeZone } from './country-time-zones.ts';
import { currentZoneName, isoWithOffset, isTimeZone, todayIn, zonedInstant } from './time-zones.ts';

describe('event time zones', () => {
  it('knows IANA names and their aliases, not offsets or made-up places', () => {
    for (const zone of ['UTC', 'Asia/Bangkok', 'Asia/Kolkata', 'Asia/Calcutta', 'America/Argentina/Buenos_Aires']) expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['', '+05:00', 'GMT+7', 'Mars/Olympus_Mons', 'Asia/Bangkok ', '../etc/passwd', 'x'.repeat(70)])
      expect(isTimeZone(zone), zone).toBe(false);
  });

  it('turns wall-clock times into instants, summer time included', () => {
    expect(zonedInstant('2030-05-01', '09:00', 'Asia/Bangkok').toISOString()).toBe('2030-05-01T02:00:00.000Z');
    expect(zonedInstant('2030-05-01', null, 'Asia/Kathmandu').toISOString()).toBe('2030-04-30T18:15:00.000Z');
    expect(zonedInstant('2031-07-01', '12:00', 'Europe/London').toISOString()).toBe('2031-07-01T11:00:00.000Z');
    expect(zonedInstant('2031-01-01', '12:00', 'Europe/London').toISOString()).toBe('2031-01-01T12:00:00.000Z');
    expect(isoWithOffset('2030-05-01', '09:00', 'Asia/Kolkata')).toBe('2030-05-01T09:00+05:30');
    expect(isoWithOffset('2031-01-10', '18:30', 'America/New_York')).toBe('2031-01-10T18:30-05:00');
    expect(todayIn('Pacific/Kiritimati', new Date('2030-01-01T11:00:00Z'))).toBe('2030-01-02');
    expect(todayIn('America/Los_Angeles', new Date('2030-01-01T07:59:00Z'))).toBe('2029-12-31');
  });

  it('reads times on the days the clocks change as calendars read them (RFC 5545, Temporal)', () => {
    // New York springs forward at 02:00 on 9 March 2031: 02:30 does not happen and is read as 03:30 EDT.
    expect(zonedInstant('2031-03-09', '02:30', 'America/New_York').toISOString()).toBe('2031-03-09T07:30:00.000Z');
    expect(zonedInstant('2031-03-09', '03:30', 'America/New_York').toISOString()).toBe('2031-03-09T07:30:00.000Z');
    expect(isoWithOffset('2031-03-09', '02:30', 'America/New_York')).toBe('2031-03-09T03:30-04:00');
    // It falls back at 02:00 on 2 November 2031: 01:30 happens twice, and is the first (EDT).
    expect(zonedInstant('2031-11-02', '01:30', 'America/New_York').toISOString()).toBe('2031-11-02T05:30:00.000Z');
    expect(isoWithOffset('2031-11-02', '01:30', 'America/New_York')).toBe('2031-11-02T01:30-04:00');
    // Lord Howe moves its clocks by half an hour; Nuuk changes at midnight.
    expect(zonedInstant('2031-01-15', '09:00', 'Australia/Lord_Howe').toISOString()).toBe('2031-01-14T22:00:00.000Z');
    expect(zonedInstant('2031-07-15', '09:00', 'Australia/Lord_Howe').toISOString()).toBe('2031-07-14T22:30:00.000Z');
    expect(isoWithOffset('2031-07-15', '09:00', 'Australia/Lord_Howe')).toBe('2031-07-15T09:00+10:30');
    expect(zonedInstant('2026-03-29', '00:00', 'America/Nuuk').toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('answers the same whatever the zone of the computer running it', () => {
    const before = process.env.TZ;
    const answers = () => [
      zonedInstant('2026-03-29', '00:30', 'America/Nuuk').toISOString(),
      zonedInstant('2031-03-09', '02:30', 'America/New_York').toISOString(),
      zonedInstant('2031-10-26', '01:30', 'Europe/London').toISOString(),
      isoWithOffset('2030-05-01', '09:00', 'Asia/Kolkata'),
      todayIn('Asia/Tokyo', new Date('2030-01-01T15:30:00Z')),
    ];
    try {
      const expected = answers();
      expect(expected).toEqual(['2026-03-29T01:30:00.000Z', '2031-03-09T07:30:00.000Z', '2031-10-26T00:30:00.000Z', '2030-05-01T09:00+05:30', '2030-01-02']);
      for (const tz of ['Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata']) {
        process.env.TZ = tz;
        expect(answers(), tz).toEqual(expected);
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it('guesses a place’s zone from its country, by longitude where a country has several', () => {
    expect(likelyTimeZone('th', 98.9)).toBe('Asia/Bangkok');
    expect(likelyTimeZone('US', -122.4)).toBe('America/Los_Angeles');
    expect(likelyTimeZone('US', -74)).toBe('America/New_York');
    expect(likelyTimeZone('AU', 115.8)).toBe('Australia/Perth');
    expect(likelyTimeZone('ID', 115.2)).toBe('Asia/Makassar');
    expect(likelyTimeZone('IS', -21.9)).toBeNull();
    expect(likelyTimeZone(null, null)).toBeNull();
  });

  it('guesses only zones of the country itself (as the places data lists them)', () => {
    const places: [string, number][] = [
      ['TH', 99],
      ['IN', 77],
      ['CN', 116],
      ['JP', 139],
      ['GB', 0],
      ['ZA', 28],
      ['US', -100],
      ['CA', -79],
      ['AU', 151],
      ['BR', -46],
      ['ID', 107],
      ['MX', -99],
      ['NP', 85],
      ['LK', 80],
    ];
    for (const [country, longitude] of places) {
      const zones = (Country.getCountryByCode(country)?.timezones ?? []).map((z) => currentZoneName(z.zoneName));
      expect(zones, country).toContain(likelyTimeZone(country, longitude));
    }
  });
});
