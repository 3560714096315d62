import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '../../db/schema/index.ts';
import { directoryFixtures, type Fixtures } from '../../test/directory-fixtures.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';

// Views written in batches (as in production): counted once per visitor and day, by the database
// in the end, and shown at once to the visitor who made them.

let t: TestApp;
let visitor: string;
let f: Fixtures;
beforeAll(async () => {
  t = await createTestApp({ viewBatchMs: 60_000 });
  visitor = await clientToken(t.app);
  f = await directoryFixtures(t, (await newMember(t.app)).pk);
});
afterAll(async () => {
  await t.close();
});

const viewersOf = async (id: number) => (await t.app.deps.db.select({ viewers: schools.viewers }).from(schools).where(eq(schools.id, id)))[0].viewers;
const view = (slug: string, key: string) => call(t.app, visitor, { method: 'GET', url: `/api/school/school/${slug}?visitor=${key}` });

describe('profile views in batches', () => {
  it('count a visitor once a day, are shown at once and written together', async () => {
    const school = f.schools.rishikesh;
    const before = await viewersOf(school.id);
    expect((await view(school.slug, 'visitor-a')).json().viewers).toBe(before + 1);
    expect((await view(school.slug, 'visitor-a')).json().viewers).toBe(before);
    expect((await view(school.slug, 'visitor-b')).json().viewers).toBe(before + 1);
    // Nothing written yet …
    expect(await viewersOf(school.id)).toBe(before);
    await t.app.deps.views.flush();
    // … then both views in one statement.
    expect(await viewersOf(school.id)).toBe(before + 2);
    const rows = await t.app.deps.db.execute(sql`select count(*)::int as n from profile_views where kind = 'school' and profile_id = ${school.id}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(2);
  });

  it('do not count twice a view another process counted first', async () => {
    const school = f.schools.rishikesh;
    await t.app.deps.db.execute(sql`insert into profile_views (kind, profile_id, visitor, day) values ('school', ${school.id}, 'elsewhere', current_date)`);
    const before = await viewersOf(school.id);
    expect(await t.app.deps.views.count('school', school.id, 'elsewhere')).toBe(true);
    expect(await t.app.deps.views.count('school', school.id, 'new-here')).toBe(true);
    await t.app.deps.views.flush();
    expect(await viewersOf(school.id)).toBe(before + 1);
  });
});
