import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { schoolRatings, users } from '../../db/schema/index.ts';
import { pageWithTotal } from '../directory/search.queries.ts';
import { publicSchoolWithId } from '../directory/visibility.queries.ts';
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

/** A page of a public school's shown ratings, newest first (a prepared statement: every rated school's page asks for it). */
const ratingsPage = (db: Db) =>
  prepared(db, 'school_ratings_page', () =>
    db
      .select(ratingColumns)
      .from(schoolRatings)
      .innerJoin(users, eq(users.id, schoolRatings.userId))
      .where(and(eq(schoolRatings.schoolId, sql.placeholder('school')), shownRating(), publicSchoolWithId(sql.placeholder('school'))))
      .orderBy(desc(schoolRatings.createdAt), desc(schoolRatings.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('school_ratings_page'),
  );

/** A school's shown ratings, newest first, with their authors' names. */
export async function selectRatings(db: Db, schoolId: number, window: { limit: number; offset: number }): Promise<{ rows: RatingRow[]; total: number }> {
  return pageWithTotal(
    window,
    () => ratingsPage(db).execute({ school: schoolId, limit: window.limit, offset: window.offset }),
    () => countOf(db, schoolRatings, and(eq(schoolRatings.schoolId, schoolId), shownRating())),
  );
}
