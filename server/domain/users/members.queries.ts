import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventBookings, events, schools, teachers, users } from '../../db/schema/index.ts';
import { forgetCheckedTokens } from '../auth/revocations.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Members by name, username, e-mail or the WYA ID of one of their listings; newest first. */
export async function selectMembers(db: Db, q: string | undefined, window: { limit: number; offset: number }) {
  const like = q ? `%${escapeLike(q)}%` : null;
  const where = like
    ? or(
        ilike(users.username, like),
        ilike(users.email, like),
        ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, like),
        sql`exists (select 1 from ${schools} where ${schools.userId} = ${users.id} and ${schools.wyaSchoolId} ilike ${like})`,
        sql`exists (select 1 from ${teachers} where ${teachers.userId} = ${users.id} and ${teachers.wyaTeacherId} ilike ${like})`,
      )
    : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.dateJoined), desc(users.id)).limit(window.limit).offset(window.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total };
}

export async function selectMemberListings(db: Db, userId: number) {
  const [ownSchools, ownTeachers] = await Promise.all([
    db
      .select({ id: schools.id, name: schools.name, slug: schools.slug, status: schools.status, wyaId: schools.wyaSchoolId, validUntil: schools.validUntil })
      .from(schools)
      .where(eq(schools.userId, userId)),
    db
      .select({
        id: teachers.id,
        name: teachers.displayName,
        slug: teachers.slug,
        status: teachers.status,
        wyaId: teachers.wyaTeacherId,
        validUntil: teachers.validUntil,
      })
      .from(teachers)
      .where(eq(teachers.userId, userId)),
  ]);
  return [...ownSchools.map((s) => ({ kind: 'school' as const, ...s })), ...ownTeachers.map((t) => ({ kind: 'teacher' as const, ...t }))];
}

export async function setMemberFlags(db: Db, userId: number, flags: { isStaff?: boolean; isActive?: boolean }) {
  const [row] = await db
    .update(users)
    .set(flags)
    .where(and(eq(users.id, userId)))
    .returning();
  // The token checks of this process forget who is staff or active; other processes follow the epoch.
  forgetCheckedTokens();
  return row ?? null;
}

/** A member's event bookings with their event and school, newest first. */
export function selectMemberBookings(db: Db, userId: number, limit = 50) {
  return db
    .select({
      id: eventBookings.id,
      status: eventBookings.status,
      createdAt: eventBookings.createdAt,
      eventId: events.id,
      subject: events.subject,
      startDate: events.startDate,
      endDate: events.endDate,
      schoolId: schools.id,
      schoolName: schools.name,
      schoolSlug: schools.slug,
    })
    .from(eventBookings)
    .innerJoin(events, eq(events.id, eventBookings.eventId))
    .innerJoin(schools, eq(schools.id, events.schoolId))
    .where(eq(eventBookings.userId, userId))
    .orderBy(desc(eventBookings.createdAt), desc(eventBookings.id))
    .limit(limit);
}
