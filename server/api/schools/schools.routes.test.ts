import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolGallery, schoolGraduates, schools } from '../../db/schema/index.ts';
import { insertSchool, placeIndex } from '../../db/seed/directory-insert.ts';
import { directoryFixtures, type Fixtures, FUTURE } from '../../test/directory-fixtures.ts';
import { call, clientToken, createTestApp, newMember, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let visitor: string;
let f: Fixtures;
let owner: Awaited<ReturnType<typeof newMember>>;
beforeAll(async () => {
  t = await createTestApp();
  visitor = await clientToken(t.app);
  owner = await newMember(t.app);
  f = await directoryFixtures(t, owner.pk);
  const rid = f.schools.rishikesh.id;
  await t.app.deps.db.insert(schoolGraduates).values([
    { schoolId: rid, graduateNumber: 'RSY-002', name: 'bella Ng', graduationDate: '2023-05-01', teacherLevel: ['200'] },
    { schoolId: rid, graduateNumber: 'RSY-010', name: 'Aarav Patel', graduationDate: '2021-01-15' },
    { schoolId: rid, graduateNumber: 'RSY-001', name: 'Chloé Martin', graduationDate: '2024-11-30' },
  ]);
  await t.app.deps.db.insert(schoolGallery).values([
    { schoolId: rid, image: 'public/directory/g1.webp', description: 'Morning practice', order: 1 },
    { schoolId: f.schools.pending.id, image: 'public/directory/g2.webp', description: 'Hidden', order: 1 },
  ]);
});
afterAll(() => t.close());

const list = async (query: string, lang?: string) => {
  const res = await call(t.app, visitor, { method: 'GET', url: `/api/school/school?${query}`, lang });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    count: number;
    next: string | null;
    previous: string | null;
    results: { id: number; slug: string; name: string; rating: number | null; region: { name: string } | null }[];
  };
};
const slugs = async (query: string) => (await list(query)).results.map((r) => r.slug);

describe('GET /api/school/school', () => {
  it('lists only approved schools that are still valid, most viewed first', async () => {
    expect(await slugs('')).toEqual(['rishikesh-yoga-peeth', 'chiang-mai-yoga', 'escola-sao-paulo', 'bangkok-flow', 'shanghai-lotus']);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/school/school' })).statusCode).toBe(401);
  });

  it('searches names, descriptions, styles and places, ignoring case and accents', async () => {
    expect(await slugs('search=SAO%20PAULO')).toEqual(['escola-sao-paulo']);
    expect(await slugs('search=são')).toEqual(['escola-sao-paulo']);
    expect(await slugs('search=ganga')).toEqual(['rishikesh-yoga-peeth']);
    expect(await slugs('search=ashtanga')).toEqual(['rishikesh-yoga-peeth']);
    expect(await slugs('search=Thailand')).toEqual(['chiang-mai-yoga', 'bangkok-flow']);
    // Style labels in other languages, prefixes of words
    expect(await slugs(`search=${encodeURIComponent('哈他瑜伽')}`)).toEqual(['rishikesh-yoga-peeth', 'chiang-mai-yoga']);
    expect(await slugs('search=rishi')).toEqual(['rishikesh-yoga-peeth']);
  });

  it('finds Thai and Chinese names by any part of them', async () => {
    expect(await slugs(`search=${encodeURIComponent('เชียงใหม่')}`)).toEqual(['chiang-mai-yoga']);
    expect(await slugs(`search=${encodeURIComponent('莲花')}`)).toEqual(['shanghai-lotus']);
    expect(await slugs(`search=${encodeURIComponent('泰国')}`)).toEqual(['chiang-mai-yoga', 'bangkok-flow']);
  });

  it('finds cities and regions written in Thai, Chinese or Hindi, and still in English', async () => {
    const search = (words: string) => slugs(`search=${encodeURIComponent(words)}`);
    // Bangkok: the region's own name (@countrystatecity/countries) and the city's names (GeoNames).
    expect(await search('กรุงเทพ')).toEqual(['bangkok-flow']);
    expect(await search('曼谷')).toEqual(['bangkok-flow']);
    expect(await search('清迈')).toEqual(['chiang-mai-yoga']);
    // Rishikesh in Devanagari comes from the school's own address in local script.
    expect(await search('ऋषिकेश')).toEqual(['rishikesh-yoga-peeth']);
    expect(await search('Bangkok')).toEqual(['bangkok-flow']);
    expect(await search('chiang mai')).toEqual(['chiang-mai-yoga']);
    expect(await search('Rishikesh')).toEqual(['rishikesh-yoga-peeth']);
  });

  it('answers the local-script name to everyone and the local-script address to members only', async () => {
    const card = (await list(`search=${encodeURIComponent('清迈')}`)).results[0] as unknown as { local_name: string };
    expect(card.local_name).toBe('โรงเรียนโยคะเชียงใหม่');
    expect((await call(t.app, visitor, { method: 'GET', url: '/api/school/school/rishikesh-yoga-peeth' })).json().contact).toBeNull();
    const asMember = await call(t.app, owner.token, { method: 'GET', url: '/api/school/school/rishikesh-yoga-peeth' });
    expect(asMember.json().contact).toMatchObject({ address: null, local_address: 'तपोवन, ऋषिकेश, उत्तराखंड 249192' });
  });

  it('tolerates misspelled names and ranks the best match first', async () => {
    expect(await slugs('search=rishikesch%20yoga%20peth')).toContain('rishikesh-yoga-peeth');
    expect((await slugs('search=bangkok%20flwo'))[0]).toBe('bangkok-flow');
    // Misspelled places, found anywhere in the text as a last resort
    expect(await slugs('search=chaing%20mai')).toContain('chiang-mai-yoga');
    expect(await slugs('search=bankok')).toContain('bangkok-flow');
  });

  it('ranks a corrected place above a corrected word of a description ("bankok": Bangkok before "the banks of the Ganga")', async () => {
    // A Bangkok school without Bangkok in its name, and fewer views than the Rishikesh one.
    const db = t.app.deps.db;
    await insertSchool(db, await placeIndex(db), {
      userId: owner.pk,
      status: 'approved',
      memberSince: '2020-01-01',
      validUntil: FUTURE,
      slug: 'lotus-sukhumvit',
      name: 'Lotus Studio Sukhumvit',
      city: 'Bangkok',
      country: 'TH',
      viewers: 0,
    });
    try {
      const found = await slugs('search=bankok');
      expect(found).toContain('lotus-sukhumvit');
      if (found.includes('rishikesh-yoga-peeth')) expect(found.indexOf('rishikesh-yoga-peeth')).toBeGreaterThan(found.indexOf('lotus-sukhumvit'));
    } finally {
      await db.delete(schools).where(eq(schools.slug, 'lotus-sukhumvit'));
    }
  });

  it('answers a search without matches with an empty page, not an error', async () => {
    expect(await list('search=zzqxv')).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await list('search=%25%25%20--')).count).toBe(5);
  });

  it('filters by country (code or id), region, level and style', async () => {
    expect(await slugs('country=TH')).toEqual(['chiang-mai-yoga', 'bangkok-flow']);
    expect(await slugs(`country=${f.schools.chiangMai.countryId}`)).toEqual(['chiang-mai-yoga', 'bangkok-flow']);
    expect(await slugs(`country=TH&region=${f.schools.bangkok.regionId}`)).toEqual(['bangkok-flow']);
    expect(await slugs('level=CYS')).toEqual(['rishikesh-yoga-peeth']);
    expect(await slugs('style=yin')).toEqual(['escola-sao-paulo', 'shanghai-lotus']);
    expect(await slugs('country=TH&style=hatha&search=yoga')).toEqual(['chiang-mai-yoga']);
    expect(await slugs('country=ZZ')).toEqual([]);
  });

  it('pages with next and previous links up to the last page', async () => {
    const first = await list('page_size=2');
    expect(first.count).toBe(5);
    expect(first.results).toHaveLength(2);
    expect(first.previous).toBeNull();
    expect(first.next).toContain('page=2');
    const last = await list('page_size=2&page=3');
    expect(last.results).toHaveLength(1);
    expect(last.next).toBeNull();
    expect(last.previous).toContain('page=2');
    expect((await list('page_size=1000')).results).toHaveLength(5);
    expect((await list('slug=chiang-mai-yoga')).results.map((r) => r.slug)).toEqual(['chiang-mai-yoga']);
    expect((await list('slug=pending-school')).results).toEqual([]);
  });

  it('answers a page number past the end 404 "Invalid page.", as DRF does; page 1 of no results stays an empty page', async () => {
    const past = (query: string, lang?: string) => call(t.app, visitor, { method: 'GET', url: `/api/school/school?${query}`, lang });
    const res = await past('page_size=2&page=4');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Invalid page.' });
    expect((await past('page_size=2&page=4', 'th')).json().detail).toMatch(/[\u0E00-\u0E7F]/);
    // A search: past the end of what matches, and page 2 of nothing.
    expect((await past('country=TH&page_size=2&page=2')).statusCode).toBe(404);
    expect((await past('search=zzqxv&page=2')).statusCode).toBe(404);
    expect(await list('search=zzqxv&page=1')).toMatchObject({ count: 0, results: [] });
    // An offset past the end is an empty page, as DRF's limit/offset pagination answers.
    expect(await list('limit=2&offset=10')).toMatchObject({ count: 5, results: [] });
  });

  it('refuses bad filter values with a localized message', async () => {
    const res = await call(t.app, visitor, { method: 'GET', url: '/api/school/school?region=abc', lang: 'th' });
    expect(res.statusCode).toBe(400);
    expect(res.json().region[0]).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('names places in the caller language', async () => {
    const [school] = (await list('slug=chiang-mai-yoga', 'zh')).results as unknown as { country: { name: string } }[];
    expect(school.country.name).toBe('泰国');
  });
});

describe('GET /api/school/school/{id}', () => {
  it('answers a public school by id or slug with instructors, and 404 for any hidden one', async () => {
    const res = await call(t.app, visitor, { method: 'GET', url: `/api/school/school/${f.schools.rishikesh.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'rishikesh-yoga-peeth', levels: ['RSY', 'CYS'], instructors: [{ name: 'Swami Devananda', years_teaching: 20 }] });
    expect((await call(t.app, visitor, { method: 'GET', url: '/api/school/school/escola-sao-paulo' })).json().id).toBe(f.schools.saoPaulo.id);
    for (const hidden of [f.schools.pending, f.schools.expired, f.schools.rejected]) {
      for (const key of [hidden.id, hidden.slug]) {
        const r = await call(t.app, visitor, { method: 'GET', url: `/api/school/school/${key}` });
        expect(r.statusCode).toBe(404);
        expect(r.json().detail).toBe('Yoga school not found');
      }
    }
  });

  it('shows contact details to members only', async () => {
    expect((await call(t.app, visitor, { method: 'GET', url: `/api/school/school/${f.schools.rishikesh.id}` })).json().contact).toBeNull();
    const member = await newMember(t.app);
    expect((await call(t.app, member.token, { method: 'GET', url: `/api/school/school/${f.schools.rishikesh.id}` })).json().contact).toMatchObject({
      email: 'office@rishikesh.example.com',
    });
  });

  it('counts a view once per visitor per day', async () => {
    const url = `/api/school/school/${f.schools.bangkok.id}`;
    const before = (await call(t.app, visitor, { method: 'GET', url: `${url}?visitor=a` })).json().viewers;
    // Views are written together (VIEW_BATCH_MS): the counting answer shows its own view at once, others once written.
    await t.app.deps.views.flush();
    expect((await call(t.app, visitor, { method: 'GET', url: `${url}?visitor=a` })).json().viewers).toBe(before);
    expect((await call(t.app, visitor, { method: 'GET', url: `${url}?visitor=b` })).json().viewers).toBe(before + 1);
    await t.app.deps.views.flush();
    // A visitor token without a visitor key (a redirect, another client) does not count.
    expect((await call(t.app, visitor, { method: 'GET', url })).json().viewers).toBe(before + 1);
    const member = await newMember(t.app);
    expect((await call(t.app, member.token, { method: 'GET', url })).json().viewers).toBe(before + 2);
    await t.app.deps.views.flush();
    expect((await call(t.app, member.token, { method: 'GET', url })).json().viewers).toBe(before + 2);
  });
});

describe('markers', () => {
  it('answers what a map needs for the current search, and only public schools', async () => {
    const res = await call(t.app, visitor, { method: 'GET', url: '/api/school/marker?country=TH' });
    expect(res.json()).toEqual([{ id: f.schools.chiangMai.id, slug: 'chiang-mai-yoga', name: f.schools.chiangMai.name, latitude: 18.79, longitude: 98.98 }]);
  });
});

describe('ratings and comments', () => {
  it('lets a member rate a school once, and validates the rating and comment', async () => {
    const member = await newMember(t.app);
    const school = f.schools.saoPaulo.id;
    const post = (payload: Record<string, unknown>, token = member.token, lang?: string) =>
      call(t.app, token, { method: 'POST', url: '/api/school/rating-and-comment', payload, lang });
    expect((await post({ school, rating: 5, comment: 'Great' }, visitor)).statusCode).toBe(403);
    const bad = await post({ school, rating: 6, comment: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ rating: ['Choose a rating from 1 to 5.'], comment: ['Please write a comment.'] });
    expect((await post({ school, rating: 4, comment: 'x'.repeat(1001) })).json().comment[0]).toBe('Use at most 1000 characters.');
    const ok = await post({ school, rating: 4, comment: '  Lovely teachers and a calm studio.  ' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ rating: 4, comment: 'Lovely teachers and a calm studio.' });
    const again = await post({ school, rating: 1, comment: 'Changed my mind' }, member.token, 'zh');
    expect(again.statusCode).toBe(400);
    expect(again.json().non_field_errors[0]).toBe('您已经评价过这所学校。');
    const twice = await Promise.all([
      post({ school: f.schools.bangkok.id, rating: 5, comment: 'a' }),
      post({ school: f.schools.bangkok.id, rating: 5, comment: 'b' }),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });

  it('refuses ratings of hidden schools and of your own school', async () => {
    const member = await newMember(t.app);
    expect(
      (
        await call(t.app, member.token, {
          method: 'POST',
          url: '/api/school/rating-and-comment',
          payload: { school: f.schools.pending.id, rating: 5, comment: 'Hi' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(t.app, owner.token, {
          method: 'POST',
          url: '/api/school/rating-and-comment',
          payload: { school: f.schools.chiangMai.id, rating: 5, comment: 'Mine' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lists comments newest first and summarises ratings', async () => {
    const school = f.schools.shanghai.id;
    for (const rating of [5, 3, 5]) {
      const m = await newMember(t.app, { first_name: 'Ling', last_name: `R${rating}` });
      await call(t.app, m.token, { method: 'POST', url: '/api/school/rating-and-comment', payload: { school, rating, comment: `Rated ${rating}` } });
    }
    const comments = (await call(t.app, visitor, { method: 'GET', url: `/api/school/rating-and-comment?school=${school}` })).json();
    expect(comments.count).toBe(3);
    expect(comments.results[0]).toMatchObject({ rating: 5, comment: 'Rated 5', user: { name: 'Ling R5' } });
    expect(comments.results[0].user.email).toBeUndefined();
    const summary = (await call(t.app, visitor, { method: 'GET', url: `/api/school/rating-comment-summary/${school}` })).json();
    expect(summary).toEqual({ school, average: 4.3, count: 3, distribution: { '1': 0, '2': 0, '3': 1, '4': 0, '5': 2 } });
    // The profile carries the same summary, so its page needs no second call.
    const profile = (await call(t.app, visitor, { method: 'GET', url: `/api/school/school/${school}` })).json();
    expect({ average: profile.rating, count: profile.rating_count, distribution: profile.rating_distribution }).toEqual({
      average: summary.average,
      count: summary.count,
      distribution: summary.distribution,
    });
    expect((await list('slug=shanghai-lotus')).results[0].rating).toBe(4.3);
    expect((await call(t.app, visitor, { method: 'GET', url: `/api/school/rating-comment-summary/${f.schools.expired.id}` })).statusCode).toBe(404);
    expect((await call(t.app, visitor, { method: 'GET', url: `/api/school/rating-and-comment?school=${f.schools.expired.id}` })).statusCode).toBe(404);
  });
});

describe('graduates and gallery', () => {
  const names = async (ordering: string) =>
    (
      (await call(t.app, visitor, { method: 'GET', url: `/api/school/graduate?school=${f.schools.rishikesh.id}&ordering=${ordering}` })).json().results as {
        name: string;
      }[]
    ).map((g) => g.name);

  it('sorts graduates by number, date or name in both directions', async () => {
    expect(await names('number')).toEqual(['Chloé Martin', 'bella Ng', 'Aarav Patel']);
    expect(await names('-number')).toEqual(['Aarav Patel', 'bella Ng', 'Chloé Martin']);
    expect(await names('date')).toEqual(['Aarav Patel', 'bella Ng', 'Chloé Martin']);
    expect(await names('-date')).toEqual(['Chloé Martin', 'bella Ng', 'Aarav Patel']);
    expect(await names('name')).toEqual(['Aarav Patel', 'bella Ng', 'Chloé Martin']);
    expect(await names('-name')).toEqual(['Chloé Martin', 'bella Ng', 'Aarav Patel']);
    expect((await call(t.app, visitor, { method: 'GET', url: `/api/school/graduate?school=${f.schools.rishikesh.id}&ordering=age` })).statusCode).toBe(400);
  });

  it('shows the gallery and graduates of public schools only', async () => {
    const gallery = (await call(t.app, visitor, { method: 'GET', url: `/api/school/gallery?school=${f.schools.rishikesh.id}` })).json();
    expect(gallery.results).toEqual([
      { id: expect.any(Number), school: f.schools.rishikesh.id, image: '/media/directory/g1.webp', description: 'Morning practice' },
    ]);
    expect((await call(t.app, visitor, { method: 'GET', url: `/api/school/gallery?school=${f.schools.pending.id}` })).statusCode).toBe(404);
    expect((await call(t.app, visitor, { method: 'GET', url: `/api/school/graduate?school=${f.schools.expired.id}` })).statusCode).toBe(404);
  });
});
