import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { graduateClaims, schoolGallery, schoolGraduates, schoolInstructors, schoolRatings, schools, teachers, users } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { selectSchoolProfile, selectSchools } from '../schools/schools.queries.ts';
import { selectTeachers } from '../teachers/teachers.queries.ts';

// A change to what a card or profile shows, in the listing or in another table (ratings, graduate
// claims, instructors), reaches the next search and the next profile.

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

describe('search cards and profiles', () => {
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

  it('follow the school, its instructors, graduates and pictures, by id or by slug', async () => {
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
});
