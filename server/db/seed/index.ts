import { count } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { inTransaction } from '../transaction.ts';

export type Seeder = (db: Db, config: Config) => Promise<void>;

/**
 * Demo data of every area on a first run (empty users table), in the order of `DEMO_SEEDERS`
 * (server/db/seed/seeders.ts). The seeders and their image library are loaded only then: a start on
 * a database that has data does not load them.
 */
export async function seedDemoIfEmpty(db: Db, config: Config): Promise<boolean> {
  const [{ value }] = await db.select({ value: count() }).from(users);
  if (value > 0) return false;
  const { DEMO_SEEDERS } = await import('./seeders.ts');
  // One transaction: the embedded database then writes to disk once instead of after every insert.
  await inTransaction(db, async (tx) => {
    for (const seeder of DEMO_SEEDERS) await seeder(tx, config);
  });
  return true;
}
