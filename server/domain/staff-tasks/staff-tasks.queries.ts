import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffTasks, users } from '../../db/schema/index.ts';

export type StaffTaskRow = typeof staffTasks.$inferSelect;

/** Opens a task unless one with the same key is open already; answers whether it is new. */
export async function insertStaffTask(db: Db, values: typeof staffTasks.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(staffTasks)
    .values(values)
    .onConflictDoNothing({ target: staffTasks.key, where: sql`${staffTasks.resolvedAt} is null` })
    .returning({ id: staffTasks.id });
  return rows.length === 1;
}

/** Opens the task of a key, or brings the open one's details up to date (how many renewals wait, …). */
export async function upsertStaffTask(db: Db, values: typeof staffTasks.$inferInsert): Promise<void> {
  await db
    .insert(staffTasks)
    .values(values)
    .onConflictDoUpdate({ target: staffTasks.key, targetWhere: sql`${staffTasks.resolvedAt} is null`, set: { details: values.details } });
}

/** The keys of the open tasks of a kind. */
export async function selectOpenTaskKeys(db: Db, kind: string): Promise<string[]> {
  const rows = await db
    .select({ key: staffTasks.key })
    .from(staffTasks)
    .where(and(eq(staffTasks.kind, kind), isNull(staffTasks.resolvedAt)));
  return rows.map((r) => r.key);
}

/** Marks done the open task of a key (the system finished the work itself after all). */
export async function resolveStaffTaskByKey(db: Db, key: string, at: Date): Promise<void> {
  await db
    .update(staffTasks)
    .set({ resolvedAt: at })
    .where(and(eq(staffTasks.key, key), isNull(staffTasks.resolvedAt)));
}

/** Marks one task done by a staff member; null when it does not exist or was done already. */
export async function resolveStaffTaskById(db: Db, id: number, staffId: number, at: Date): Promise<StaffTaskRow | null> {
  const [row] = await db
    .update(staffTasks)
    .set({ resolvedAt: at, resolvedBy: staffId })
    .where(and(eq(staffTasks.id, id), isNull(staffTasks.resolvedAt)))
    .returning();
  return row ?? null;
}

export async function selectStaffTask(db: Db, id: number): Promise<StaffTaskRow | null> {
  const [row] = await db.select().from(staffTasks).where(eq(staffTasks.id, id)).limit(1);
  return row ?? null;
}

export async function selectStaffTasks(db: Db, filter: { open: boolean }, window: { limit: number; offset: number }) {
  const where: SQL = filter.open ? isNull(staffTasks.resolvedAt) : sql`${staffTasks.resolvedAt} is not null`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ task: staffTasks, resolvedByEmail: users.email })
      .from(staffTasks)
      .leftJoin(users, eq(users.id, staffTasks.resolvedBy))
      .where(where)
      .orderBy(filter.open ? staffTasks.createdAt : desc(staffTasks.resolvedAt), staffTasks.id)
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(staffTasks).where(where),
  ]);
  return { rows, total };
}

export async function countOpenStaffTasks(db: Db): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(staffTasks).where(isNull(staffTasks.resolvedAt));
  return total;
}
