import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import { selectBooking } from '../../domain/events/bookings.queries.ts';
import { issueCertificate } from '../../domain/events/certificates.ts';
import { notificationLink } from '../../domain/notifications/links.ts';
import { insertNotification } from '../../domain/notifications/notifications.queries.ts';
import type { Db } from '../client.ts';
import { eventBookings, events, schools, users } from '../schema/index.ts';

// Demo bookings (issue 13): ananda's school has an upcoming event with a confirmed and a pending
// booking, so its owner and the bookers (mali, sofia) see bookings at once; mali's bell says hers
// was confirmed. Sofia also attended a
// past event that accepts CE: her booking has a certificate of attendance, and her teacher page
// counts its hours.

export async function seedDemoBookings(db: Db): Promise<void> {
  const members = new Map(
    (
      await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.username, ['ananda', 'mali', 'sofia']))
    ).map((u) => [u.username, u.id]),
  );
  const ananda = members.get('ananda');
  if (!ananda) return;
  const today = new Date().toISOString().slice(0, 10);
  const [event] = await db
    .select({ id: events.id, subject: events.subject, school: schools.name })
    .from(events)
    .innerJoin(schools, eq(schools.id, events.schoolId))
    .where(and(eq(schools.userId, ananda), eq(events.isActive, true), gte(events.startDate, today)))
    .orderBy(asc(events.startDate))
    .limit(1);
  if (!event) return;
  const bookings = [
    { username: 'mali', status: 'confirmed' },
    { username: 'sofia', status: 'pending' },
  ].flatMap(({ username, status }) => {
    const userId = members.get(username);
    return userId ? [{ eventId: event.id, userId, status }] : [];
  });
  if (bookings.length) await db.insert(eventBookings).values(bookings).onConflictDoNothing();
  const mali = members.get('mali');
  if (mali)
    await insertNotification(db, {
      userId: mali,
      messageKey: 'event_booking_confirmed',
      params: { event: event.subject, school: event.school },
      customUrl: notificationLink('event_booking_confirmed', { event: event.id }),
    });
  const sofia = members.get('sofia');
  if (sofia) await seedAttendedCeBooking(db, sofia, today);
}

/** The latest past CE event of another member's school, attended by `userId`, with its certificate. */
async function seedAttendedCeBooking(db: Db, userId: number, today: string) {
  const [past] = await db
    .select({ id: events.id })
    .from(events)
    .innerJoin(schools, eq(schools.id, events.schoolId))
    .where(and(eq(events.acceptCe, true), eq(events.isActive, true), lt(events.endDate, today), or(isNull(schools.userId), ne(schools.userId, userId))))
    .orderBy(desc(events.endDate))
    .limit(1);
  if (!past) return;
  const [booking] = await db.insert(eventBookings).values({ eventId: past.id, userId, status: 'attended' }).onConflictDoNothing().returning();
  const row = booking ? await selectBooking(db, booking.id) : null;
  if (row && !row.certificateCode) await issueCertificate(db, row);
}
