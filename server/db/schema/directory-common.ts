import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, date, doublePrecision, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { countries, regions } from './places.ts';

/** PostgreSQL full-text vector; filled by a generated column from the listing's search text. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A listing's names and places as a vector: the weight-A part of `search_vector`, and `names_vector` alone. */
const NAMES_AND_PLACES = `to_tsvector('simple'::regconfig, coalesce(name_search, '') || ' ' || coalesce(place_search, ''))`;

/**
 * The text search matches against: names, descriptions, styles and places in every language, folded
 * to lower case without accents by the domain. The listing's names and places are also written with
 * weight A, so a search can rank a match on them above one in a description (0055).
 */
export const searchVector = () =>
  tsvector('search_vector').generatedAlwaysAs(sql.raw(`setweight(${NAMES_AND_PLACES}, 'A') || to_tsvector('simple'::regconfig, coalesce(search_text, ''))`));

/**
 * The listing's names and places alone, with its own index: a search ranks listings whose names or
 * places have every word above the others, and a weight in a query (`word:*A`) cannot be read from
 * an index, so for a common word ("teaches") that level was found by reading every match (0065).
 */
export const namesVector = () => tsvector('names_vector').generatedAlwaysAs(sql.raw(NAMES_AND_PLACES));

/** A listing's places in every language and script (city, region, country), folded: the weight-A part of its search vector with its names. */
export const placeSearch = () => text('place_search').notNull().default('');

/**
 * Each pair of Thai or Chinese letters in the search text (unspaced_bigrams(), migration 0030): a
 * two-letter query (清迈, 曼谷) has no trigram, so pg_trgm's index cannot find it; this one can.
 */
export const searchPairs = () => text('search_pairs').array().generatedAlwaysAs(sql`unspaced_bigrams(search_text)`);

/** Where a listing is: country, region, city and coordinates. */
export const locationColumns = () => ({
  countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
  regionId: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
  city: varchar('city', { length: 120 }),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

/** Registration of a school or teacher: public only when approved and valid until today or later. */
export const listingColumns = () => ({
  status: varchar('status', { length: 20 }).notNull().default('draft'),
  memberSince: date('member_since', { mode: 'string' }),
  validUntil: date('valid_until', { mode: 'string' }),
  /**
   * The view count as the "most viewed" order ranks it (schools_popular_idx, teachers_popular_idx):
   * a copy of profile_view_counts, brought up to date every few minutes by the popularity-ranks
   * sweep. Cards and profiles show the live count from profile_view_counts.
   */
  viewers: integer('viewers').notNull().default(0),
  /**
   * The code printed on the registry card and its QR (/verify/{code}): ten random Crockford base-32
   * characters drawn by the database (new_registry_code(), migration 0031), so every insert has one
   * and ids cannot be walked. docs/decisions/0036-registry-cards.md
   */
  registryCode: varchar('registry_code', { length: 10 }).notNull().default(sql`new_registry_code()`),
});

export const socialColumns = () => ({
  facebook: varchar('facebook', { length: 300 }),
  twitter: varchar('twitter', { length: 300 }),
  instagram: varchar('instagram', { length: 300 }),
  youtube: varchar('youtube', { length: 300 }),
  linkedin: varchar('linkedin', { length: 300 }),
  tiktok: varchar('tiktok', { length: 300 }),
});

/**
 * A GIN index that writes each change straight into the index (decision 0058). With PostgreSQL's
 * default (fastupdate), changes wait in a pending list that every search reads through until a
 * VACUUM merges it; the embedded database never vacuums, so at 10,000 listings a word's count
 * scanned 1,286 schools (21 ms) instead of reading the index (0.1 ms). Listings change seldom;
 * searches are constant.
 */
export const ginIndex = (name: string, column: AnyPgColumn | SQL) => index(name).using('gin', column).with({ fastupdate: false });

/**
 * Every word of every listing's search text, for spelling correction: a misspelled query word is
 * matched by trigram similarity against this short list (fast), then searched by full text with
 * the words it resembles. Filled by database triggers on schools, teachers and events (migration
 * 0016); words of deleted listings stay, which only costs a search that finds nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  ginIndex('search_words_trgm_idx', sql`${t.word} gin_trgm_ops`),
]);
