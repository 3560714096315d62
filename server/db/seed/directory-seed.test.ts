import { Country } from 'country-state-city';
import { describe, expect, it } from 'vitest';
import { DEMO_EVENTS, DEMO_SCHOOLS, DEMO_TEACHERS, EVENT_KINDS } from './directory-data.ts';
import { pictureSvg, portraitSvg } from './directory-images.ts';
import { mobileFor, phoneFrom, schoolFaculty } from './directory-people.ts';
import { SCHOOL_PLACES, TEACHER_LOCAL } from './directory-places.ts';
import { eventDescription, schoolIntroduction, styleDescription, teacherIntroduction } from './directory-texts.ts';

// The demo directory must look like real listings (issue 8): local contacts, counts that agree,
// levels that fit what a school teaches, texts without repeated words, pictures that differ.

const callingCode = (country: string) => `+${Country.getCountryByCode(country)?.phonecode.replace(/^\+/, '')} `;
const STOP = new Set(['with', 'from', 'that', 'each', 'every', 'their', 'this', 'into', 'over', 'under', 'plus', 'taught', 'class']);
const contentWords = (text: string) => (text.toLowerCase().match(/\p{L}[\p{L}-]{3,}/gu) ?? []).filter((w) => !STOP.has(w));
const repeated = (text: string) => contentWords(text).filter((w, i, all) => all.indexOf(w) !== i);

describe('demo directory data', () => {
  it('gives every school a local street address and phone number, and every teacher a local mobile', () => {
    for (const s of DEMO_SCHOOLS) {
      const place = SCHOOL_PLACES[s.slug];
      expect(place, s.slug).toBeDefined();
      expect(place.address, s.slug).not.toMatch(/Yoga Lane/);
      expect(place.address, s.slug).toMatch(/\d/);
      expect(phoneFrom(place.tel, s.slug), s.slug).toMatch(new RegExp(`^\\${callingCode(s.country)}\\d`));
    }
    for (const t of DEMO_TEACHERS) expect(mobileFor(t.country, t.slug), t.slug).toMatch(new RegExp(`^\\${callingCode(t.country)}\\d`));
    expect(new Set(DEMO_SCHOOLS.map((s) => phoneFrom(SCHOOL_PLACES[s.slug].tel, s.slug))).size).toBe(DEMO_SCHOOLS.length);
  });

  it('writes names and addresses in the local script for listings in Thailand, China, India and Japan', () => {
    for (const s of DEMO_SCHOOLS.filter((x) => ['TH', 'CN', 'IN', 'JP'].includes(x.country) && !x.status))
      expect(SCHOOL_PLACES[s.slug].localAddress, s.slug).toMatch(/[^\p{Script=Latin}\d\s,./-]/u);
    for (const t of DEMO_TEACHERS.filter((x) => ['TH', 'CN', 'JP'].includes(x.country) && !x.hidden && x.slug !== 'sarah-whitfield'))
      expect(TEACHER_LOCAL[t.slug]?.localName, t.slug).toBeTruthy();
    // Latin names stay Latin: the local name has a field of its own.
    for (const s of DEMO_SCHOOLS) expect(s.name, s.slug).toMatch(/^[\p{Script=Latin}\d\s&’'.-]+$/u);
  });

  it('counts the teachers a school lists, includes its demo teachers and founder, and names them once', () => {
    for (const s of DEMO_SCHOOLS) {
      const { faculty } = schoolFaculty(s);
      const names = faculty.map((f) => f.name);
      expect(new Set(names).size, s.slug).toBe(names.length);
      expect(names[0]).toBe(s.founder);
      for (const t of DEMO_TEACHERS.filter((x) => x.schools.includes(s.slug))) expect(names, s.slug).toContain(t.name);
      expect(faculty.length, s.slug).toBeGreaterThanOrEqual(2);
      expect(schoolIntroduction(s, 2, faculty.length, 3000)).toContain(`a faculty of ${['', '', 'two', 'three', 'four', 'five', 'six'][faculty.length]}`);
    }
  });

  it('registers schools only for standards that fit what they teach', () => {
    const needs: Record<string, (s: (typeof DEMO_SCHOOLS)[number]) => boolean> = {
      AYS: (s) => s.styles.includes('ayurveda'),
      AVS: (s) => s.styles.includes('ashtanga'),
      KYS: (s) => s.styles.includes('kids'),
      PYS: (s) => s.styles.includes('prenatal'),
      YYS: (s) => s.styles.includes('yin'),
      MSS: (s) => s.styles.includes('meditation'),
      YTS: (s) => s.styles.includes('therapy'),
      OYCP: (s) => s.training.some((t) => t === 'online' || t === 'hybrid'),
    };
    for (const s of DEMO_SCHOOLS) for (const level of s.levels) expect(needs[level]?.(s) ?? true, `${s.slug} ${level}`).toBe(true);
  });

  it('describes each school in its own words, without repeating a word within a sentence', () => {
    const intros = DEMO_SCHOOLS.map((s, n) => schoolIntroduction(s, n, schoolFaculty(s).faculty.length, schoolFaculty(s).mainHours));
    expect(new Set(intros).size).toBe(intros.length);
    const paragraphs = intros.flatMap((i) => i.split('\n\n'));
    const shared = paragraphs.filter((p, i) => paragraphs.indexOf(p) !== i);
    expect(shared.length, shared.join('\n')).toBeLessThan(intros.length / 3);
    for (const [n, s] of DEMO_SCHOOLS.entries()) expect(repeated(styleDescription(s.styles, n)), s.slug).toEqual([]);
    const teacherIntros = DEMO_TEACHERS.map((t, n) => teacherIntroduction(t, n, undefined));
    expect(new Set(teacherIntros).size).toBe(teacherIntros.length);
    for (const [n, e] of DEMO_EVENTS.entries())
      expect(eventDescription(EVENT_KINDS[e.kind].text, DEMO_SCHOOLS.find((s) => s.slug === e.school)!, n)).not.toMatch(/Yoga Lane|\+1555/);
  });

  it('draws different pictures for different listings', () => {
    const covers = DEMO_SCHOOLS.map((s, n) => pictureSvg(SCHOOL_PLACES[s.slug].scene, n + 1, 1200, 480));
    expect(new Set(covers).size).toBe(covers.length);
    expect(new Set(DEMO_SCHOOLS.map((s) => SCHOOL_PLACES[s.slug].scene)).size).toBeGreaterThanOrEqual(7);
    expect(new Set(Array.from({ length: 12 }, (_, i) => portraitSvg(i))).size).toBe(12);
  });
});
