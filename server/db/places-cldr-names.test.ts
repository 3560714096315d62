import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolSearchFields } from '../lib/search-fields.ts';
import { openTestDatabase } from '../test/harness.ts';
import { type CldrPlaceNames, cldrKeyFinder, loadPlaceTranslations, readCldrPlaceNames } from './places-cldr-names.ts';
import { loadPlaces } from './places-data.ts';
import { countries, referenceDataLoads, regions } from './schema/index.ts';

let cldr: CldrPlaceNames;
beforeAll(async () => {
  cldr = await readCldrPlaceNames();
});

describe("CLDR's place names", () => {
  it('has subdivision names in Thai, Chinese (simplified characters) and Hindi', () => {
    expect(cldr.subdivisions.get('jp13')).toEqual({ th: 'โตเกียว', zh: '东京都', hi: 'टोक्यो' });
    expect(cldr.subdivisions.get('usca')?.zh).toBe('加利福尼亚州');
    expect(cldr.subdivisions.get('th50')?.zh).toBe('清迈府'); // 清邁府 in CLDR
    expect(cldr.countries.get('SX')).toEqual({ th: 'ซินต์มาร์เทน', zh: '荷属圣马丁', hi: 'सिंट मार्टिन' });
    expect(cldr.countries.get('HK')?.th).toBe('ฮ่องกง');
  });

  it("drops the provisional names that are another place's", () => {
    expect(cldr.subdivisions.get('fi19')?.th).toBeUndefined(); // Southwest Finland: จังหวัดพะเยา (Phayao)
    expect(cldr.subdivisions.get('rumos')?.th).toBeUndefined(); // Moscow Oblast: เขตดิอัวร์เบล
    expect(cldr.subdivisions.get('aocab')?.th).toBeUndefined(); // Cabinda: รัฐโนวาสโกเชีย (Nova Scotia)
    expect(cldr.subdivisions.get('esle')?.th).toBeUndefined(); // León: แม่แบบ:… (a wiki template)
    expect(cldr.subdivisions.get('ug116')?.zh).toBeUndefined(); // Nakaseke, named like Lyantonde
    expect(cldr.subdivisions.get('gbeng')?.th).toBe('อังกฤษ'); // reviewed names are kept as they are
  });

  it("finds a region's CLDR key by code, by a replaced code, or by name where our data keeps an old code", () => {
    const key = cldrKeyFinder(cldr);
    expect(key({ code: 'JP-13', nameEn: 'Tokyo', country: 'JP' })).toBe('jp13');
    expect(key({ code: 'CN-51', nameEn: 'Sichuan', country: 'CN' })).toBe('cnsc');
    expect(key({ code: 'IN-UT', nameEn: 'Uttarakhand', country: 'IN' })).toBe('inuk');
    expect(key({ code: 'IR-01', nameEn: 'Gilan', country: 'IR' })).toBe(key({ code: 'IR-19', nameEn: 'Gilan', country: 'IR' }));
    expect(key({ code: 'MA-06', nameEn: 'Casablanca-Settat', country: 'MA' })).toBeUndefined();
  });
});

describe('loading the names into a database', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    await database.drop();
  });

  it('brings an existing database up to date once, keeping ids; a second run changes nothing', async () => {
    const { db } = database;
    expect((await loadPlaceTranslations(db, cldr)).updatedRegions).toBe(0); // migrated: already up to date
    const before = await db
      .select()
      .from(regions)
      .where(inArray(regions.code, ['JP-13', 'JP-01', 'TH-50']));
    // As a database loaded before: Japanese prefectures in English, Sint Maarten half-translated.
    await db
      .update(regions)
      .set({ nameTh: null, nameZh: null, nameHi: null })
      .where(inArray(regions.code, ['JP-13', 'JP-01']));
    await db.update(regions).set({ nameZh: null }).where(eq(regions.code, 'TH-50'));
    await db.update(countries).set({ nameTh: 'Sint Maarten (ส่วนดัตช์)', nameHi: 'सिण्ट मार्टेन' }).where(eq(countries.code2, 'SX'));

    const counts = await loadPlaceTranslations(db, cldr);
    expect(counts).toMatchObject({ updatedRegions: 3, updatedCountries: 1 });
    const after = await db
      .select()
      .from(regions)
      .where(inArray(regions.code, ['JP-13', 'JP-01', 'TH-50']));
    expect(after.map((r) => [r.id, r.code]).sort()).toEqual(before.map((r) => [r.id, r.code]).sort());
    expect(after).toEqual(expect.arrayContaining(before));
    const [sx] = await db.select().from(countries).where(eq(countries.code2, 'SX'));
    expect(sx).toMatchObject({ nameTh: 'ซินต์มาร์เทน', nameHi: 'सिंट मार्टिन', nameEn: 'Sint Maarten (Dutch part)' });

    const again = await loadPlaceTranslations(db, cldr);
    expect(again).toMatchObject({ updatedRegions: 0, updatedCountries: 0 });
    expect(again.sources.th.cldr).toBeGreaterThan(3000);
    expect(again.sources.zh.cldr).toBeGreaterThan(4000);
    expect(again.sources.hi.cldr).toBeGreaterThan(3500);
  });

  it('reads CLDR again only when the packages, the code or the places change (a fingerprint in the database)', async () => {
    const { db } = database;
    const [recorded] = await db.select().from(referenceDataLoads).where(eq(referenceDataLoads.name, 'place-translations'));
    expect(recorded.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    // A name changed by hand stays: the same fingerprint means the step is skipped at the next start.
    await db.update(countries).set({ nameTh: 'ชื่อเก่า' }).where(eq(countries.code2, 'SX'));
    await loadPlaces(db);
    expect((await db.select().from(countries).where(eq(countries.code2, 'SX')))[0].nameTh).toBe('ชื่อเก่า');
    // Another fingerprint (an upgrade): the names are brought up to date and the new one recorded.
    await db.update(referenceDataLoads).set({ fingerprint: 'an older release' }).where(eq(referenceDataLoads.name, 'place-translations'));
    await loadPlaces(db);
    expect((await db.select().from(countries).where(eq(countries.code2, 'SX')))[0].nameTh).toBe('ซินต์มาร์เทน');
    const [now] = await db.select().from(referenceDataLoads).where(eq(referenceDataLoads.name, 'place-translations'));
    expect(now.fingerprint).toBe(recorded.fingerprint);
  });

  it("puts the region's names in every language into a newly saved listing's search text", async () => {
    const [place] = await database.db
      .select({ region: regions, country: countries })
      .from(regions)
      .innerJoin(countries, eq(countries.id, regions.countryId))
      .where(eq(regions.code, 'JP-13'));
    const { searchText } = schoolSearchFields({ name: 'Zen Yoga Tokyo' }, place);
    for (const name of ['tokyo', 'โตเกียว', '东京都', 'टोक्यो', 'ญี่ปุ่น', '日本', 'जापान']) expect(searchText).toContain(name);
  });
});
