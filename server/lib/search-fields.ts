import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '#common/constants.ts';
import { standardName } from '#common/standards.ts';
import type { countries, regions } from '../db/schema/index.ts';
import { localCityNames } from './city-names.ts';
import { searchText } from './search-text.ts';

type Labels = { styles_list: Record<string, string>; training_list: Record<string, string> };
const LOCALES = path.resolve(import.meta.dirname, '../../locales');
let labels: Labels[] | undefined;
const allLabels = () => (labels ??= LANGUAGES.map((lang) => JSON.parse(readFileSync(path.join(LOCALES, lang, 'directory.json'), 'utf8')) as Labels));

/** A code with its label in every language ("hatha Hatha หฐโยคะ 哈他瑜伽 हठ योग"). */
const labelled = (group: keyof Labels, codes: string[]) => codes.flatMap((code) => [code, ...allLabels().map((l) => l[group][code] ?? '')]);
/** A standard's code with its name in every language, from the one list of standards. */
const standardsNamed = (codes: string[]) => codes.flatMap((code) => [code, ...LANGUAGES.map((lang) => standardName(code, lang))]);

export type PlaceRow = { country: typeof countries.$inferSelect | null; region: typeof regions.$inferSelect | null };

export type Coordinates = { latitude?: number | null; longitude?: number | null };

/**
 * Search text of a place in every language and script, so "เชียงใหม่", "清迈" and "Chiang Mai" all
 * find it: country and region names, the region's own name, and the city's names from GeoNames.
 */
export function placeSearchParts(row: PlaceRow, city?: string | null, at: Coordinates = {}): string[] {
  const parts = [city ?? ''];
  if (row.country) parts.push(row.country.nameEn, row.country.nameTh, row.country.nameZh, row.country.nameHi, row.country.code2);
  if (row.region) parts.push(row.region.nameEn, row.region.nameTh ?? '', row.region.nameZh ?? '', row.region.nameHi ?? '', row.region.nameLocal ?? '');
  parts.push(...localCityNames(row.country?.code2, city, { lat: at.latitude, lng: at.longitude }));
  return [...new Set(parts)];
}

export type Place = { country: typeof countries.$inferSelect | null; region: typeof regions.$inferSelect | null };

/** A listing's own name and address in its local script (โยคะเชียงใหม่; ऋषिकेश, उत्तराखंड), given by the school or teacher. */
type LocalNames = { localName?: string | null; localAddress?: string | null };

/**
 * The search columns of a listing, written by whoever writes the listing (seeds, and later the
 * member's editing): folded names for typo tolerance, and everything searchable on one line.
 */
export function schoolSearchFields(
  s: LocalNames &
    Coordinates & {
      name: string;
      introduction?: string | null;
      styleDescription?: string | null;
      styles?: string[];
      levels?: string[];
      trainingTypes?: string[];
      city?: string | null;
      wyaSchoolId?: string | null;
      instructors?: string[];
    },
  place: Place,
) {
  return {
    nameSearch: searchText([s.name, s.localName]),
    placeSearch: searchText(placeSearchParts(place, s.city, s)),
    searchText: searchText([
      s.name,
      s.localName,
      s.localAddress,
      s.wyaSchoolId,
      labelled('styles_list', s.styles ?? []),
      standardsNamed(s.levels ?? []),
      labelled('training_list', s.trainingTypes ?? []),
      placeSearchParts(place, s.city, s),
      s.instructors ?? [],
      s.styleDescription,
      s.introduction,
    ]),
  };
}

export function teacherSearchFields(
  t: LocalNames &
    Coordinates & {
      displayName: string;
      headline?: string | null;
      introduction?: string | null;
      styles?: string[];
      registrationType?: string | null;
      city?: string | null;
      wyaTeacherId?: string | null;
    },
  place: Place,
) {
  return {
    nameSearch: searchText([t.displayName, t.localName]),
    placeSearch: searchText(placeSearchParts(place, t.city, t)),
    searchText: searchText([
      t.displayName,
      t.localName,
      t.localAddress,
      t.wyaTeacherId,
      t.headline,
      labelled('styles_list', t.styles ?? []),
      standardsNamed(t.registrationType ? [t.registrationType] : []),
      placeSearchParts(place, t.city, t),
      t.introduction,
    ]),
  };
}

/** An event is found by its school's names too, in Latin and local script. */
export function eventSearchFields(
  e: Coordinates & { subject: string; description?: string | null; school?: LocalNames & { name: string }; styles?: string[]; city?: string | null },
  place: Place,
) {
  return {
    nameSearch: searchText([e.subject]),
    placeSearch: searchText(placeSearchParts(place, e.city, e)),
    searchText: searchText([
      e.subject,
      e.school?.name,
      e.school?.localName,
      e.school?.localAddress,
      labelled('styles_list', e.styles ?? []),
      placeSearchParts(place, e.city, e),
      e.description,
    ]),
  };
}
