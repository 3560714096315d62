import { and, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  contactMessages,
  faqEntries,
  feeAmounts,
  feedbackEntries,
  feeItems,
  platformEventApplications,
  platformEvents,
  teamMembers,
  testimonials,
  videos,
} from '../../db/schema/index.ts';

export type VideoRow = typeof videos.$inferSelect;
export type PlatformEventRow = typeof platformEvents.$inferSelect;

export async function selectFees(db: Db, options: { currency: string; audience?: 'school' | 'teacher' }) {
  return db
    .select({ item: feeItems, feeType: feeAmounts.feeType, amount: feeAmounts.amount })
    .from(feeItems)
    .innerJoin(feeAmounts, and(eq(feeAmounts.itemId, feeItems.id), eq(feeAmounts.currency, options.currency)))
    .where(options.audience ? eq(feeItems.audience, options.audience) : undefined)
    .orderBy(asc(feeItems.sortOrder), asc(feeItems.id));
}

export const selectFaq = (db: Db) => db.select().from(faqEntries).orderBy(asc(faqEntries.groupKey), asc(faqEntries.sortOrder), asc(faqEntries.id));
export const selectTeam = (db: Db) => db.select().from(teamMembers).orderBy(asc(teamMembers.sortOrder), asc(teamMembers.id));

export async function selectTestimonials(db: Db, window: { limit: number; offset: number }) {
  const where = eq(testimonials.isPublished, true);
  const [{ total }] = await db.select({ total: count() }).from(testimonials).where(where);
  const rows = await db
    .select()
    .from(testimonials)
    .where(where)
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id))
    .limit(window.limit)
    .offset(window.offset);
  return { total, rows };
}

export async function selectVideos(db: Db, options: { membersOnly?: boolean; category?: string; excludeId?: number; limit: number; offset: number }) {
  const where = and(
    eq(videos.isPublished, true),
    options.membersOnly === undefined ? undefined : eq(videos.membersOnly, options.membersOnly),
    options.category ? eq(videos.category, options.category) : undefined,
    options.excludeId ? ne(videos.id, options.excludeId) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(videos).where(where);
  const rows = await db.select().from(videos).where(where).orderBy(desc(videos.publishedAt), desc(videos.id)).limit(options.limit).offset(options.offset);
  return { total, rows };
}

export const selectVideo = async (db: Db, id: number) =>
  (
    await db
      .select()
      .from(videos)
      .where(and(eq(videos.id, id), eq(videos.isPublished, true)))
      .limit(1)
  )[0];

// Qualified by hand: inside a subquery Drizzle writes columns unqualified, and "id" would be the application's own id.
const applicationCount = sql<number>`(select count(*)::int from "platform_event_applications" as pea where pea."event_id" = "platform_events"."id")`;

export async function selectPlatformEvents(db: Db, options: { upcomingFrom?: Date; slug?: string; limit: number; offset: number }) {
  const where = and(
    eq(platformEvents.isActive, true),
    options.upcomingFrom ? gte(platformEvents.endsAt, options.upcomingFrom) : undefined,
    options.slug ? eq(platformEvents.slug, options.slug) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(platformEvents).where(where);
  const rows = await db
    .select({ event: platformEvents, applied: applicationCount })
    .from(platformEvents)
    .where(where)
    .orderBy(asc(platformEvents.startsAt), asc(platformEvents.id))
    .limit(options.limit)
    .offset(options.offset);
  return { total, rows };
}

export async function selectPlatformEvent(db: Db, id: number) {
  const [row] = await db
    .select({ event: platformEvents, applied: applicationCount })
    .from(platformEvents)
    .where(and(eq(platformEvents.id, id), eq(platformEvents.isActive, true)))
    .limit(1);
  return row;
}

export async function selectAppliedEventIds(db: Db, userId: number, eventIds: number[]) {
  if (!eventIds.length) return new Set<number>();
  const rows = await db
    .select({ eventId: platformEventApplications.eventId })
    .from(platformEventApplications)
    .where(and(eq(platformEventApplications.userId, userId), inArray(platformEventApplications.eventId, eventIds)));
  return new Set(rows.map((r) => r.eventId));
}

/**
 * Applies once, within the capacity: the event row is locked so two members cannot take the last seat.
 * Returns 'applied', 'already' or 'full'.
 */
export async function insertApplication(db: Db, eventId: number, userId: number): Promise<'applied' | 'already' | 'full'> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select({ capacity: platformEvents.capacity }).from(platformEvents).where(eq(platformEvents.id, eventId)).for('update');
    const existing = await tx
      .select({ id: platformEventApplications.id })
      .from(platformEventApplications)
      .where(and(eq(platformEventApplications.eventId, eventId), eq(platformEventApplications.userId, userId)))
      .limit(1);
    if (existing.length) return 'already';
    if (event?.capacity != null) {
      const [{ taken }] = await tx.select({ taken: count() }).from(platformEventApplications).where(eq(platformEventApplications.eventId, eventId));
      if (taken >= event.capacity) return 'full';
    }
    const inserted = await tx
      .insert(platformEventApplications)
      .values({ eventId, userId })
      .onConflictDoNothing()
      .returning({ id: platformEventApplications.id });
    return inserted.length ? 'applied' : 'already';
  });
}

export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row;
}

export async function insertFeedback(db: Db, values: typeof feedbackEntries.$inferInsert) {
  const [row] = await db.insert(feedbackEntries).values(values).returning({ id: feedbackEntries.id, createdAt: feedbackEntries.createdAt });
  return row;
}
