import type { Language } from '#common/constants.ts';
import type { PlaceRow } from '../../lib/search-fields.ts';
import { countryName, regionName } from '../places/places.ts';

/** Country and region of a listing, named in the caller's language. */
export function placeJson(row: PlaceRow, lang: Language) {
  return {
    country: row.country ? { id: row.country.id, code: row.country.code2, name: countryName(row.country, lang) } : null,
    region: row.region ? { id: row.region.id, name: regionName(row.region, lang) } : null,
  };
}
