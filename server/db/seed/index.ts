import { count } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { inTransaction } from '../transaction.ts';
import { seedDemoApplications } from './applications.ts';
import { seedBilling } from './billing.ts';
import { seedDemoBookings } from './bookings.ts';
import { seedContent } from './content.ts';
import { seedDemoMembers } from './demo.ts';
import { seedDirectory } from './directory.ts';

export type Seeder = (db: Db, config: Config) => Promise<void>;

/**
 * Demo data of every area, run in this order on a first run (empty users table).
 * Each area appends its seeder here; a seeder may look up the members seeded before it.
 */
export const DEMO_SEEDERS: Seeder[] = [seedDemoMembers, seedContent, seedDirectory, seedDemoApplications, seedBilling, seedDemoBookings];

export async function seedDemoIfEmpty(db: Db, config: Config): Promise<boolean> {
  const [{ value }] = await db.select({ value: count() }).from(users);
  if (value > 0) return false;
  // One transaction: the embedded database then writes to disk once instead of after every insert.
  await inTransaction(db, async (tx) => {
    for (const seeder of DEMO_SEEDERS) await seeder(tx, config);
  });
  return true;
}
