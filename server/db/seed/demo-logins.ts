import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { DEMO_MEMBERS } from './demo.ts';

/** The demo members still in the database, in the README's order: the quick start names them. */
export async function findDemoLogins(db: Db): Promise<string[]> {
  const usernames = DEMO_MEMBERS.map((member) => member.username);
  const rows = await db.select({ username: users.username }).from(users).where(inArray(users.username, usernames));
  const present = new Set(rows.map((row) => row.username));
  return usernames.filter((username) => present.has(username));
}
