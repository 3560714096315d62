import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { SCHOOL_PAGE_COMMENTS } from '#common/directory.ts';
import type { Db } from '../../db/client.ts';
import { schoolRatings, users } from '../../db/schema/index.ts';
import { cardsOf, type DirectoryIndex, directoryIndex, listedSchoolIds } from '../directory/directory-index.ts';
import { pageWithTotal } from '../directory/search.queries.ts';
import { countOf, shownRating } from './schools.queries.ts';

const ratingColumns = {
  rating: {
    id: schoolRatings.id,
    schoolId: schoolRatings.schoolId,
    rating: schoolRatings.rating,
    comment: schoolRatings.comment,
    createdAt: schoolRatings.createdAt,
  },
  user: { id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName },
};
type RatingRow = {
  rating: { id: number; schoolId: number; rating: number; comment: string; createdAt: Date };
  user: { id: number; username: string; firstName: string; lastName: string };
};

/** A school's newest shown ratings (the first page of its profile) and how many it has. */
type FirstComments = { schoolId: number; rows: RatingRow[]; total: number };

/**
 * The first page of every school's comments is kept in memory, as its profile is: until the school
 * or its ratings change, or a rater changes their name (migrations 0022, 0025 log those as changes
 * of the school).
 */
const firstComments = (index: DirectoryIndex) => cardsOf(index, 'school', 'school-comments', (c: FirstComments) => c.schoolId, { capacity: COMMENTS_KEPT });
const COMMENTS_KEPT = 20_000;

/** A school's shown ratings, newest first, with their authors' names. */
export async function selectRatings(db: Db, schoolId: number, window: { limit: number; offset: number }): Promise<{ rows: RatingRow[]; total: number }> {
  const index = window.offset === 0 && window.limit <= SCHOOL_PAGE_COMMENTS ? await directoryIndex(db) : undefined;
  if (index) {
    const [first] = await firstComments(index).read([schoolId], readFirstComments(db));
    return { rows: first.rows.slice(0, window.limit), total: first.total };
  }
  const where = and(eq(schoolRatings.schoolId, schoolId), shownRating());
  return pageWithTotal(
    window,
    () =>
      db
        .select(ratingColumns)
        .from(schoolRatings)
        .innerJoin(users, eq(users.id, schoolRatings.userId))
        .where(where)
        .orderBy(desc(schoolRatings.createdAt), desc(schoolRatings.id))
        .limit(window.limit)
        .offset(window.offset),
    () => countOf(db, schoolRatings, where),
  );
}

/** The first comments of each of these schools in one query (an entry for every school, if empty). */
const readFirstComments =
  (db: Db) =>
  async (schoolIds: number[]): Promise<FirstComments[]> => {
    const ranked = db
      .select({
        ...ratingColumns.rating,
        // Aliased: a sub-query's columns need distinct names (two are called id).
        userId: sql<number>`${users.id}`.as('rater_id'),
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        place: sql<number>`row_number() over (partition by ${schoolRatings.schoolId} order by ${schoolRatings.createdAt} desc, ${schoolRatings.id} desc)`.as(
          'place',
        ),
        total: sql<number>`count(*) over (partition by ${schoolRatings.schoolId})`.as('total'),
      })
      .from(schoolRatings)
      .innerJoin(users, eq(users.id, schoolRatings.userId))
      .where(and(inArray(schoolRatings.schoolId, schoolIds), shownRating()))
      .as('ranked');
    const rows = await db.select().from(ranked).where(lte(ranked.place, SCHOOL_PAGE_COMMENTS)).orderBy(ranked.schoolId, ranked.place);
    const bySchool = new Map(schoolIds.map((schoolId): [number, FirstComments] => [schoolId, { schoolId, rows: [], total: 0 }]));
    for (const { userId, username, firstName, lastName, place: _, total, ...rating } of rows) {
      const first = bySchool.get(rating.schoolId);
      if (!first) continue;
      first.total = Number(total);
      first.rows.push({ rating, user: { id: userId, username, firstName, lastName } });
    }
    return [...bySchool.values()];
  };

/**
 * Reads the first comments of every public school, a few hundred schools per query, after the
 * profiles: a visit to a rated school then needs no query. Returns how many schools are held.
 */
export async function readAllSchoolComments(db: Db): Promise<number> {
  const index = await directoryIndex(db);
  if (!index) return 0;
  return firstComments(index).readAll(listedSchoolIds(index), readFirstComments(db));
}
