import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobEffects } from '../db/schema/index.ts';

export async function isEffectDone(db: Db, key: string): Promise<boolean> {
  const [row] = await db.select({ key: jobEffects.key }).from(jobEffects).where(eq(jobEffects.key, key)).limit(1);
  return Boolean(row);
}

export async function markEffectDone(db: Db, key: string, jobId: string): Promise<void> {
  await db.insert(jobEffects).values({ key, jobId }).onConflictDoNothing();
}

/** Claims a side effect by its key: true for the one caller that recorded it first, false for every later one. */
export async function claimEffect(db: Db, key: string, jobId: string): Promise<boolean> {
  const rows = await db.insert(jobEffects).values({ key, jobId }).onConflictDoNothing().returning({ key: jobEffects.key });
  return rows.length > 0;
}
