import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '#common/constants.ts';
import type { countries, regions } from '../../db/schema/index.ts';
import { placeSearchParts } from './places.ts';
import { searchText } from './search.ts';

type Labels = { styles_list: Record<string, string>; training_list: Record<string, string>; levels_list: Record<string, string> };
const LOCALES = path.resolve(import.meta.dirname, '../../../locales');
let labels: Labels[] | undefined;
const allLabels = () => (labels ??= LANGUAGES.map((lang) => JSON.parse(readFileSync(path.join(LOCALES, lang, 'directory.json'), 'utf8')) as Labels));

/** A code with its label in every language ("hatha Hatha หฐโยคะ 哈他瑜伽 हठ योग"). */
const labelled = (group: keyof Labels, codes: string[]) => codes.flatMap((code) => [code, ...allLabels().map((l) => l[group][code] ?? '')]);

export type Place = { country: typeof countries.$inferSelect | null; region: typeof regions.$inferSelect | null };

/**
 * The search columns of a listing, written by whoever writes the listing (seeds, and later the
 * member's editing): folded name for typo tolerance, and everything searchable on one line.
 */
export function schoolSearchFields(s: { name: string; introduction?: string | null; styleDescription?: string | null; styles?: string[]; levels?: string[]; trainingTypes?: string[]; city?: string | null; wyaSchoolId?: string | null; instructors?: string[] }, place: Place) {
  return {
    nameSearch: searchText([s.name]),
    searchText: searchText([
      s.name,
      s.wyaSchoolId,
      labelled('styles_list', s.styles ?? []),
      labelled('levels_list', s.levels ?? []),
      labelled('training_list', s.trainingTypes ?? []),
      placeSearchParts(place, s.city),
      s.instructors ?? [],
      s.styleDescription,
      s.introduction,
    ]),
  };
}

export function teacherSearchFields(t: { displayName: string; headline?: string | null; introduction?: string | null; styles?: string[]; registrationType?: string | null; city?: string | null; wyaTeacherId?: string | null }, place: Place) {
  return {
    nameSearch: searchText([t.displayName]),
    searchText: searchText([
      t.displayName,
      t.wyaTeacherId,
      t.headline,
      labelled('styles_list', t.styles ?? []),
      t.registrationType ? labelled('levels_list', [t.registrationType]) : [],
      placeSearchParts(place, t.city),
      t.introduction,
    ]),
  };
}

export function eventSearchFields(e: { subject: string; description?: string | null; schoolName?: string; styles?: string[]; city?: string | null }, place: Place) {
  return {
    nameSearch: searchText([e.subject]),
    searchText: searchText([e.subject, e.schoolName, labelled('styles_list', e.styles ?? []), placeSearchParts(place, e.city), e.description]),
  };
}
