import { sql } from 'drizzle-orm';
import { bigserial, customType, date, doublePrecision, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { countries, regions } from './places.ts';

/** PostgreSQL full-text vector; filled by a generated column from the listing's search text. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The text search matches against: names, descriptions, styles and places in every language, folded to lower case without accents by the domain. */
export const searchVector = (column: string) =>
  tsvector('search_vector').generatedAlwaysAs(sql.raw(`to_tsvector('simple'::regconfig, coalesce(${column}, ''))`));

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
  viewers: integer('viewers').notNull().default(0),
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
 * Every word of every listing's search text, for spelling correction: a misspelled query word is
 * matched by trigram similarity against this short list (fast), then searched by full text with
 * the words it resembles. Filled by database triggers on schools, teachers and events (migration
 * 0016); words of deleted listings stay, which only costs a search that finds nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * Which listings changed, in order: database triggers on schools, teachers and events add a row
 * for every insert, update and delete (migration 0021). Each process's in-memory search index
 * reads the rows after the last one it applied before it answers a search, so a change shows at
 * once on every process. Rows older than an hour are pruned; a process that slept longer rebuilds.
 */
export const directoryChanges = pgTable(
  'directory_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 10 }).notNull(),
    listingId: integer('listing_id').notNull(),
    /** Set when only the listing's view count changed (migration 0024): the new count, patched in memory. */
    viewers: integer('viewers'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('directory_changes_changed_at_idx').on(t.changedAt)],
);
