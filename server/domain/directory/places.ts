import { type AnyColumn, type SQL, eq, sql } from 'drizzle-orm';
import type { Language } from '#common/constants.ts';
import { countries, type regions } from '../../db/schema/index.ts';
import { countryName, regionName } from '../places/places.ts';

/** A country filter given as an id (12) or an ISO code (TH). */
export function countryCondition(column: AnyColumn, country: string | undefined): SQL | undefined {
  if (!country) return undefined;
  if (/^\d+$/.test(country)) return eq(column, Number(country));
  return sql`${column} = (select ${countries.id} from ${countries} where ${countries.code2} = ${country.toUpperCase()})`;
}

export const regionCondition = (column: AnyColumn, region: number | undefined): SQL | undefined => (region ? eq(column, region) : undefined);

type PlaceRow = { country: typeof countries.$inferSelect | null; region: typeof regions.$inferSelect | null };

/** Country and region of a listing, named in the caller's language. */
export function placeJson(row: PlaceRow, lang: Language) {
  return {
    country: row.country ? { id: row.country.id, code: row.country.code2, name: countryName(row.country, lang) } : null,
    region: row.region ? { id: row.region.id, name: regionName(row.region, lang) } : null,
  };
}

/** Search text of a place in every language, so "เชียงใหม่", "清迈" and "Chiang Mai" all find it. */
export function placeSearchParts(row: PlaceRow, city?: string | null): string[] {
  const parts = [city ?? ''];
  if (row.country) parts.push(row.country.nameEn, row.country.nameTh, row.country.nameZh, row.country.nameHi, row.country.code2);
  if (row.region) parts.push(row.region.nameEn, row.region.nameTh ?? '', row.region.nameZh ?? '', row.region.nameHi ?? '');
  return parts;
}
