import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCustomOptions, eventImages, eventInstructors, eventOptionCategories, eventOptions, eventSelectedOptions } from '../../db/schema/index.ts';
import { days, directoryFixtures, type Fixtures } from '../../test/directory-fixtures.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let visitor: string;
let f: Fixtures;
beforeAll(async () => {
  t = await createTestApp();
  visitor = await clientToken(t.app);
  f = await directoryFixtures(t, (await newMember(t.app)).pk);
  const db = t.app.deps.db;
  const ttc = f.events.ttc.id;
  await db.insert(eventInstructors).values([
    { eventId: ttc, teacherId: f.teachers.wei.id, order: 2 },
    { eventId: ttc, teacherId: f.teachers.mali.id, order: 1 },
    { eventId: ttc, teacherId: f.teachers.hiddenTeacher.id, order: 3 },
  ]);
  await db.insert(eventImages).values([
    { eventId: ttc, image: 'public/directory/e1.webp', caption: 'Shala', order: 2 },
    { eventId: ttc, image: 'public/directory/e2.webp', caption: 'River', order: 1, isPrimary: true },
  ]);
  const [category] = await db
    .insert(eventOptionCategories)
    .values({ code: 'meals_test', nameEn: 'Meals', nameTh: 'อาหาร', nameZh: '餐食', nameHi: 'भोजन' })
    .returning();
  const [veg] = await db
    .insert(eventOptions)
    .values({ categoryId: category.id, code: 'veg', nameEn: 'Vegetarian meals', nameTh: 'อาหารมังสวิรัติ', nameZh: '素食', nameHi: 'शाकाहारी भोजन' })
    .returning();
  await db.insert(eventSelectedOptions).values({ eventId: ttc, optionId: veg.id });
  await db.insert(eventCustomOptions).values({ eventId: ttc, categoryId: category.id, name: 'Fresh mango on Sundays' });
});
afterAll(() => t.close());

const subjects = async (query: string) => {
  const res = await call(t.app, visitor, { method: 'GET', url: `/api/event?${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json().results as { subject: string }[]).map((r) => r.subject);
};

describe('GET /api/event', () => {
  it('lists active upcoming events of public schools, soonest first', async () => {
    expect(await subjects('')).toEqual(['Meditation Retreat in Chiang Mai', '200 Hour Hatha Teacher Training']);
  });

  it('includes past events only when asked, and never inactive or hidden ones', async () => {
    expect(await subjects('upcoming=0')).toEqual(['Past Hatha Immersion', 'Meditation Retreat in Chiang Mai', '200 Hour Hatha Teacher Training']);
    expect(await subjects('upcoming=0&search=hatha')).toEqual(['Past Hatha Immersion', '200 Hour Hatha Teacher Training']);
  });

  it('filters by search, country, region, date range, school and teacher', async () => {
    expect(await subjects('search=retreat')).toEqual(['Meditation Retreat in Chiang Mai']);
    expect(await subjects(`search=${encodeURIComponent('印度')}`)).toEqual(['200 Hour Hatha Teacher Training']);
    // Places in other scripts: the city's names, and the school's own address in local script.
    expect(await subjects(`search=${encodeURIComponent('清迈')}`)).toEqual(['Meditation Retreat in Chiang Mai']);
    expect(await subjects(`search=${encodeURIComponent('ऋषिकेश')}`)).toEqual(['200 Hour Hatha Teacher Training']);
    expect(await subjects('country=TH')).toEqual(['Meditation Retreat in Chiang Mai']);
    expect(await subjects(`region=${f.events.ttc.regionId}`)).toEqual(['200 Hour Hatha Teacher Training']);
    expect(await subjects(`date_from=${days(20)}`)).toEqual(['200 Hour Hatha Teacher Training']);
    expect(await subjects(`date_to=${days(20)}`)).toEqual(['Meditation Retreat in Chiang Mai']);
    expect(await subjects(`date_from=${days(60)}`)).toEqual([]);
    expect(await subjects(`school=${f.schools.rishikesh.id}`)).toEqual(['200 Hour Hatha Teacher Training']);
    expect(await subjects(`teacher=${f.teachers.mali.id}`)).toEqual(['200 Hour Hatha Teacher Training']);
    const bad = await call(t.app, visitor, { method: 'GET', url: '/api/event?date_from=tomorrow', lang: 'hi' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().date_from[0]).toBe('तारीख YYYY-MM-DD के रूप में लिखें।');
  });

  it("reads a school's and a teacher's upcoming events by a prepared statement, with the same answers", async () => {
    const page = (query: string) => call(t.app, visitor, { method: 'GET', url: `/api/event?${query}` });
    const school = (await page(`school=${f.schools.rishikesh.id}&page_size=1`)).json();
    expect(school.count).toBe(1);
    expect(school.results.map((e: { subject: string }) => e.subject)).toEqual(['200 Hour Hatha Teacher Training']);
    expect((await page(`school=${f.schools.rishikesh.id}&page_size=1&page=2`)).statusCode).toBe(404);
    expect(await subjects(`teacher=${f.teachers.mali.id}&upcoming=0`)).toEqual(['200 Hour Hatha Teacher Training']);
    expect(await subjects(`school=${f.schools.rishikesh.id}&upcoming=0`)).toEqual(['Past Hatha Immersion', '200 Hour Hatha Teacher Training']);
    // On PGlite every statement shares one session, so its prepared statements can be listed.
    if (!process.env.TEST_DATABASE_URL) {
      const { rows } = (await t.app.deps.db.execute(sql`select name from pg_prepared_statements`)) as unknown as { rows: { name: string }[] };
      expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['events_of_school_ids', 'events_of_teacher_ids']));
    }
  });

  it('answers markers for the same search', async () => {
    const markers = (await call(t.app, visitor, { method: 'GET', url: '/api/event/marker' })).json();
    expect(markers).toEqual([
      { id: f.events.ttc.id, name: '200 Hour Hatha Teacher Training', start_date: f.events.ttc.startDate, latitude: 30.1, longitude: 78.3 },
    ]);
  });
});

describe('GET /api/event/{id}', () => {
  it('shows details, instructors in order, images and options in the caller language', async () => {
    const res = await call(t.app, visitor, { method: 'GET', url: `/api/event/${f.events.ttc.id}`, lang: 'th' });
    expect(res.statusCode).toBe(200);
    const event = res.json();
    expect(event).toMatchObject({
      subject: '200 Hour Hatha Teacher Training',
      price: 250000,
      currency: 'USD',
      school: { slug: 'rishikesh-yoga-peeth' },
      image: '/media/directory/e2.webp',
    });
    expect(event.instructors.map((i: { teacher: { slug: string } }) => i.teacher.slug)).toEqual(['mali-srisuk', 'li-wei']);
    expect(event.images.map((i: { caption: string }) => i.caption)).toEqual(['River', 'Shala']);
    expect(event.options).toEqual([
      {
        category: { id: expect.any(Number), code: 'meals_test', name: 'อาหาร' },
        options: [{ id: expect.any(Number), code: 'veg', name: 'อาหารมังสวิรัติ' }],
        custom_options: [{ id: expect.any(Number), name: 'Fresh mango on Sundays' }],
      },
    ]);
  });

  it('gives contact details to logged-in members only', async () => {
    expect((await call(t.app, visitor, { method: 'GET', url: `/api/event/${f.events.ttc.id}` })).json().contact).toBeNull();
    const member = await newMember(t.app);
    expect((await call(t.app, member.token, { method: 'GET', url: `/api/event/${f.events.ttc.id}` })).json().contact).toEqual({
      name: 'Anand',
      email: 'ttc@rishikesh.example.com',
      phone: '+911352440001',
    });
  });

  it('is not found when inactive or of a hidden school; a past event stays readable', async () => {
    for (const e of [f.events.inactive, f.events.ofPending, f.events.ofExpired]) {
      const res = await call(t.app, visitor, { method: 'GET', url: `/api/event/${e.id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Event not found');
    }
    expect((await call(t.app, visitor, { method: 'GET', url: `/api/event/${f.events.pastEvent.id}` })).statusCode).toBe(200);
    expect((await call(t.app, visitor, { method: 'GET', url: '/api/event/abc' })).statusCode).toBe(400);
  });
});

describe('event reference data', () => {
  it('answers currencies, option categories and options', async () => {
    const currencies = (await call(t.app, visitor, { method: 'GET', url: '/api/event/currency-choices/', lang: 'zh' })).json();
    expect(currencies.map((c: { value: string }) => c.value)).toEqual(['USD', 'THB', 'INR', 'EUR']);
    const categories = (await call(t.app, visitor, { method: 'GET', url: '/api/event-option-category/', lang: 'hi' })).json();
    const meals = categories.find((c: { code: string }) => c.code === 'meals_test');
    expect(meals.name).toBe('भोजन');
    const options = (await call(t.app, visitor, { method: 'GET', url: `/api/event-option/?category=${meals.id}` })).json();
    expect(options).toEqual([{ id: expect.any(Number), category: meals.id, code: 'veg', name: 'Vegetarian meals' }]);
  });
});

describe('sitemap entries', () => {
  it('lists only public profiles and upcoming public events', async () => {
    const get = async (kind: string) => (await call(t.app, visitor, { method: 'GET', url: `/api/directory/sitemap-entries?kind=${kind}` })).json().results;
    expect((await get('schools')).map((s: { slug: string }) => s.slug).sort()).toEqual([
      'bangkok-flow',
      'chiang-mai-yoga',
      'escola-sao-paulo',
      'rishikesh-yoga-peeth',
      'shanghai-lotus',
    ]);
    expect((await get('teachers')).map((s: { slug: string }) => s.slug).sort()).toEqual(['li-wei', 'mali-srisuk']);
    expect((await get('events')).map((s: { id: number }) => s.id).sort()).toEqual([f.events.ttc.id, f.events.retreat.id].sort());
  });
});
