import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { faqEntries, feeAmounts, feeItems, platformEventApplications, platformEvents, teamMembers, testimonials, videos } from '../../db/schema/index.ts';

// The office's edits of listable content (issue 12). Every content table has an integer `id`; one
// set of calls serves them all.

type ContentTable = typeof faqEntries | typeof videos | typeof teamMembers | typeof testimonials | typeof platformEvents;

/** Select, insert, update and delete by id for one content table. */
function rowsOf<T extends ContentTable>(table: T, order: SQL[]) {
  // The tables differ only in their other columns; `id` is the same serial column in each.
  const t = table as unknown as typeof faqEntries;
  type Row = T['$inferSelect'];
  return {
    all: async (db: Db): Promise<Row[]> =>
      (await db
        .select()
        .from(t)
        .orderBy(...order)) as Row[],
    /** The row, locked until the transaction ends (the audit's "before" is what was changed). */
    lock: async (db: Db, id: number): Promise<Row | undefined> => (await db.select().from(t).where(eq(t.id, id)).for('update').limit(1))[0] as Row | undefined,
    one: async (db: Db, id: number): Promise<Row | undefined> => (await db.select().from(t).where(eq(t.id, id)).limit(1))[0] as Row | undefined,
    insert: async (db: Db, values: T['$inferInsert']): Promise<number> =>
      (
        await db
          .insert(t)
          .values(values as never)
          .returning({ id: t.id })
      )[0].id,
    update: async (db: Db, id: number, values: Partial<T['$inferInsert']>): Promise<void> => {
      await db
        .update(t)
        .set(values as never)
        .where(eq(t.id, id));
    },
    remove: async (db: Db, id: number): Promise<void> => {
      await db.delete(t).where(eq(t.id, id));
    },
  };
}

export const faqRows = rowsOf(faqEntries, [asc(faqEntries.groupKey), asc(faqEntries.sortOrder), asc(faqEntries.id)]);
export const videoRows = rowsOf(videos, [desc(videos.publishedAt), desc(videos.id)]);
export const teamRows = rowsOf(teamMembers, [asc(teamMembers.sortOrder), asc(teamMembers.id)]);
export const testimonialRows = rowsOf(testimonials, [asc(testimonials.sortOrder), asc(testimonials.id)]);
export const platformEventRows = rowsOf(platformEvents, [desc(platformEvents.startsAt), desc(platformEvents.id)]);

/** Applications per platform event. */
export async function countEventApplications(db: Db, eventIds: number[]): Promise<Map<number, number>> {
  if (!eventIds.length) return new Map();
  const rows = await db
    .select({ eventId: platformEventApplications.eventId, count: count() })
    .from(platformEventApplications)
    .where(inArray(platformEventApplications.eventId, eventIds))
    .groupBy(platformEventApplications.eventId);
  return new Map(rows.map((r) => [r.eventId, r.count]));
}

export async function isEventSlugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: platformEvents.id })
    .from(platformEvents)
    .where(and(eq(platformEvents.slug, slug), exceptId ? ne(platformEvents.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

// ---- The fee table ----

export async function selectFeeTable(db: Db) {
  const [items, amounts] = await Promise.all([
    db.select().from(feeItems).orderBy(asc(feeItems.sortOrder), asc(feeItems.id)),
    db.select().from(feeAmounts).orderBy(asc(feeAmounts.feeType), asc(feeAmounts.currency)),
  ]);
  return { items, amounts };
}

export async function selectFeeItemsByCode(db: Db, codes: string[]) {
  return db.select().from(feeItems).where(inArray(feeItems.code, codes));
}

/** The item's amounts, locked for the change (the audit keeps what they were). */
export async function lockFeeAmounts(db: Db, itemId: number) {
  return db.select().from(feeAmounts).where(eq(feeAmounts.itemId, itemId)).for('update');
}

export async function upsertFeeAmount(db: Db, values: { itemId: number; feeType: 'annual' | 'lifetime'; currency: string; amount: number }) {
  await db
    .insert(feeAmounts)
    .values(values)
    .onConflictDoUpdate({ target: [feeAmounts.itemId, feeAmounts.feeType, feeAmounts.currency], set: { amount: values.amount } });
}

/** A team member's photo: the storage key of the file now shown on the team page. */
export async function updateTeamPhotoKey(db: Db, id: number, storageKey: string): Promise<void> {
  await db.update(teamMembers).set({ photo: storageKey }).where(eq(teamMembers.id, id));
}
