import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';

// The demo members' logins, apart from their seeding (server/db/seed/demo.ts, which needs the image
// library): the start banner names them without loading it.

export const DEMO_PASSWORD = 'Yoga2011!';

type DemoMember = {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  isStaff?: boolean;
  profile?: { country: string; region: string; nationality: string; phone: string; location: string; detail: string; legal: string; dob: string; web?: string };
};

export const DEMO_MEMBERS: DemoMember[] = [
  {
    username: 'ananda',
    email: 'ananda@example.com',
    firstName: 'Ananda',
    lastName: 'Sharma',
    profile: {
      country: 'TH',
      region: 'TH-50',
      nationality: 'IN',
      phone: '+66812345678',
      location: 'Chiang Mai',
      legal: 'Ananda Kumar Sharma',
      dob: '1984-06-21',
      web: 'https://ananda-yoga.example.com',
      detail:
        'Hatha and Ashtanga teacher for fifteen years. I trained in Rishikesh and Mysore and now lead teacher trainings in northern Thailand, with a focus on alignment, pranayama and the philosophy of the Yoga Sutras.',
    },
  },
  { username: 'mali', email: 'mali@example.com', firstName: 'Mali', lastName: 'Srisuk' },
  { username: 'li.wei', email: 'li.wei@example.com', firstName: 'Wei', lastName: 'Li' },
  { username: 'sofia', email: 'sofia@example.com', firstName: 'Sofia', lastName: 'Rossi' },
  { username: 'staff', email: 'staff@example.com', firstName: 'Office', lastName: 'Staff', isStaff: true },
];

/** The demo members still in the database, in the README's order: the quick start names them. */
export async function findDemoLogins(db: Db): Promise<string[]> {
  const usernames = DEMO_MEMBERS.map((member) => member.username);
  const rows = await db.select({ username: users.username }).from(users).where(inArray(users.username, usernames));
  const present = new Set(rows.map((row) => row.username));
  return usernames.filter((username) => present.has(username));
}
