import { and, asc, count, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { countries, regions, schoolGallery, schoolGraduates, schoolInstructors, schoolRatings, schools } from '../../db/schema/index.ts';
import { listingReads } from '../directory/listings.queries.ts';
import { pageWithTotal } from '../directory/search.queries.ts';
import { shownColumns } from '../directory/search-listings.ts';
import { shownViewers } from '../directory/views.queries.ts';
import { publicSchool, publicSchoolWithId } from '../directory/visibility.queries.ts';
import { GRADUATE_ORDER } from './graduates.queries.ts';

/** Ratings the office has not hidden: the only ones shown, averaged and counted. */
export const shownRating = () => isNull(schoolRatings.hiddenAt);

/** The average and count of a school's shown ratings (sub-queries on the indexed school id). */
const ratingColumns = {
  ratingAverage: sql<string | null>`(select avg(r.rating) from ${schoolRatings} r where r.school_id = ${schools.id} and r.hidden_at is null)`,
  ratingCount: sql<number>`(select count(*)::int from ${schoolRatings} r where r.school_id = ${schools.id} and r.hidden_at is null)`,
};

const SCHOOL_COLUMNS = { ...shownColumns(getTableColumns(schools)), viewers: shownViewers('school', schools.id) };

const schoolCards = (db: Db) =>
  db
    .select({ school: SCHOOL_COLUMNS, country: countries, region: regions, ...ratingColumns })
    .from(schools)
    .leftJoin(countries, eq(countries.id, schools.countryId))
    .leftJoin(regions, eq(regions.id, schools.regionId));

const SCHOOLS = listingReads(schools, {
  visible: publicSchool,
  level: (level) => sql`${level} = any(${schools.levels})`,
  name: schools.name,
  recommended: sql`(select avg(${schoolRatings.rating}) from ${schoolRatings} where ${schoolRatings.schoolId} = ${schools.id} and ${schoolRatings.hiddenAt} is null) desc nulls last`,
  cards: (db, where) => schoolCards(db).where(where),
  idOf: (r) => r.school.id,
  markers: (db, where) =>
    db.select({ id: schools.id, slug: schools.slug, name: schools.name, latitude: schools.latitude, longitude: schools.longitude }).from(schools).where(where),
});

/** A page of school cards and the total; the map's markers of a search; cards by id among the schools still shown. */
export const { page: selectSchools, markers: selectSchoolMarkers, shownCards: selectShownSchoolCards } = SCHOOLS;

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
      school: SCHOOL_COLUMNS,
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

/** A public school by id or slug, with everything its profile shows. */
export async function selectSchoolProfile(db: Db, key: { id?: number; slug?: string }): Promise<SchoolProfileRow | null> {
  const [row] =
    key.id !== undefined
      ? await prepared(db, 'school_profile_by_id', () =>
          schoolProfiles(db, eq(schools.id, sql.placeholder('id')))
            .limit(1)
            .prepare('school_profile_by_id'),
        ).execute({ id: key.id })
      : await prepared(db, 'school_profile_by_slug', () =>
          schoolProfiles(db, eq(schools.slug, sql.placeholder('slug')))
            .limit(1)
            .prepare('school_profile_by_slug'),
        ).execute({ slug: key.slug ?? '' });
  return row ?? null;
}

/** Whether visitors see this school (asked when a profile's list comes back empty, and before a rating). */
export async function isPublicSchool(db: Db, id: number): Promise<boolean> {
  const [row] = await prepared(db, 'school_is_public', () =>
    db
      .select({ id: schools.id })
      .from(schools)
      .where(and(publicSchool(), eq(schools.id, sql.placeholder('id'))))
      .limit(1)
      .prepare('school_is_public'),
  ).execute({ id });
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

/** A page of a public school's graduates in one of the orders of GRADUATE_ORDER (one prepared statement per order). */
export async function selectGraduates(db: Db, options: { schoolId: number; ordering: string; limit: number; offset: number }) {
  const ordering = GRADUATE_ORDER[options.ordering] ? options.ordering : '-date';
  const name = `school_graduates_page_${ordering.replace('-', 'desc_')}`;
  const page = prepared(db, name, () =>
    db
      .select()
      .from(schoolGraduates)
      .where(and(eq(schoolGraduates.schoolId, sql.placeholder('school')), publicSchoolWithId(sql.placeholder('school'))))
      .orderBy(...GRADUATE_ORDER[ordering])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  return pageWithTotal(
    options,
    () => page.execute({ school: options.schoolId, limit: options.limit, offset: options.offset }),
    () => countOf(db, schoolGraduates, eq(schoolGraduates.schoolId, options.schoolId)),
  );
}

/** A gallery's order: as its owner arranged it. */
export const GALLERY_ORDER = [asc(schoolGallery.order), asc(schoolGallery.id)];

/** A page of a public school's pictures (a prepared statement: most school pages show them). */
export async function selectSchoolGallery(db: Db, options: { schoolId: number; limit: number; offset: number }) {
  const page = prepared(db, 'school_gallery_page', () =>
    db
      .select()
      .from(schoolGallery)
      .where(and(eq(schoolGallery.schoolId, sql.placeholder('school')), publicSchoolWithId(sql.placeholder('school'))))
      .orderBy(...GALLERY_ORDER)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('school_gallery_page'),
  );
  return pageWithTotal(
    options,
    () => page.execute({ school: options.schoolId, limit: options.limit, offset: options.offset }),
    () => countOf(db, schoolGallery, eq(schoolGallery.schoolId, options.schoolId)),
  );
}
