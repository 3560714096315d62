import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SCHOOL_PAGE_COMMENTS, SCHOOL_PAGE_EVENTS, SCHOOL_PAGE_GRADUATES, SCHOOL_PAGE_PICTURES } from '#common/directory.ts';
import { loadConfig } from '../../config.ts';
import {
  directoryChanges,
  graduateClaims,
  schoolGallery,
  schoolGraduates,
  schoolInstructors,
  schoolRatings,
  schools,
  teachers,
  users,
} from '../../db/schema/index.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { readAllEventCards, selectEvents } from '../events/events.queries.ts';
import { readAllSchoolComments, selectRatings } from '../schools/school-comments.queries.ts';
import { selectSchoolGraduates, selectSchoolPictures } from '../schools/school-pages.queries.ts';
import { readAllSchoolCards, readAllSchoolProfiles, selectSchoolProfile, selectSchools } from '../schools/schools.queries.ts';
import { readAllTeacherCards, selectTeachers } from '../teachers/teachers.queries.ts';
import { directoryIndex, listingsMayHaveChanged, searchWithoutIndex, setDirectoryIndexLag } from './directory-index.ts';
import { createViewCounter } from './view-counter.ts';
import { publicSchool, publicTeacher } from './visibility.queries.ts';

// Search pages are answered from rows kept in memory (card-cache.ts): a change to what a card shows,
// in the listing or in another table (ratings, graduate claims), must reach the next search.

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let dataDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'wya-fresh-'));
  process.env.SCALE_LISTINGS = '800';
  const { seedDirectoryScale } = await import('../../db/seed/directory-scale.ts');
  await seedDirectoryScale(database.db, loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40) }));
}, 120_000);
afterAll(async () => {
  setDirectoryIndexLag(0);
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const window = { limit: 12, offset: 0 };

/** A listed school, found from now on by a word no other school has. */
async function listedSchool(word: string) {
  const [school] = await database.db.select().from(schools).where(eq(schools.status, 'approved')).orderBy(schools.id).limit(1);
  await database.db
    .update(schools)
    .set({ searchText: sql`${schools.searchText} || ' ' || ${word}` })
    .where(eq(schools.id, school.id));
  return school;
}

describe('search cards kept in memory', () => {
  it('show a new rating in the next search', async () => {
    const school = await listedSchool('marigoldhall');
    const [first] = (await selectSchools(database.db, { search: 'marigoldhall', ...window })).rows;
    expect(first.school.id).toBe(school.id);
    const before = Number(first.ratingCount);
    const [rater] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`not exists (select 1 from school_ratings r where r.school_id = ${school.id} and r.user_id = ${users.id})`)
      .limit(1);
    await database.db.insert(schoolRatings).values({ schoolId: school.id, userId: rater.id, rating: 4, comment: 'Calm and clear.' });
    const [again] = (await selectSchools(database.db, { search: 'marigoldhall', ...window })).rows;
    expect(Number(again.ratingCount)).toBe(before + 1);
  });

  it('follow a confirmed graduate claim: the teacher counts as CYT in the level filter and on the card', async () => {
    const [teacher] = await database.db
      .select()
      .from(teachers)
      .where(and(eq(teachers.status, 'approved'), isNotNull(teachers.userId), sql`${teachers.registrationType} <> 'CYT'`))
      .limit(1);
    await database.db
      .update(teachers)
      .set({ searchText: sql`${teachers.searchText} || ' lotuswhisper'` })
      .where(eq(teachers.id, teacher.id));
    const search = (level?: string) => selectTeachers(database.db, { search: 'lotuswhisper', level, ...window });
    expect((await search('CYT')).total).toBe(0);
    expect((await search(teacher.registrationType ?? '')).total).toBe(1);
    const [school] = await database.db.select({ id: schools.id }).from(schools).limit(1);
    const [graduate] = await database.db
      .insert(schoolGraduates)
      .values({ schoolId: school.id, graduateNumber: 'G-FRESH-1', name: 'Fresh Graduate', graduationDate: '2024-01-01' })
      .returning();
    await database.db.insert(graduateClaims).values({ graduateId: graduate.id, userId: teacher.userId as number, status: 'confirmed' });
    const found = await search('CYT');
    expect(found.rows.map((r) => r.teacher.id)).toEqual([teacher.id]);
    expect(found.rows[0].certified).toBe(true);
    expect((await search(teacher.registrationType ?? '')).total).toBe(0);
  });

  it('keep a school profile until the school or its instructors change, by id or by slug', async () => {
    const school = await listedSchool('profilehall');
    const bySlug = () => selectSchoolProfile(database.db, { slug: school.slug });
    const before = await bySlug();
    expect(before?.school.id).toBe(school.id);
    await database.db.insert(schoolInstructors).values({ schoolId: school.id, name: 'Asha Fresh', order: 99 });
    expect((await bySlug())?.instructors.map((i) => i.name)).toContain('Asha Fresh');
    // The counts of graduates and pictures decide whether the page asks for them.
    const { graduateCount, galleryCount } = (await bySlug()) ?? { graduateCount: 0, galleryCount: 0 };
    await database.db
      .insert(schoolGraduates)
      .values({ schoolId: school.id, graduateNumber: 'G-PROFILE-1', name: 'Profile Graduate', graduationDate: '2024-02-01' });
    expect((await bySlug())?.graduateCount).toBe(graduateCount + 1);
    const [picture] = await database.db.insert(schoolGallery).values({ schoolId: school.id, image: 'gallery/fresh.webp', order: 0 }).returning();
    expect((await bySlug())?.galleryCount).toBe(galleryCount + 1);
    await database.db.delete(schoolGallery).where(eq(schoolGallery.id, picture.id));
    expect((await bySlug())?.galleryCount).toBe(galleryCount);
    await database.db
      .update(schools)
      .set({ slug: `${school.slug}-moved` })
      .where(eq(schools.id, school.id));
    expect(await bySlug()).toBeNull();
    expect((await selectSchoolProfile(database.db, { slug: `${school.slug}-moved` }))?.school.id).toBe(school.id);
    await database.db.update(schools).set({ status: 'suspended' }).where(eq(schools.id, school.id));
    expect(await selectSchoolProfile(database.db, { id: school.id })).toBeNull();
    await database.db.update(schools).set({ status: 'approved', slug: school.slug }).where(eq(schools.id, school.id));
    expect((await bySlug())?.school.id).toBe(school.id);
  });

  it('patch a new view count in memory: cards, profile and the popular order follow, nothing is read again', { timeout: 30_000 }, async () => {
    const [first, second] = await database.db.select().from(schools).where(eq(schools.status, 'approved')).orderBy(schools.id).offset(1).limit(2);
    for (const school of [first, second])
      await database.db
        .update(schools)
        .set({ searchText: sql`${schools.searchText} || ' viewedpair'` })
        .where(eq(schools.id, school.id));
    const popular = async () => (await selectSchools(database.db, { search: 'viewedpair', ordering: 'popular', ...window })).rows;
    // The index reads again the changes of the last 5 seconds (directory-index.ts): let them age.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    const profile = await selectSchoolProfile(database.db, { id: second.id });
    const cards = await popular();
    const leader = cards[0].school.viewers;
    const listings = (await directoryIndex(database.db))?.schools;
    listings?.ordered();
    // A counted view changes nothing but the count: logged with it, as a patch.
    await database.db
      .update(schools)
      .set({ viewers: leader + 7 })
      .where(eq(schools.id, second.id));
    const [logged] = await database.db.select().from(directoryChanges).orderBy(desc(directoryChanges.id)).limit(1);
    expect(logged).toMatchObject({ kind: 'school', listingId: second.id, viewers: leader + 7 });
    expect((await popular()).map((r) => [r.school.id, r.school.viewers])).toEqual([
      [second.id, leader + 7],
      [first.id, first.viewers],
    ]);
    // The profile held in memory is the same row, with the new count.
    const again = await selectSchoolProfile(database.db, { id: second.id });
    expect(again).toBe(profile);
    expect(again?.school.viewers).toBe(leader + 7);
    // The kept order (walked by big searches) is still sorted.
    const ordered = listings?.ordered() ?? [];
    expect(ordered.findIndex((l, i) => i > 0 && (listings?.keptOrder(ordered[i - 1], l) ?? 0) > 0)).toBe(-1);
    // The database agrees.
    searchWithoutIndex(database.db);
    const plain = await popular().finally(() => searchWithoutIndex(database.db, false));
    expect(plain.map((r) => [r.school.id, r.school.viewers])).toEqual([
      [second.id, leader + 7],
      [first.id, first.viewers],
    ]);
    // Any other change is logged without a count, and the listing is read again.
    await database.db.update(schools).set({ name: 'Viewed Pair Hall' }).where(eq(schools.id, second.id));
    const [renamed] = await database.db.select().from(directoryChanges).orderBy(desc(directoryChanges.id)).limit(1);
    expect(renamed.viewers).toBeNull();
    // So is a change that comes with a new count, and a teacher's view is a patch too.
    const lastChange = async () => (await database.db.select().from(directoryChanges).orderBy(desc(directoryChanges.id)).limit(1))[0];
    await database.db
      .update(schools)
      .set({ name: 'Viewed Pair Hall', city: 'Elsewhere', viewers: sql`${schools.viewers} + 1` })
      .where(eq(schools.id, second.id));
    expect(await lastChange()).toMatchObject({ kind: 'school', listingId: second.id, viewers: null });
    const [teacher] = await database.db.select().from(teachers).limit(1);
    await database.db
      .update(teachers)
      .set({ viewers: teacher.viewers + 1 })
      .where(eq(teachers.id, teacher.id));
    expect(await lastChange()).toMatchObject({ kind: 'teacher', listingId: teacher.id, viewers: teacher.viewers + 1 });
    expect((await selectSchoolProfile(database.db, { id: second.id }))?.school.name).toBe('Viewed Pair Hall');
  });

  it('count views with HOT updates: no index of the listing tables is written', async () => {
    // Rows spread over many pages, none changed by the other tests; each page keeps room for one.
    const ids = async (table: string) =>
      ((await database.db.execute(sql.raw(`select id from ${table} where id % 4 = 2 order by id desc limit 20`))) as unknown as { rows: { id: number }[] })
        .rows;
    const [viewedSchools, viewedTeachers] = [await ids('schools'), await ids('teachers')];
    await database.db.transaction(async (tx) => {
      // Counts of this backend since its statistics were last reported, so taken before and after.
      const updates = async () =>
        (
          (await tx.execute(sql`
          select pg_stat_get_xact_tuples_updated('schools'::regclass)::int as schools, pg_stat_get_xact_tuples_hot_updated('schools'::regclass)::int as hot_schools,
                 pg_stat_get_xact_tuples_updated('teachers'::regclass)::int as teachers, pg_stat_get_xact_tuples_hot_updated('teachers'::regclass)::int as hot_teachers`)) as unknown as {
            rows: Record<string, number>[];
          }
        ).rows[0];
      const before = await updates();
      const views = createViewCounter(tx, { batchMs: 60_000, log: pino({ level: 'silent' }) });
      for (const { id } of viewedSchools) await views.count('school', id, 'hot-visitor');
      for (const { id } of viewedTeachers) await views.count('teacher', id, 'hot-visitor');
      await views.flush();
      const after = await updates();
      expect(Object.fromEntries(Object.entries(after).map(([k, n]) => [k, n - before[k]]))).toEqual({
        schools: 20,
        hot_schools: 20,
        teachers: 20,
        hot_teachers: 20,
      });
    });
  });

  it('hold every public school profile and first comments, and every listed school, event and teacher card after reading them all: a visit or a search page then needs no query', {
    timeout: 30_000,
  }, async () => {
    // The index reads again the changes of the last 5 seconds, and forgets their rows each time
    // (directory-index.ts): let the other tests' changes age first.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    const held = await readAllSchoolProfiles(database.db);
    const listed = await database.db.select({ id: schools.id, slug: schools.slug }).from(schools).where(publicSchool());
    expect(held).toBe(listed.length);
    expect(await readAllSchoolComments(database.db)).toBe(listed.length);
    expect(await readAllEventCards(database.db)).toBeGreaterThan(0);
    expect(await readAllSchoolCards(database.db)).toBe(listed.length);
    const listedTeachers = await database.db.select({ id: teachers.id }).from(teachers).where(publicTeacher());
    expect(await readAllTeacherCards(database.db)).toBe(listedTeachers.length);
    const queries = vi.spyOn(database.db, 'select');
    try {
      for (const school of listed) {
        expect((await selectSchoolProfile(database.db, { slug: school.slug }))?.school.id).toBe(school.id);
        await selectRatings(database.db, school.id, { limit: SCHOOL_PAGE_COMMENTS, offset: 0 });
        await selectEvents(database.db, { school: school.id, upcoming: true, limit: SCHOOL_PAGE_EVENTS, offset: 0 });
      }
      let shown = 0;
      // Events as the API lists them by default: those that have not ended.
      for (const [i, search] of ['yoga', 'hatha', 'bangkok', 'sharma', 'medittion', 'ครู', '瑜伽', ''].entries())
        for (const select of [selectTeachers, selectSchools, selectEvents])
          shown += (await select(database.db, { search, upcoming: true, limit: 24, offset: 24 * (i % 2) })).rows.length;
      expect(shown).toBeGreaterThan(100);
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });

  it("answer a school's first comments as the database does, and follow a new, a hidden rating and a rater's new name", { timeout: 30_000 }, async () => {
    const bothWays = async (schoolId: number, window = { limit: SCHOOL_PAGE_COMMENTS, offset: 0 }) => {
      const held = await selectRatings(database.db, schoolId, window);
      searchWithoutIndex(database.db);
      const plain = await selectRatings(database.db, schoolId, window).finally(() => searchWithoutIndex(database.db, false));
      expect(held).toEqual(plain);
      return held;
    };
    const rated = (await database.db.execute(sql`
      select school_id as id from school_ratings where hidden_at is null group by school_id order by count(*) desc limit 20`)) as unknown as {
      rows: { id: number }[];
    };
    for (const { id } of rated.rows) {
      expect((await bothWays(id)).rows.length).toBeGreaterThan(0);
      await bothWays(id, { limit: 3, offset: 0 });
    }
    const school = rated.rows[0].id;
    const before = await bothWays(school);
    const [rater] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`not exists (select 1 from school_ratings r where r.school_id = ${school} and r.user_id = ${users.id})`)
      .limit(1);
    const [rating] = await database.db.insert(schoolRatings).values({ schoolId: school, userId: rater.id, rating: 5, comment: 'Newest comment.' }).returning();
    const added = await bothWays(school);
    expect(added.total).toBe(before.total + 1);
    expect(added.rows[0].rating.comment).toBe('Newest comment.');
    // Changes of the last 5 seconds are applied again (directory-index.ts), which would hide a
    // rename that is not logged: let the new rating's change age first.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    await database.db.update(users).set({ firstName: 'Renamed', lastName: 'Rater' }).where(eq(users.id, rater.id));
    expect((await bothWays(school)).rows[0].user).toMatchObject({ firstName: 'Renamed', lastName: 'Rater' });
    await database.db.update(schoolRatings).set({ hiddenAt: new Date() }).where(eq(schoolRatings.id, rating.id));
    expect((await bothWays(school)).rows.map((r) => r.rating.id)).toEqual(before.rows.map((r) => r.rating.id));
  });

  it("answer a school's first graduates and its gallery as the database does, and follow their changes", { timeout: 30_000 }, async () => {
    const bothWays = async <T>(select: () => Promise<T>) => {
      const held = await select();
      searchWithoutIndex(database.db);
      const plain = await select().finally(() => searchWithoutIndex(database.db, false));
      expect(held).toEqual(plain);
      return held;
    };
    const school = await listedSchool('graduatehall');
    const graduates = (window: { limit: number; offset: number }, ordering = '-date') =>
      bothWays(() => selectSchoolGraduates(database.db, { schoolId: school.id, ordering, ...window }));
    const pictures = (window: { limit: number; offset: number }) => bothWays(() => selectSchoolPictures(database.db, { schoolId: school.id, ...window }));
    // The school (the first listed one) may have graduates from the tests above: it starts without.
    await graduates({ limit: SCHOOL_PAGE_GRADUATES, offset: 0 });
    await database.db.delete(schoolGraduates).where(eq(schoolGraduates.schoolId, school.id));
    expect(await graduates({ limit: SCHOOL_PAGE_GRADUATES, offset: 0 })).toEqual({ rows: [], total: 0 });
    await database.db.insert(schoolGraduates).values(
      Array.from({ length: SCHOOL_PAGE_GRADUATES + 5 }, (_, i) => ({
        schoolId: school.id,
        graduateNumber: `G-HELD-${i}`,
        name: `Held Graduate ${i}`,
        // Two graduates a day: the id orders those of the same day.
        graduationDate: `2024-03-${String(10 + Math.floor(i / 2)).padStart(2, '0')}`,
      })),
    );
    const first = await graduates({ limit: SCHOOL_PAGE_GRADUATES, offset: 0 });
    expect(first.total).toBe(SCHOOL_PAGE_GRADUATES + 5);
    // Held: the page's next visit reads nothing (nor a smaller window of it, nor the gallery's),
    // once the insert is older than the 5 seconds of changes the index applies again.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    await graduates({ limit: SCHOOL_PAGE_GRADUATES, offset: 0 });
    await pictures({ limit: SCHOOL_PAGE_PICTURES, offset: 0 });
    const queries = vi.spyOn(database.db, 'select');
    try {
      await selectSchoolGraduates(database.db, { schoolId: school.id, ordering: '-date', limit: SCHOOL_PAGE_GRADUATES, offset: 0 });
      await selectSchoolGraduates(database.db, { schoolId: school.id, ordering: '-date', limit: 5, offset: 10 });
      await selectSchoolPictures(database.db, { schoolId: school.id, limit: SCHOOL_PAGE_PICTURES, offset: 0 });
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
    expect(first.rows[0].name).toBe(`Held Graduate ${SCHOOL_PAGE_GRADUATES + 4}`);
    // Beyond the first page, and in another order, the database answers; both ways agree.
    expect((await graduates({ limit: SCHOOL_PAGE_GRADUATES, offset: SCHOOL_PAGE_GRADUATES })).rows).toHaveLength(5);
    await graduates({ limit: 5, offset: 3 });
    await graduates({ limit: SCHOOL_PAGE_GRADUATES, offset: 0 }, 'name');
    await database.db
      .update(schoolGraduates)
      .set({ name: 'Renamed Graduate' })
      .where(eq(schoolGraduates.graduateNumber, `G-HELD-${SCHOOL_PAGE_GRADUATES + 4}`));
    expect((await graduates({ limit: SCHOOL_PAGE_GRADUATES, offset: 0 })).rows[0].name).toBe('Renamed Graduate');
    await database.db.delete(schoolGraduates).where(eq(schoolGraduates.schoolId, school.id));
    expect(await graduates({ limit: SCHOOL_PAGE_GRADUATES, offset: 0 })).toEqual({ rows: [], total: 0 });

    const before = await pictures({ limit: SCHOOL_PAGE_PICTURES, offset: 0 });
    const added = await database.db
      .insert(schoolGallery)
      .values([3, 1, 2].map((order) => ({ schoolId: school.id, image: `gallery/held-${order}.webp`, order: before.total + order })))
      .returning();
    const after = await pictures({ limit: SCHOOL_PAGE_PICTURES, offset: 0 });
    expect(after.total).toBe(before.total + 3);
    expect(after.rows.slice(-3).map((p) => p.image)).toEqual(['gallery/held-1.webp', 'gallery/held-2.webp', 'gallery/held-3.webp']);
    await pictures({ limit: 2, offset: before.total + 1 });
    await database.db.delete(schoolGallery).where(eq(schoolGallery.id, added[0].id));
    expect((await pictures({ limit: SCHOOL_PAGE_PICTURES, offset: 0 })).total).toBe(before.total + 2);
  });

  it('answer the level filter as the database does', async () => {
    for (const level of ['CYT', 'RYT', 'cyt 200', 'RYT-500', '200', 'E-RYT']) {
      for (const search of ['yoga', 'ครู', 'bangkok', 'hatha']) {
        const indexed = await selectTeachers(database.db, { search, level, ...window });
        searchWithoutIndex(database.db);
        const plain = await selectTeachers(database.db, { search, level, ...window }).finally(() => searchWithoutIndex(database.db, false));
        expect(indexed.total, `${level} ${search}`).toBe(plain.total);
        expect(indexed.rows.map((r) => r.teacher.id)).toEqual(plain.rows.map((r) => r.teacher.id));
      }
    }
  });

  it('with a lag, answer from the last check until this process writes', async () => {
    const school = await listedSchool('laggardhall');
    setDirectoryIndexLag(60_000);
    try {
      listingsMayHaveChanged();
      await selectSchools(database.db, { search: 'laggardhall', ...window });
      await database.db.update(schools).set({ name: 'Renamed Hall' }).where(eq(schools.id, school.id));
      // Another process's change waits for the lag …
      const [stale] = (await selectSchools(database.db, { search: 'laggardhall', ...window })).rows;
      expect(stale.school.name).toBe(school.name);
      // … this process's own write is seen at once.
      listingsMayHaveChanged();
      const [fresh] = (await selectSchools(database.db, { search: 'laggardhall', ...window })).rows;
      expect(fresh.school.name).toBe('Renamed Hall');
    } finally {
      setDirectoryIndexLag(0);
    }
  });
});
