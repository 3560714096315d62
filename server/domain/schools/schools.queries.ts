import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { countries, regions, schoolGallery, schoolGraduates, schoolInstructors, schoolRatings, schools } from '../../db/schema/index.ts';
import {
  cardsOf,
  countryIdOf,
  type DirectoryIndex,
  directoryIndex,
  facetKeys,
  isListed,
  listedSchoolIds,
  type SchoolListing,
} from '../directory/directory-index.ts';
import { everyListing, findInIndex, LISTING_ORDER, markersOfPage, rowsOfPage } from '../directory/indexed-search.ts';
import { countryCondition, regionCondition } from '../directory/places.queries.ts';
import { countUpTo, firstFound, type Match, pageWithTotal, searchPasses, withThreshold } from '../directory/search.queries.ts';
import { publicSchool } from '../directory/visibility.queries.ts';
import { GRADUATE_ORDER } from './graduates.queries.ts';

/** Ratings the office has not hidden: the only ones shown, averaged and counted. */
export const shownRating = () => isNull(schoolRatings.hiddenAt);

export type SchoolFilters = {
  search?: string;
  country?: string;
  region?: number;
  level?: string;
  style?: string;
  slug?: string;
  user?: number;
  ordering?: string;
  /** The owner's own list (`user` is the caller): every state, not only public listings. */
  own?: boolean;
};

function schoolWhere(f: SchoolFilters, match: Match | undefined) {
  const where = and(
    f.own && f.user ? undefined : publicSchool(),
    countryCondition(schools.countryId, f.country),
    regionCondition(schools.regionId, f.region),
    f.level ? sql`${f.level} = any(${schools.levels})` : undefined,
    f.style ? sql`${f.style} = any(${schools.styles})` : undefined,
    f.slug ? eq(schools.slug, f.slug) : undefined,
    f.user ? eq(schools.userId, f.user) : undefined,
    match?.where,
  );
  return { where, rank: match?.rank };
}

function schoolOrder(ordering: string | undefined, rank: SQL | undefined): SQL[] {
  if (ordering === 'name') return [asc(schools.name), asc(schools.id)];
  if (ordering === 'newest') return [desc(schools.memberSince), desc(schools.id)];
  if (ordering === 'recommended')
    return [
      sql`(select avg(${schoolRatings.rating}) from ${schoolRatings} where ${schoolRatings.schoolId} = ${schools.id} and ${schoolRatings.hiddenAt} is null) desc nulls last`,
      desc(schools.viewers),
      asc(schools.id),
    ];
  if (rank && ordering !== 'popular') return [desc(rank), desc(schools.viewers), asc(schools.id)];
  return [desc(schools.viewers), asc(schools.id)];
}

/**
 * A search from the in-memory index (directory-index.ts) with the filters and order of the SQL
 * below; undefined when the index cannot answer them (an owner's list, the name or rating order).
 */
async function searchIndex(db: Db, f: SchoolFilters) {
  if (f.own || f.slug || f.user || f.ordering === 'name' || f.ordering === 'recommended') return undefined;
  const index = await directoryIndex(db);
  if (!index) return undefined;
  const country = f.country ? countryIdOf(index, f.country) : undefined;
  const shown = (s: SchoolListing) =>
    isListed(s, index.today) &&
    (country === undefined || s.countryId === country) &&
    (!f.region || s.regionId === f.region) &&
    (!f.level || s.levels.includes(f.level)) &&
    (!f.style || s.styles.includes(f.style));
  const facets = facetKeys({ country, region: f.region || undefined, styles: f.style ? [f.style] : [], levels: f.level ? [f.level] : [] });
  // Every listing when there is no query (the directory's first page).
  const found = f.search ? findInIndex(index.schools, f.search, shown, facets) : everyListing(index.schools, shown, facets);
  return found && { index, found, order: LISTING_ORDER[f.ordering ?? ''] ?? LISTING_ORDER.rank };
}

/** The average and count of a school's shown ratings (sub-queries on the indexed school id). */
const ratingColumns = {
  ratingAverage: sql<string | null>`(select avg(r.rating) from ${schoolRatings} r where r.school_id = ${schools.id} and r.hidden_at is null)`,
  ratingCount: sql<number>`(select count(*)::int from ${schoolRatings} r where r.school_id = ${schools.id} and r.hidden_at is null)`,
};

const schoolCards = (db: Db) =>
  db
    .select({ school: schools, country: countries, region: regions, ...ratingColumns })
    .from(schools)
    .leftJoin(countries, eq(countries.id, schools.countryId))
    .leftJoin(regions, eq(regions.id, schools.regionId));

type SchoolCardRow = Awaited<ReturnType<ReturnType<typeof schoolCards>['where']>>[number];

/** How many school cards the process keeps: every listed school's at 80,000 listings (10,000 schools). */
const SCHOOL_CARDS_KEPT = 12_000;

const schoolCardCache = (index: DirectoryIndex) =>
  cardsOf(index, 'school', 'school-cards', (r: SchoolCardRow) => r.school.id, { counted: (r) => r.school, capacity: SCHOOL_CARDS_KEPT });
const readSchoolCards = (db: Db) => (ids: number[]) => schoolCards(db).where(and(publicSchool(), inArray(schools.id, ids)));

/**
 * Reads every listed school's card into memory (the most viewed first), a few hundred per query,
 * at start-up, so that no search page waits for the database. Returns how many are held.
 */
export async function readAllSchoolCards(db: Db): Promise<number> {
  const index = await directoryIndex(db);
  if (!index) return 0;
  const ids = index.schools.ordered().flatMap((s) => (isListed(s, index.today) ? [s.id] : []));
  return schoolCardCache(index).readAll(ids, readSchoolCards(db));
}

/** Strict matches first; misspelled names only when nothing matched. */
export async function selectSchools(db: Db, f: SchoolFilters & { limit: number; offset: number }) {
  const indexed = await searchIndex(db, f);
  if (indexed) {
    return rowsOfPage(indexed.found, indexed.order, f, schoolCardCache(indexed.index), readSchoolCards(db));
  }
  return firstFound(
    f.search ? searchPasses(db, schools, f.search) : [],
    (match) => withThreshold(db, match, (q) => selectSchoolsWith(q, f, match)),
    (r) => r.total > 0,
  );
}

async function selectSchoolsWith(db: Db, f: SchoolFilters & { limit: number; offset: number }, match: Match | undefined) {
  const { where, rank } = schoolWhere(f, match);
  return pageWithTotal(
    f,
    () =>
      schoolCards(db)
        .where(where)
        .orderBy(...schoolOrder(f.ordering, rank))
        .limit(f.limit)
        .offset(f.offset),
    () => countUpTo(db, schools, where),
  );
}

const schoolMarkers = (db: Db) =>
  db.select({ id: schools.id, slug: schools.slug, name: schools.name, latitude: schools.latitude, longitude: schools.longitude }).from(schools);

type SchoolMarkerRow = Awaited<ReturnType<ReturnType<typeof schoolMarkers>['where']>>[number];

export async function selectSchoolMarkers(db: Db, f: SchoolFilters & { limit: number }) {
  const indexed = await searchIndex(db, f);
  if (indexed) {
    return markersOfPage(
      indexed.found,
      indexed.order,
      f.limit,
      cardsOf(indexed.index, 'school', 'school-markers', (r: SchoolMarkerRow) => r.id),
      (ids) => schoolMarkers(db).where(and(publicSchool(), inArray(schools.id, ids))),
    );
  }
  return firstFound(
    f.search ? searchPasses(db, schools, f.search) : [],
    (match) => withThreshold(db, match, (q) => selectSchoolMarkersWith(q, f, match)),
    (r) => r.length > 0,
  );
}

function selectSchoolMarkersWith(db: Db, f: SchoolFilters & { limit: number }, match: Match | undefined) {
  const { where, rank } = schoolWhere(f, match);
  return schoolMarkers(db)
    .where(and(where, sql`${schools.latitude} is not null and ${schools.longitude} is not null`))
    .orderBy(...schoolOrder(f.ordering, rank))
    .limit(f.limit);
}

type InstructorJson = { id: number; name: string; certification: string | null; years_teaching: number | null };

/**
 * Public schools' profiles in one query: each school and its place, its instructors (json), its
 * rating average and count and how many graduates and pictures it lists (sub-queries on indexed
 * school ids). Three round trips were a third of
 * the profile call's time.
 */
const schoolProfiles = (db: Db, where: SQL | undefined) =>
  db
    .select({
      school: schools,
      country: countries,
      region: regions,
      instructors: sql<
        InstructorJson[]
      >`(select coalesce(json_agg(json_build_object('id', i.id, 'name', i.name, 'certification', i.certification, 'years_teaching', i.years_teaching) order by i."order", i.id), '[]'::json) from ${schoolInstructors} i where i.school_id = ${schools.id})`,
      ...ratingColumns,
      // So that a profile without graduates or pictures asks for neither (app/routes/profiles/school.tsx).
      graduateCount: sql<number>`(select count(*)::int from ${schoolGraduates} g where g.school_id = ${schools.id})`,
      galleryCount: sql<number>`(select count(*)::int from ${schoolGallery} p where p.school_id = ${schools.id})`,
      // The summary's bars, so that the page needs no call for them.
      ratingDistribution: sql<Record<string, number> | null>`(select json_object_agg(d.rating, d.n) from (
        select r.rating, count(*)::int as n from ${schoolRatings} r where r.school_id = ${schools.id} and r.hidden_at is null group by r.rating) d)`,
    })
    .from(schools)
    .leftJoin(countries, eq(countries.id, schools.countryId))
    .leftJoin(regions, eq(regions.id, schools.regionId))
    .where(and(publicSchool(), where));

type SchoolProfileRow = Awaited<ReturnType<typeof schoolProfiles>>[number];

/**
 * How many school profiles the process keeps (≈ 5 KB each): every public school of a directory of
 * this size, so that a visit does not wait for the database (docs/decisions/0021-search-index.md).
 */
const PROFILES_KEPT = 20_000;

const profileCache = (index: DirectoryIndex) =>
  cardsOf(index, 'school', 'school-profiles', (r: SchoolProfileRow) => r.school.id, {
    counted: (r) => r.school,
    capacity: PROFILES_KEPT,
  });
const readProfiles = (db: Db) => (ids: number[]) => schoolProfiles(db, inArray(schools.id, ids));

/**
 * A public school by id or slug, with everything its profile shows: kept in memory until the school,
 * its ratings or instructors change (directory-index.ts), as search cards are. The row is shared:
 * callers copy what they change.
 */
export async function selectSchoolProfile(db: Db, key: { id?: number; slug?: string }): Promise<SchoolProfileRow | null> {
  const index = await directoryIndex(db);
  if (!index) {
    const [row] = await schoolProfiles(db, key.id !== undefined ? eq(schools.id, key.id) : eq(schools.slug, key.slug ?? '')).limit(1);
    return row ?? null;
  }
  const id = key.id ?? index.schoolSlugs.get(key.slug ?? '');
  const listing = id === undefined ? undefined : index.schools.get(id);
  if (!listing || !isListed(listing, index.today)) return null;
  const [row] = await profileCache(index).read([listing.id], readProfiles(db));
  return row ?? null;
}

/**
 * Reads the public schools' profiles into memory (up to PROFILES_KEPT), a few hundred per query, after
 * the index is built at start-up. A profile that changes meanwhile is read again on its next visit.
 * Returns how many are held.
 */
export async function readAllSchoolProfiles(db: Db): Promise<number> {
  const index = await directoryIndex(db);
  if (!index) return 0;
  return profileCache(index).readAll(listedSchoolIds(index), readProfiles(db));
}

/** Whether visitors see this school: from the index when it is on, as its searches are. */
export async function isPublicSchool(db: Db, id: number): Promise<boolean> {
  const index = await directoryIndex(db);
  if (index) {
    const listing = index.schools.get(id);
    return listing !== undefined && isListed(listing, index.today);
  }
  const [row] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(and(publicSchool(), eq(schools.id, id)))
    .limit(1);
  return Boolean(row);
}

export async function selectRatingDistribution(db: Db, schoolId: number) {
  return db
    .select({ rating: schoolRatings.rating, count: count() })
    .from(schoolRatings)
    .where(and(eq(schoolRatings.schoolId, schoolId), shownRating()))
    .groupBy(schoolRatings.rating);
}

export async function countOf(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(table).where(where);
  return total;
}

/** Inserts a rating unless the member already rated the school; null when they had. */
export async function insertRating(db: Db, values: { schoolId: number; userId: number; rating: number; comment: string }) {
  const [row] = await db.insert(schoolRatings).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function selectSchoolName(db: Db, schoolId: number) {
  const [row] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId)).limit(1);
  return row?.name ?? null;
}

export async function selectSchoolOwner(db: Db, schoolId: number) {
  const [row] = await db.select({ userId: schools.userId }).from(schools).where(eq(schools.id, schoolId)).limit(1);
  return row?.userId ?? null;
}

export async function selectGraduates(db: Db, options: { schoolId: number; ordering: string; limit: number; offset: number }) {
  const where = eq(schoolGraduates.schoolId, options.schoolId);
  return pageWithTotal(
    options,
    () =>
      db
        .select()
        .from(schoolGraduates)
        .where(where)
        .orderBy(...(GRADUATE_ORDER[options.ordering] ?? GRADUATE_ORDER['-date']))
        .limit(options.limit)
        .offset(options.offset),
    () => countOf(db, schoolGraduates, where),
  );
}

/** A gallery's order: as its owner arranged it. */
export const GALLERY_ORDER = [asc(schoolGallery.order), asc(schoolGallery.id)];

export async function selectSchoolGallery(db: Db, options: { schoolId: number; limit: number; offset: number }) {
  const where = eq(schoolGallery.schoolId, options.schoolId);
  return pageWithTotal(
    options,
    () =>
      db
        .select()
        .from(schoolGallery)
        .where(where)
        .orderBy(...GALLERY_ORDER)
        .limit(options.limit)
        .offset(options.offset),
    () => countOf(db, schoolGallery, where),
  );
}
