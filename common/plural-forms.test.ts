import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A count shown with a noun needs its singular ("1 star", not "1 stars"): i18next picks `key_one` or
// `key_other` by the count. Strings where the count stands alone ("Upcoming (3)", "2 of 12") are
// listed here, so that a new count string without its forms fails until someone decides.
const COUNT_WITHOUT_NOUN = new Set([
  'directory.teachers_introduced',
  'events.editor.images.hint',
  'events.editor.instructors.moved',
  'events.editor.own.upcoming',
  'events.editor.own.past',
  'events.editor.own.inactive',
  'listing.gallery.hint',
  'staff.payments.slips_to_verify',
]);

const LOCALES = path.resolve(import.meta.dirname, '../locales');
const flatten = (value: unknown, prefix: string, into: Map<string, string>) => {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, into);
  return into;
};
const strings = (lang: string) => {
  const all = new Map<string, string>();
  for (const file of readdirSync(path.join(LOCALES, lang)))
    flatten(JSON.parse(readFileSync(path.join(LOCALES, lang, file), 'utf8')), file.replace(/\.json$/, ''), all);
  return all;
};

describe('counted strings', () => {
  const english = strings('en');

  it('have a singular and a plural in English, unless the count stands alone', () => {
    const bare = [...english].filter(
      ([key, text]) => text.includes('{{count}}') && !/_(one|other|zero|two|few|many)$/.test(key) && !COUNT_WITHOUT_NOUN.has(key),
    );
    expect(bare.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('have both forms in every language wherever English has them', () => {
    for (const lang of ['th', 'zh', 'hi']) {
      const theirs = strings(lang);
      const missing = [...english.keys()].filter((key) => /_(one|other)$/.test(key) && !theirs.has(key));
      expect(missing, lang).toEqual([]);
    }
  });
});
