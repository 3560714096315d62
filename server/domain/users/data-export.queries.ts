import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dataExports } from '../../db/schema/index.ts';

export type DataExportRow = typeof dataExports.$inferSelect;

/** The member's latest request, whatever its state. */
export async function selectLatestExport(db: Db, userId: number): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.requestedAt), desc(dataExports.id)).limit(1);
  return row ?? null;
}

export async function selectExport(db: Db, id: number): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row ?? null;
}

/** A request whose job never finished (it gave up, or its worker is gone) stops blocking a new one. */
export async function failStaleRequests(db: Db, userId: number, before: Date) {
  await db
    .update(dataExports)
    .set({ status: 'failed' })
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'requested'), lt(dataExports.requestedAt, before)));
}

/** Inserts a request; the partial unique index refuses a second one in flight (null). */
export async function insertExportRequest(db: Db, values: { userId: number; storageKey: string }): Promise<DataExportRow | null> {
  const [row] = await db
    .insert(dataExports)
    .values({ ...values, status: 'requested' })
    .onConflictDoNothing({ target: dataExports.userId, where: sql`${dataExports.status} = 'requested'` })
    .returning();
  return row ?? null;
}

/** Marks a request ready, once: a job run again finds it done (null). */
export async function markExportReady(db: Db, id: number, values: { size: number; readyAt: Date; expiresAt: Date }): Promise<DataExportRow | null> {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'ready', ...values })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'requested')))
    .returning();
  return row ?? null;
}

/** The member's other ready archives end when a newer one is ready; answers their storage keys. */
export async function expireOtherExports(db: Db, userId: number, keepId: number): Promise<string[]> {
  const rows = await db
    .update(dataExports)
    .set({ status: 'expired' })
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'ready'), sql`${dataExports.id} <> ${keepId}`))
    .returning({ storageKey: dataExports.storageKey });
  return rows.map((r) => r.storageKey);
}

/** Archives past their end, and requests that never finished: their files (whole or half made) go. */
export async function endLapsedExports(db: Db, now: Date, staleBefore: Date): Promise<string[]> {
  const rows = await db
    .update(dataExports)
    .set({ status: sql`case when ${dataExports.status} = 'ready' then 'expired' else 'failed' end` })
    .where(
      or(
        and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now)),
        and(eq(dataExports.status, 'requested'), lt(dataExports.requestedAt, staleBefore)),
      ),
    )
    .returning({ storageKey: dataExports.storageKey });
  return rows.map((r) => r.storageKey);
}

/** Every request of a member (their account is being erased): answers the storage keys to remove. */
export async function deleteExportsOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.delete(dataExports).where(eq(dataExports.userId, userId)).returning({ storageKey: dataExports.storageKey });
  return rows.map((r) => r.storageKey);
}
