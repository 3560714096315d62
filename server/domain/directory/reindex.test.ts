import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, schools, teachers } from '../../db/schema/index.ts';
import { directoryFixtures, type Fixtures } from '../../test/directory-fixtures.ts';
import { createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { reindexListings } from './reindex.ts';

let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  t = await createTestApp();
  f = await directoryFixtures(t, (await newMember(t.app)).pk);
});
afterAll(() => t.close());

describe('writing the search text again', () => {
  it('gives every listing the search text its fields and places make today', async () => {
    const db = t.app.deps.db;
    const school = f.schools.rishikesh.id;
    const before = (await db.select({ text: schools.searchText }).from(schools).where(eq(schools.id, school)))[0].text;
    // As after place names changed: the stored text no longer says what the listing would say now.
    await db.update(schools).set({ searchText: 'stale' }).where(eq(schools.id, school));
    await db.update(teachers).set({ searchText: 'stale' });
    await db.update(events).set({ searchText: 'stale' });
    const done = await reindexListings(t.app.deps);
    expect(done.schools).toBeGreaterThanOrEqual(5);
    expect(done.teachers).toBeGreaterThan(0);
    expect(done.events).toBeGreaterThan(0);
    expect((await db.select({ text: schools.searchText }).from(schools).where(eq(schools.id, school)))[0].text).toBe(before);
    const stale = [...(await db.select({ text: teachers.searchText }).from(teachers)), ...(await db.select({ text: events.searchText }).from(events))].filter(
      (r) => r.text === 'stale',
    );
    expect(stale).toEqual([]);
  });
});
