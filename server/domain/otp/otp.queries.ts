import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/index.ts';

export type Channel = 'mobile' | 'email';

export async function insertCode(db: Db, values: typeof oneTimeCodes.$inferInsert) {
  await db.insert(oneTimeCodes).values(values);
}

/** How many codes went to a target since a time, and when the newest one went. */
export async function codeSendStats(db: Db, channel: Channel, target: string, since: Date) {
  const [row] = await db
    .select({ sent: count(), latest: sql<string | null>`max(${oneTimeCodes.createdAt})` })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.channel, channel), eq(oneTimeCodes.target, target), gt(oneTimeCodes.createdAt, since)));
  return { sent: row.sent, latest: row.latest ? new Date(row.latest) : null };
}

export async function findNewestOpenCode(db: Db, channel: Channel, target: string) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.channel, channel), eq(oneTimeCodes.target, target), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  return row;
}

export async function countFailedAttempt(db: Db, id: number) {
  await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(eq(oneTimeCodes.id, id));
}

/** Single use even when two verifications race: only one update finds the code open. */
export async function consumeCode(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}

/** The target of a member's newest code that can still be used (not used, not expired, tries left). */
export async function findPendingTarget(db: Db, channel: Channel, userId: number, maxAttempts: number): Promise<string | null> {
  const [row] = await db
    .select({ target: oneTimeCodes.target })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.channel, channel),
        eq(oneTimeCodes.userId, userId),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
        lt(oneTimeCodes.attempts, maxAttempts),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  return row?.target ?? null;
}
