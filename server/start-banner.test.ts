import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema/index.ts';
import { findDemoLogins } from './db/seed/demo-logins.ts';
import { startBanner } from './start-banner.ts';
import { openTestDatabase } from './test/harness.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await database.drop();
});

describe("npm start's plain line", () => {
  it('says where the site runs and, for the demo, who to log in as with which password', () => {
    expect(startBanner({ publicUrl: 'http://localhost:3000' })).toBe('World Yoga Alliance is running at http://localhost:3000');
    expect(startBanner({ publicUrl: 'http://localhost:3000', demoLogins: ['ananda', 'staff'] })).toBe(
      'World Yoga Alliance is running at http://localhost:3000 — demo logins at http://localhost:3000/auth/login: ananda, staff (password Yoga2011!; staff opens the back office at /staff)',
    );
  });

  it('names only the demo members the database holds, in the README order', async () => {
    expect(await findDemoLogins(database.db)).toEqual([]);
    await database.db.insert(users).values([
      { username: 'staff', email: 'staff@example.com' },
      { username: 'mali', email: 'mali@example.com' },
      { username: 'someone', email: 'someone@example.com' },
    ]);
    expect(await findDemoLogins(database.db)).toEqual(['mali', 'staff']);
  });
});
