import type { Language } from '#common/constants.ts';
import type { countries, regions } from '../../db/schema/index.ts';
import type { Deps } from '../deps.ts';
import { selectCountries, selectRegions } from './places.queries.ts';

type CountryRow = typeof countries.$inferSelect;
type RegionRow = typeof regions.$inferSelect;
const suffix = { en: 'En', th: 'Th', zh: 'Zh', hi: 'Hi' } as const;

export const countryName = (c: CountryRow, lang: Language) => c[`name${suffix[lang]}`];
/** Region names fall back to English where the data has no translation. */
export const regionName = (r: RegionRow, lang: Language) => r[`name${suffix[lang]}`] ?? r.nameEn;

const countryJson = (c: CountryRow, lang: Language) => ({
  id: c.id,
  name: countryName(c, lang),
  name_ascii: c.nameEn,
  code2: c.code2,
  code3: c.code3,
  phone: c.phoneCode,
});

export async function findCountries(deps: Deps, options: { lang: Language; search?: string; limit: number; offset: number }) {
  const { rows, total } = await selectCountries(deps.db, options);
  return { total, results: rows.map((c) => countryJson(c, options.lang)) };
}

export async function findRegions(
  deps: Deps,
  options: { lang: Language; countryId?: number; countryCode?: string; search?: string; limit: number; offset: number },
) {
  const { rows, total } = await selectRegions(deps.db, options);
  return {
    total,
    results: rows.map(({ region, country }) => ({
      id: region.id,
      name: regionName(region, options.lang),
      name_ascii: region.nameEn,
      display_name: `${regionName(region, options.lang)}, ${countryName(country, options.lang)}`,
      geoname_code: region.code,
      country: country.id,
      country_code: country.code2,
      latitude: region.latitude,
      longitude: region.longitude,
    })),
  };
}
