import { doublePrecision, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Countries with ISO 3166-1 codes and names in the four interface languages. */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code2: varchar('code2', { length: 2 }).notNull().unique(),
  code3: varchar('code3', { length: 3 }).notNull(),
  phoneCode: varchar('phone_code', { length: 16 }),
  nameEn: varchar('name_en', { length: 200 }).notNull(),
  nameTh: varchar('name_th', { length: 200 }).notNull(),
  nameZh: varchar('name_zh', { length: 200 }).notNull(),
  nameHi: varchar('name_hi', { length: 200 }).notNull(),
});

/** First-level subdivisions (ISO 3166-2). Localized names are null where no data package has them. */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 16 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    nameTh: varchar('name_th', { length: 200 }),
    nameZh: varchar('name_zh', { length: 200 }),
    nameHi: varchar('name_hi', { length: 200 }),
    /** The name in the region's own script (กรุงเทพฯ, 四川省, उत्तराखंड), searched whatever the visitor's language. */
    nameLocal: varchar('name_local', { length: 200 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [uniqueIndex('regions_country_code_idx').on(t.countryId, t.code), index('regions_name_en_idx').on(t.nameEn)],
);

/**
 * Which version of a reference data set (place names from CLDR, …) the database holds, as a
 * fingerprint of the packages and code that made it: a start-up step that finds its fingerprint
 * here skips the work (reading CLDR costs a process ≈ 250 MB of memory it does not give back).
 */
export const referenceDataLoads = pgTable('reference_data_loads', {
  name: varchar('name', { length: 64 }).primaryKey(),
  fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
