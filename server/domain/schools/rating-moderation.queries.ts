import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { schoolRatings, schools, users } from '../../db/schema/index.ts';

// The office's list of school ratings and comments, newest first, hidden ones included (issue 12).

const hider = alias(users, 'hider');

export async function selectRatingsForStaff(
  db: Db,
  filter: { status: 'all' | 'shown' | 'hidden'; schoolId?: number; id?: number },
  window: { limit: number; offset: number },
) {
  const parts: SQL[] = [];
  if (filter.status === 'shown') parts.push(isNull(schoolRatings.hiddenAt));
  if (filter.status === 'hidden') parts.push(isNotNull(schoolRatings.hiddenAt));
  if (filter.schoolId) parts.push(eq(schoolRatings.schoolId, filter.schoolId));
  if (filter.id) parts.push(eq(schoolRatings.id, filter.id));
  const where = parts.length ? and(...parts) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        rating: schoolRatings,
        school: { id: schools.id, name: schools.name, slug: schools.slug },
        user: { id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, email: users.email },
        hiddenBy: hider.email,
      })
      .from(schoolRatings)
      .innerJoin(schools, eq(schools.id, schoolRatings.schoolId))
      .innerJoin(users, eq(users.id, schoolRatings.userId))
      .leftJoin(hider, eq(hider.id, schoolRatings.hiddenBy))
      .where(where)
      .orderBy(desc(schoolRatings.createdAt), desc(schoolRatings.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(schoolRatings).where(where),
  ]);
  return { rows, total };
}

/** The rating, locked for the change (the audit keeps what it was). */
export async function lockRating(db: Db, id: number) {
  const [row] = await db.select().from(schoolRatings).where(eq(schoolRatings.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function setRatingHidden(db: Db, id: number, hidden: { at: Date; reason: string; by: number } | null) {
  await db
    .update(schoolRatings)
    .set(hidden ? { hiddenAt: hidden.at, hiddenReason: hidden.reason, hiddenBy: hidden.by } : { hiddenAt: null, hiddenReason: null, hiddenBy: null })
    .where(eq(schoolRatings.id, id));
}
