import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { testProcessorSessions } from '../../db/schema/index.ts';

export type TestSessionRow = typeof testProcessorSessions.$inferSelect;

export async function selectTestSession(db: Db, id: string): Promise<TestSessionRow | null> {
  const [row] = await db.select().from(testProcessorSessions).where(eq(testProcessorSessions.id, id)).limit(1);
  return row ?? null;
}

export async function lockTestSession(db: Db, id: string): Promise<TestSessionRow | null> {
  const [row] = await db.select().from(testProcessorSessions).where(eq(testProcessorSessions.id, id)).for('update');
  return row ?? null;
}

/** Inserts a session, or answers the one already made with the same idempotency key. */
export async function insertTestSession(db: Db, values: typeof testProcessorSessions.$inferInsert): Promise<TestSessionRow> {
  const [row] = await db.insert(testProcessorSessions).values(values).onConflictDoNothing({ target: testProcessorSessions.idempotencyKey }).returning();
  if (row) return row;
  const [existing] = await db.select().from(testProcessorSessions).where(eq(testProcessorSessions.idempotencyKey, values.idempotencyKey));
  return existing;
}

export async function updateTestSession(db: Db, id: string, values: Partial<typeof testProcessorSessions.$inferInsert>): Promise<TestSessionRow> {
  const [row] = await db
    .update(testProcessorSessions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(testProcessorSessions.id, id))
    .returning();
  return row;
}

/**
 * Moves a session on only from one of the states `from`, in one statement: a card submitted while the
 * shop ends the session either pays first (and the shop sees it paid) or finds it ended. Null: it was not in `from`.
 */
export async function moveTestSession(
  db: Db,
  id: string,
  from: TestSessionRow['status'][],
  values: Partial<typeof testProcessorSessions.$inferInsert>,
): Promise<TestSessionRow | null> {
  const [row] = await db
    .update(testProcessorSessions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(testProcessorSessions.id, id), inArray(testProcessorSessions.status, from)))
    .returning();
  return row ?? null;
}
