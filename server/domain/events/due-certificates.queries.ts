import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attendanceCertificates, eventBookings, events } from '../../db/schema/index.ts';

/**
 * Bookings marked attended at a CE event that hold no valid certificate and whose event's last day
 * is no later than tomorrow (UTC) — a bound wide enough for every time zone; the caller checks the
 * exact end in the event's zone. Oldest first, at most `limit` per sweep.
 */
export function selectAttendedWithoutCertificate(db: Db, now: Date, limit = 500) {
  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  return db
    .select({ bookingId: eventBookings.id, eventId: events.id, endDate: events.endDate, endTime: events.endTime, timezone: events.timezone })
    .from(eventBookings)
    .innerJoin(events, eq(events.id, eventBookings.eventId))
    .leftJoin(attendanceCertificates, and(eq(attendanceCertificates.bookingId, eventBookings.id), isNull(attendanceCertificates.revokedAt)))
    .where(and(eq(eventBookings.status, 'attended'), eq(events.acceptCe, true), isNull(attendanceCertificates.id), lte(events.endDate, tomorrow)))
    .orderBy(eventBookings.id)
    .limit(limit);
}
