import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { socialAccounts } from '../../db/schema/index.ts';

export const findSocialAccount = async (db: Db, provider: string, uid: string) =>
  (
    await db
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.uid, uid)))
      .limit(1)
  )[0];

export async function insertSocialAccount(db: Db, values: typeof socialAccounts.$inferInsert) {
  await db.insert(socialAccounts).values(values).onConflictDoNothing();
}
