import type { Language } from '#common/constants.ts';
import type { Country, Region } from '#common/places.ts';
import type { countries, regions } from '../../db/schema/index.ts';
import type { Deps } from '../deps.ts';
import { selectCountries, selectRegions } from './places.queries.ts';

type CountryRow = typeof countries.$inferSelect;
type RegionRow = typeof regions.$inferSelect;
const suffix = { en: 'En', th: 'Th', zh: 'Zh', hi: 'Hi' } as const;

export const countryName = (c: CountryRow, lang: Language) => c[`name${suffix[lang]}`];
/** Region names fall back to English where the data has no translation. */
export const regionName = (r: RegionRow, lang: Language) => r[`name${suffix[lang]}`] ?? r.nameEn;

const countryJson = (c: CountryRow, lang: Language): Country => ({
  id: c.id,
  name: countryName(c, lang),
  name_ascii: c.nameEn,
  code2: c.code2,
  code3: c.code3,
  phone: c.phoneCode,
});

// Countries and regions are reference data that only a migration changes: answers are kept in memory,
// per database (tests run several in one process).
const memos = new WeakMap<object, Map<string, Promise<unknown>>>();
function remember<T>(deps: Deps, key: string, load: () => Promise<T>): Promise<T> {
  let memo = memos.get(deps.db);
  if (!memo) memos.set(deps.db, (memo = new Map()));
  let value = memo.get(key) as Promise<T> | undefined;
  if (!value) {
    if (memo.size > 5000) memo.clear();
    value = load();
    value.catch(() => memo?.delete(key));
    memo.set(key, value);
  }
  return value;
}

export function findCountries(
  deps: Deps,
  options: { lang: Language; search?: string; limit: number; offset: number },
): Promise<{ total: number; results: Country[] }> {
  return remember(deps, `countries:${JSON.stringify(options)}`, async () => {
    const { rows, total } = await selectCountries(deps.db, options);
    return { total, results: rows.map((c) => countryJson(c, options.lang)) };
  });
}

export function findRegions(deps: Deps, options: { lang: Language; countryId?: number; countryCode?: string; search?: string; limit: number; offset: number }) {
  return remember(deps, `regions:${JSON.stringify(options)}`, () => loadRegions(deps, options));
}

async function loadRegions(deps: Deps, options: Parameters<typeof findRegions>[1]): Promise<{ total: number; results: Region[] }> {
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
