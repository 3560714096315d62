import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';

export type StoredFile = typeof storedFiles.$inferSelect;

export async function insertStoredFile(db: Db, values: typeof storedFiles.$inferInsert): Promise<StoredFile> {
  const [row] = await db.insert(storedFiles).values(values).returning();
  return row;
}

export const findStoredFile = async (db: Db, id: number): Promise<StoredFile | undefined> =>
  (await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1))[0];

/** Forgets the file stored under a key (its record of use is gone, e.g. a replaced avatar). */
export async function deleteStoredFileByKey(db: Db, storageKey: string) {
  await db.delete(storedFiles).where(eq(storedFiles.storageKey, storageKey));
}
