import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { type BookingStatus, PLACE_HOLDING_STATUSES } from '#common/bookings.ts';
import type { Db } from '../../db/client.ts';
import { attendanceCertificates, eventBookings, events, schools, users } from '../../db/schema/index.ts';

export type BookingRecord = typeof eventBookings.$inferSelect;

const bookingColumns = {
  booking: eventBookings,
  event: {
    id: events.id,
    subject: events.subject,
    startDate: events.startDate,
    endDate: events.endDate,
    startTime: events.startTime,
    endTime: events.endTime,
    timezone: events.timezone,
    address: events.address,
    city: events.city,
    description: events.description,
    acceptCe: events.acceptCe,
  },
  school: { id: schools.id, slug: schools.slug, name: schools.name, userId: schools.userId },
  member: { id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, email: users.email },
  /** The booking's valid certificate of attendance, if any (null fields otherwise). */
  certificateCode: attendanceCertificates.code,
  certificateMinutes: attendanceCertificates.minutes,
  waitlistPosition: sql<
    number | null
  >`case when ${eventBookings.status} = 'waitlisted' then (select count(*)::int + 1 from ${eventBookings} b2 where b2.event_id = ${eventBookings.eventId} and b2.status = 'waitlisted' and b2.id < ${eventBookings.id}) end`,
};
export type BookingRow = Awaited<ReturnType<typeof selectBooking>> & {};

const joined = (db: Db) =>
  db
    .select(bookingColumns)
    .from(eventBookings)
    .innerJoin(events, eq(events.id, eventBookings.eventId))
    .innerJoin(schools, eq(schools.id, events.schoolId))
    .innerJoin(users, eq(users.id, eventBookings.userId))
    .leftJoin(attendanceCertificates, and(eq(attendanceCertificates.bookingId, eventBookings.id), isNull(attendanceCertificates.revokedAt)));

export async function selectBooking(db: Db, id: number) {
  const [row] = await joined(db).where(eq(eventBookings.id, id)).limit(1);
  return row ?? null;
}

export async function selectBookingsOfEvent(db: Db, eventId: number, window: { limit: number; offset: number; status?: BookingStatus }) {
  const where: SQL | undefined = and(eq(eventBookings.eventId, eventId), window.status ? eq(eventBookings.status, window.status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    joined(db).where(where).orderBy(asc(eventBookings.id)).limit(window.limit).offset(window.offset),
    db.select({ total: count() }).from(eventBookings).where(where),
  ]);
  return { rows, total };
}

export async function selectBookingsOfMember(db: Db, userId: number, window: { limit: number; offset: number }) {
  const where = eq(eventBookings.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    joined(db).where(where).orderBy(desc(events.startDate), desc(eventBookings.id)).limit(window.limit).offset(window.offset),
    db.select({ total: count() }).from(eventBookings).where(where),
  ]);
  return { rows, total };
}

/** Holds the event row until the transaction ends: every booking change of one event takes its turn. */
export async function lockEvent(db: Db, eventId: number) {
  const [row] = await db
    .select({ event: events, ownerId: schools.userId, schoolName: schools.name })
    .from(events)
    .innerJoin(schools, eq(schools.id, events.schoolId))
    .where(eq(events.id, eventId))
    .for('update', { of: events });
  return row ?? null;
}

export async function countHeldPlaces(db: Db, eventId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(eventBookings)
    .where(and(eq(eventBookings.eventId, eventId), inArray(eventBookings.status, [...PLACE_HOLDING_STATUSES])));
  return row.n;
}

export async function selectOpenBookingOf(db: Db, eventId: number, userId: number) {
  const [row] = await db
    .select()
    .from(eventBookings)
    .where(and(eq(eventBookings.eventId, eventId), eq(eventBookings.userId, userId), ne(eventBookings.status, 'cancelled')))
    .limit(1);
  return row ?? null;
}

export async function insertBooking(db: Db, values: { eventId: number; userId: number; status: BookingStatus }) {
  const [row] = await db.insert(eventBookings).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function setBookingStatus(db: Db, id: number, values: { status: BookingStatus; cancelReason?: string | null; cancelledBy?: string | null }) {
  await db
    .update(eventBookings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(eventBookings.id, id));
}

/** The first waiting-list bookings, oldest first. */
export const selectFirstWaitlisted = (db: Db, eventId: number, limit: number) =>
  db
    .select()
    .from(eventBookings)
    .where(and(eq(eventBookings.eventId, eventId), eq(eventBookings.status, 'waitlisted')))
    .orderBy(asc(eventBookings.id))
    .limit(limit);

export const selectOpenBookingsOfEvent = (db: Db, eventId: number) =>
  db
    .select()
    .from(eventBookings)
    .where(and(eq(eventBookings.eventId, eventId), ne(eventBookings.status, 'cancelled')));

/** Every booking of an event (the school's list as a file), oldest first; at most `limit`. */
export const selectAllBookingsOfEvent = (db: Db, eventId: number, limit: number) =>
  joined(db).where(eq(eventBookings.eventId, eventId)).orderBy(asc(eventBookings.id)).limit(limit);

/** How many bookings of an event are in each status. */
export async function countBookingsByStatus(db: Db, eventId: number) {
  const rows = await db
    .select({ status: eventBookings.status, n: count() })
    .from(eventBookings)
    .where(eq(eventBookings.eventId, eventId))
    .groupBy(eventBookings.status);
  return new Map(rows.map((r) => [r.status as BookingStatus, r.n]));
}
