import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileViewCounts, schools } from '../../db/schema/index.ts';
import { popularityRanksJob } from '../../jobs/popularity-ranks.ts';
import { directoryFixtures, type Fixtures } from '../../test/directory-fixtures.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';

// Views written in batches (as in production): counted once per visitor and day, by the database
// in the end, and shown at once to the visitor who made them. The count lives apart from the
// listing, whose own copy (the "most viewed" order) the popularity-ranks sweep brings up to date.

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

const viewersOf = async (id: number) =>
  (
    await t.app.deps.db
      .select({ viewers: profileViewCounts.viewers })
      .from(profileViewCounts)
      .where(and(eq(profileViewCounts.kind, 'school'), eq(profileViewCounts.profileId, id)))
  )[0]?.viewers ?? 0;
const rankedOf = async (id: number) => (await t.app.deps.db.select({ viewers: schools.viewers }).from(schools).where(eq(schools.id, id)))[0].viewers;
const runSweep = () =>
  popularityRanksJob.run(
    { deps: t.app.deps, jobId: 'test', attempt: 1, signal: new AbortController().signal, once: (_key, effect) => effect() },
    { slot: 'test' },
  );
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

  it('leave the listing alone until the sweep copies the counts to the "most viewed" order', async () => {
    const { saoPaulo: sunrise, rishikesh } = f.schools;
    const popular = async () =>
      ((await call(t.app, visitor, { method: 'GET', url: '/api/school/school?ordering=popular' })).json().results as { slug: string }[]).map((s) => s.slug);
    const ranked = await rankedOf(sunrise.id);
    expect(ranked).toBeLessThan(await viewersOf(rishikesh.id));
    expect((await popular()).indexOf(sunrise.slug)).toBeGreaterThan((await popular()).indexOf(rishikesh.slug));
    // Enough new visitors to pass Rishikesh: shown at once, written together, the listing's row untouched.
    const needed = (await viewersOf(rishikesh.id)) - (await viewersOf(sunrise.id)) + 1;
    for (let i = 0; i < needed; i++) await t.app.deps.views.count('school', sunrise.id, `crowd-${i}`);
    await t.app.deps.views.flush();
    expect(await viewersOf(sunrise.id)).toBeGreaterThan(await viewersOf(rishikesh.id));
    const shown = (await view(sunrise.slug, 'one-more')).json().viewers;
    await t.app.deps.views.flush();
    expect(await viewersOf(sunrise.id)).toBe(shown);
    expect(await rankedOf(sunrise.id)).toBe(ranked);
    expect((await popular()).indexOf(sunrise.slug)).toBeGreaterThan((await popular()).indexOf(rishikesh.slug));

    await runSweep();
    expect(await rankedOf(sunrise.id)).toBe(shown);
    expect((await popular()).indexOf(sunrise.slug)).toBeLessThan((await popular()).indexOf(rishikesh.slug));
    const due = await t.app.deps.db.execute(sql`select count(*)::int as n from profile_view_counts where viewers <> ranked`);
    expect((due as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it('write the same profiles from two processes at once without waiting on each other', async () => {
    const { rishikesh, saoPaulo: sunrise } = f.schools;
    const before = [await viewersOf(rishikesh.id), await viewersOf(sunrise.id)];
    const { insertViews } = await import('./views.queries.ts');
    // Opposite orders: the counts are written in key order, so neither statement waits on the other's lock.
    await Promise.all([
      insertViews(t.app.deps.db, [
        { kind: 'school', id: rishikesh.id, visitor: 'p1-a' },
        { kind: 'school', id: sunrise.id, visitor: 'p1-b' },
      ]),
      insertViews(t.app.deps.db, [
        { kind: 'school', id: sunrise.id, visitor: 'p2-a' },
        { kind: 'school', id: rishikesh.id, visitor: 'p2-b' },
      ]),
    ]);
    expect([await viewersOf(rishikesh.id), await viewersOf(sunrise.id)]).toEqual([before[0] + 2, before[1] + 2]);
  });
});
