import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#common/constants.ts';
import { STANDARD_CODES } from '#common/content.ts';
import { SCHOOL_LEVELS, TEACHER_TYPES } from '#common/directory.ts';
import { STANDARDS, standardLabel, standardName } from '#common/standards.ts';
import { FEE_SEEDS } from '../../db/seed/content-fees.ts';
import { getContentPage } from './pages.ts';

// One list of standards (common/standards.ts) names every standard; these tests fail when any other
// place gives a code a name of its own. The pages themselves are checked in tests/e2e/standard-names.spec.ts.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const CODES = STANDARDS.map((s) => s.code);

describe('the one list of standards', () => {
  it('names and describes every standard in every language, once', () => {
    expect(new Set(CODES).size).toBe(CODES.length);
    for (const s of STANDARDS) for (const lang of LANGUAGES) expect(s.name[lang] && s.summary[lang], `${s.code} ${lang}`).toBeTruthy();
    expect(STANDARD_CODES).toEqual(SCHOOL_LEVELS);
    expect([...SCHOOL_LEVELS, ...TEACHER_TYPES].sort()).toEqual([...CODES].sort());
    expect(standardLabel('AYS', 'en')).toBe('AYS – Ayurveda Yoga School');
  });

  it('gives each standard page the title of the list, in every language', async () => {
    for (const lang of LANGUAGES) {
      for (const code of STANDARD_CODES) {
        const page = await getContentPage({ path: `standards/${code.toLowerCase()}`, lang, cache: false });
        expect(page.title.replace(/\s*[(（].*$/, ''), `${lang}/${code}`).toBe(standardName(code, lang));
        expect(page.title, `${lang}/${code}`).toMatch(new RegExp(`[(（]${code}[)）]$`));
      }
    }
  });

  it('leaves no second set of names in the locale files', () => {
    const codes = CODES.join('|');
    const asLabel = new RegExp(`^(${codes}) – `);
    for (const lang of LANGUAGES) {
      for (const file of readdirSync(path.join(ROOT, 'locales', lang))) {
        const walk = (value: unknown, key: string): void => {
          if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${key}.${k}`);
          else if (typeof value === 'string') {
            expect(
              CODES.some((code) => key.endsWith(`.${code}`) || key.includes(`.${code}.`)),
              `${lang}/${file}${key} names a standard`,
            ).toBe(false);
            expect(asLabel.test(value), `${lang}/${file}${key}: ${value}`).toBe(false);
          }
        };
        walk(JSON.parse(readFileSync(path.join(ROOT, 'locales', lang, file), 'utf8')), '');
      }
    }
  });

  it('names the fees after the standards they are for', () => {
    for (const fee of FEE_SEEDS) {
      const code = fee.code.split('-')[0];
      for (const lang of LANGUAGES) expect(fee.name[lang], `${fee.code} ${lang}`).toMatch(new RegExp(`^${standardName(code, lang)}[ ,].*\\(${code}\\b`));
    }
  });
});
