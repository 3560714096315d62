import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schoolRatings, users } from '../../db/schema/index.ts';
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

/** A school's shown ratings, newest first, with their authors' names. */
export async function selectRatings(db: Db, schoolId: number, window: { limit: number; offset: number }): Promise<{ rows: RatingRow[]; total: number }> {
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
