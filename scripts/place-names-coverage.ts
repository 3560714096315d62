// `node scripts/place-names-coverage.ts`: how many regions get their Thai, Chinese and Hindi names from
// CLDR, from their own script, or fall back to English, counted on a freshly migrated in-memory
// database; the figures of docs/decisions/0053-subdivision-names.md. A second load changes nothing.
import { openDatabase } from '../server/db/client.ts';
import { migrateDatabase } from '../server/db/migrate.ts';
import { loadPlaceTranslations, readCldrPlaceNames } from '../server/db/places-cldr-names.ts';

const cldr = await readCldrPlaceNames();
const inCldr = { th: 0, zh: 0, hi: 0 };
for (const names of cldr.subdivisions.values()) for (const lang of ['th', 'zh', 'hi'] as const) if (names[lang]) inCldr[lang]++;
console.log(`CLDR subdivisions with an English name: ${cldr.english.size}; with a checked name: ${JSON.stringify(inCldr)}`);

const database = await openDatabase({});
try {
  await migrateDatabase(database);
  const counts = await loadPlaceTranslations(database.db, cldr);
  console.log(`${counts.countries} countries, ${counts.regions} regions; rows changed by a second load: ${counts.updatedCountries + counts.updatedRegions}`);
  for (const [lang, s] of Object.entries(counts.sources)) {
    const percent = (n: number) => `${((100 * n) / counts.regions).toFixed(1)} %`;
    console.log(`${lang}: CLDR ${s.cldr} (${percent(s.cldr)}), own script ${s.own}, English ${s.english} (${percent(s.english)})`);
  }
} finally {
  await database.close();
}
