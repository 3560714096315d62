import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { loadPlaceTranslations } from './places-cldr-names.ts';
import { loadRegionLocalNames } from './places-local-names.ts';
import { countries, referenceDataLoads, regions } from './schema/index.ts';

const require = createRequire(import.meta.url);

/**
 * Loads the world's countries (codes and English names from i18n-iso-countries) and their
 * first-level regions (ISO 3166-2 codes and English names from country-state-city) once, then
 * the regions' names in their own script, then brings the Thai, Chinese and Hindi names of both up
 * to CLDR's (every run: an existing database gets new names without its ids changing).
 */
export async function loadPlaces(db: Db): Promise<void> {
  await loadCountriesAndRegions(db);
  await loadRegionLocalNames(db);
  await unlessLoaded(db, 'place-translations', await placeTranslationsFingerprint(db), () => loadPlaceTranslations(db));
}

/**
 * What the translated place names follow from: the versions of the packages they are read from, the
 * code that reads and checks them, and the rows they are written to. The same fingerprint means
 * the same names, so the step (≈ 250 MB of a process's memory, never given back) is skipped.
 */
async function placeTranslationsFingerprint(db: Db): Promise<string> {
  // The project pins both packages to exact versions (package.json; opencc-js does not export its own).
  const { dependencies } = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const [{ places }] = await db
    .select({ places: sql<string>`(select count(*) from countries) || '/' || (select count(*) from regions)` })
    .from(sql`(select 1) as one`);
  const code = ['places-cldr-names.ts', 'places-data.ts'].map((file) => readFileSync(path.join(import.meta.dirname, file), 'utf8'));
  return createHash('sha256')
    .update([dependencies.cldr, dependencies['opencc-js'], places, ...code].join('\n'))
    .digest('hex');
}

/** Runs `load` unless the database already holds the data set `name` at this fingerprint; then records it. */
async function unlessLoaded(db: Db, name: string, fingerprint: string, load: () => Promise<unknown>) {
  const [held] = await db.select().from(referenceDataLoads).where(eq(referenceDataLoads.name, name));
  if (held?.fingerprint === fingerprint) return;
  await load();
  await db
    .insert(referenceDataLoads)
    .values({ name, fingerprint })
    .onConflictDoUpdate({ target: referenceDataLoads.name, set: { fingerprint, loadedAt: new Date() } });
}

async function loadCountriesAndRegions(db: Db): Promise<void> {
  const [{ value }] = await db.select({ value: count() }).from(countries);
  if (value > 0) return;
  const isoCountries = require('i18n-iso-countries');
  for (const lang of ['en', 'th', 'zh', 'hi']) isoCountries.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`));
  const { Country, State } = await import('country-state-city');
  const phoneCodes = new Map(Country.getAllCountries().map((c) => [c.isoCode, c.phonecode]));

  const name = (code: string, lang: string) => isoCountries.getName(code, lang) ?? isoCountries.getName(code, 'en');
  const rows = Object.keys(isoCountries.getAlpha2Codes()).map((code2) => ({
    code2,
    code3: isoCountries.alpha2ToAlpha3(code2) as string,
    phoneCode: phoneCodes.get(code2) ?? null,
    nameEn: isoCountries.getName(code2, 'en') as string,
    nameTh: name(code2, 'th'),
    nameZh: name(code2, 'zh'),
    nameHi: name(code2, 'hi'),
  }));
  const inserted = await db.insert(countries).values(rows).onConflictDoNothing().returning({ id: countries.id, code2: countries.code2 });
  const idByCode = new Map(inserted.map((c) => [c.code2, c.id]));

  const regionRows = State.getAllStates()
    .filter((s) => idByCode.has(s.countryCode))
    .map((s) => ({
      countryId: idByCode.get(s.countryCode) as number,
      code: `${s.countryCode}-${s.isoCode}`,
      nameEn: s.name,
      latitude: s.latitude ? Number(s.latitude) : null,
      longitude: s.longitude ? Number(s.longitude) : null,
    }));
  for (let i = 0; i < regionRows.length; i += 1000) {
    await db
      .insert(regions)
      .values(regionRows.slice(i, i + 1000))
      .onConflictDoNothing();
  }
}
