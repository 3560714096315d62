import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NewNotification = { userId: number; messageKey: string; params?: Record<string, string>; customUrl?: string | null };

export async function insertNotification(db: Db, values: NewNotification): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({ ...values, params: values.params ?? {} })
    .returning({ id: notifications.id });
  return row.id;
}

/** A member's notifications, newest first, with how many there are and how many are unread. */
export async function selectNotifications(db: Db, userId: number, window: { limit: number; offset: number }) {
  const [rows, [totals], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.notifyAt), desc(notifications.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(notifications).where(eq(notifications.userId, userId)),
    db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false))),
  ]);
  return { rows, total: totals.value, unread: unread.value };
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row.value;
}

/** Marks one of the member's notifications; false when it is not theirs (or does not exist). */
export async function markOne(db: Db, userId: number, id: number, read: boolean): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAll(db: Db, userId: number, read: boolean) {
  await db.update(notifications).set({ read }).where(eq(notifications.userId, userId));
}
