import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { eventBookings, events, schools, users } from '../schema/index.ts';

// Demo bookings (issue 13): ananda's school has an upcoming event with a confirmed and a pending
// booking, so its owner and the bookers (mali, sofia) see bookings at once.

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
    .select({ id: events.id })
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
  if (bookings.length) await db.insert(eventBookings).values(bookings);
}
