import { getCountries, getStatesOfCountry } from '@countrystatecity/countries';
import { isNotNull, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { countries, regions } from './schema/index.ts';

// Regions' names in their own script (กรุงเทพฯ, 四川省, उत्तराखंड) from @countrystatecity/countries,
// which has them for about a third of the world's first-level regions. They are searched in every
// language, and shown as the Thai, Chinese or Hindi name where the region's script is that language's.
// See docs/decisions/0007-native-place-names.md.

/** Which interface language a region's own name is written in, by country and script. */
const LANGUAGE_OF: Record<string, { column: 'th' | 'zh' | 'hi'; script: RegExp }> = {
  TH: { column: 'th', script: /\p{Script=Thai}/u },
  CN: { column: 'zh', script: /\p{Script=Han}/u },
  IN: { column: 'hi', script: /\p{Script=Devanagari}/u },
};
const fold = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Fills the regions' local names once (also on a database migrated before they existed). */
export async function loadRegionLocalNames(db: Db): Promise<void> {
  const [done] = await db.select({ id: regions.id }).from(regions).where(isNotNull(regions.nameLocal)).limit(1);
  if (done) return;
  const rows = await db
    .select({ id: regions.id, code: regions.code, nameEn: regions.nameEn, country: countries.code2 })
    .from(regions)
    .innerJoin(countries, sql`${countries.id} = ${regions.countryId}`);
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const byName = new Map(rows.map((r) => [`${r.country}|${fold(r.nameEn)}`, r]));

  const states = (await Promise.all((await getCountries()).map((c) => getStatesOfCountry(c.iso2)))).flat();
  const updates = new Map<number, { local: string; th: string | null; zh: string | null; hi: string | null }>();
  for (const s of states) {
    const local = s.native?.trim();
    if (!local || fold(local) === fold(s.name)) continue;
    // ISO codes first; the two data sets spell some codes differently (IN-UT / IN-UK), so then the English name.
    const region = byCode.get(s.iso3166_2 ?? '') ?? byName.get(`${s.country_code}|${fold(s.name)}`);
    if (!region || updates.has(region.id)) continue;
    const language = LANGUAGE_OF[region.country];
    const translated = language?.script.test(local) ? language.column : null;
    updates.set(region.id, { local, th: translated === 'th' ? local : null, zh: translated === 'zh' ? local : null, hi: translated === 'hi' ? local : null });
  }
  const entries = [...updates];
  for (let i = 0; i < entries.length; i += 500) {
    const values = sql.join(
      entries.slice(i, i + 500).map(([id, u]) => sql`(${id}::integer, ${u.local}::varchar, ${u.th}::varchar, ${u.zh}::varchar, ${u.hi}::varchar)`),
      sql`, `,
    );
    await db.execute(sql`update ${regions} set name_local = v.local, name_th = coalesce(${regions.nameTh}, v.th), name_zh = coalesce(${regions.nameZh}, v.zh), name_hi = coalesce(${regions.nameHi}, v.hi)
      from (values ${values}) as v(id, local, th, zh, hi) where ${regions.id} = v.id`);
  }
}
