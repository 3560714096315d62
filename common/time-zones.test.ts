import { Country } from 'country-state-city';
import { describe, expect, it } from 'vitest';
import { likelyTimeZone } from '../server/lib/country-time-zones.ts';
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
