import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_COUNT_CAP } from '#common/directory.ts';
import { schools, users } from '../../db/schema/index.ts';
import { schoolSearchFields } from '../../lib/search-fields.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { selectSchools, selectShownSchoolCards } from '../schools/schools.queries.ts';

// Past DIRECTORY_COUNT_CAP matches a search is read level by level (names starting with the query,
// containing it, names or places having it, the others), each in the most-viewed order; below it,
// sorted at once. Both must give the order a full ranking gives, on every page.

let database: Awaited<ReturnType<typeof openTestDatabase>>;
const FUTURE = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
let thailand: number;
beforeAll(async () => {
  database = await openTestDatabase();
  thailand = ((await database.db.execute(sql`select id from countries where code2 = 'TH'`)) as unknown as { rows: { id: number }[] }).rows[0].id;
  const [owner] = await database.db
    .insert(users)
    .values({ username: 'levels', email: 'levels@example.com', passwordHash: 'x', firstName: 'L', lastName: 'L' })
    .returning();
  // 1,200 matching "zafran": a tenth start with it, a fifth contain it, a third of the rest are in
  // Zafran Valley, the others only mention it.
  const rows = Array.from({ length: DIRECTORY_COUNT_CAP + 200 }, (_, i) => {
    const name = i % 10 === 0 ? `zafran hall ${i}` : i % 5 === 0 ? `the zafran room ${i}` : `studio ${i}`;
    return {
      userId: owner.id,
      slug: `levels-${i}`,
      name,
      nameSearch: name,
      placeSearch: i % 3 === 0 ? 'zafran valley' : 'elsewhere',
      searchText: `${name} zafran valley`,
      status: 'approved',
      validUntil: FUTURE,
      // Ties on purpose: the id decides among equal view counts.
      viewers: (i * 37) % 101,
      // For the filters: half in Thailand, a quarter teach hatha.
      countryId: i % 2 === 0 ? thailand : null,
      styles: i % 4 === 0 ? ['hatha'] : ['yin'],
    };
  });
  for (let i = 0; i < rows.length; i += 300) await database.db.insert(schools).values(rows.slice(i, i + 300));
  // A few more that match nothing, and one hidden match.
  await database.db
    .insert(schools)
    .values({ userId: owner.id, slug: 'levels-hidden', name: 'zafran hidden', nameSearch: 'zafran hidden', searchText: 'zafran hidden', status: 'draft' });
}, 60_000);
afterAll(() => database.drop());

/** Every match ranked in one query (among those `filter` keeps): the order the levels must reproduce. */
async function fullyRanked(query: string, filter = sql`true`) {
  const result = await database.db.execute(sql`
    select id from schools
    where status = 'approved' and valid_until >= current_date and search_text like ${`%${query}%`} and ${filter}
    order by (case when name_search like ${`${query}%`} then 3 when name_search like ${`%${query}%`} then 2
      when (name_search || ' ' || place_search) ~ ${`\\m${query}`} then 1 else 0 end) desc,
      viewers desc, id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
}

describe('a search ranks names and places above descriptions', () => {
  it('puts the school in Rishikesh above a more viewed one that only mentions Rishikesh', async () => {
    const [owner] = await database.db.insert(users).values({ username: 'places', email: 'places@example.com', passwordHash: 'x' }).returning();
    const place = { country: null, region: null };
    const school = (slug: string, values: Parameters<typeof schoolSearchFields>[0], viewers: number) => ({
      userId: owner.id,
      slug,
      name: values.name,
      city: values.city,
      introduction: values.introduction,
      status: 'approved',
      validUntil: FUTURE,
      viewers,
      ...schoolSearchFields(values, place),
    });
    await database.db
      .insert(schools)
      .values([
        school('ganga-trips', { name: 'Lotus Flow Yoga', city: 'Pune', introduction: 'Yearly yoga trips to Rishikesh on the banks of the Ganga.' }, 900),
        school('riverside', { name: 'Riverside Yoga', city: 'Rishikesh', introduction: 'Classes every morning.' }, 3),
      ]);
    const { rows } = await selectSchools(database.db, { search: 'yoga rishikesh', limit: 12, offset: 0 });
    expect(rows.map((r) => r.school.slug)).toEqual(['riverside', 'ganga-trips']);
  });

  it('matches names and places by their own vector exactly where the weight-A part of the search vector does (0065)', async () => {
    // The rank level reads names_vector through its index; it must stay the same text as search_vector's weight A.
    const counts = await database.db.execute(sql`
      select q, count(*) filter (where names_vector @@ to_tsquery('simple', q || ':*'))::int as own,
        count(*) filter (where search_vector @@ to_tsquery('simple', q || ':*A'))::int as weighted
      from schools, unnest(array['zafran', 'valley', 'hall', 'room', 'studio', 'rishikesh', 'yoga', 'ganga', 'elsewhere']) as q
      where slug like 'levels-%'
      group by q`);
    const rows = (counts as unknown as { rows: { q: string; own: number; weighted: number }[] }).rows;
    expect(rows).toHaveLength(9);
    for (const row of rows) expect(row.own, row.q).toBe(row.weighted);
    // "valley" is in every school's text, but a place only of those in Zafran Valley (a third).
    expect(rows.find((r) => r.q === 'valley')?.own).toBe((DIRECTORY_COUNT_CAP + 200) / 3);
  });
});

describe('a search in letters written without spaces', () => {
  // Two letters are looked up by their pair alone (search.queries.ts): it must find what a substring finds.
  it('finds two letters together anywhere in a run, and not the same letters apart', async () => {
    const [owner] = await database.db.insert(users).values({ username: 'pairs', email: 'pairs@example.com', passwordHash: 'x' }).returning();
    const place = { country: null, region: null };
    const school = (slug: string, name: string, introduction: string) => ({
      userId: owner.id,
      slug,
      name,
      introduction,
      status: 'approved',
      validUntil: FUTURE,
      ...schoolSearchFields({ name, city: null, introduction }, place),
    });
    await database.db
      .insert(schools)
      .values([
        school('pair-name', '冥想学校', ''),
        school('pair-text', 'Quiet Room', '我们的大学校园很安静'),
        school('pair-apart', 'Apart', '学 校 学习 校长'),
      ]);
    const slugs = async (search: string) => (await selectSchools(database.db, { search, limit: 12, offset: 0 })).rows.map((r) => r.school.slug);
    expect(await slugs('学校')).toEqual(['pair-name', 'pair-text']);
    expect(await slugs('冥想学')).toEqual(['pair-name']);
  });
});

describe('Thai and Chinese names that are alike', () => {
  // The last pass finds names at least half alike (pg_trgm's `<%`), a setting of every connection
  // (db/client.ts) rather than of a transaction around the search: PostgreSQL's default is 0.6.
  it('finds a name half alike that no part of the query is in', async () => {
    const [owner] = await database.db.insert(users).values({ username: 'alike', email: 'alike@example.com', passwordHash: 'x' }).returning();
    const name = '瑜伽冥想学校';
    await database.db.insert(schools).values({
      userId: owner.id,
      slug: 'alike-name',
      name,
      status: 'approved',
      validUntil: FUTURE,
      ...schoolSearchFields({ name, city: null, introduction: '' }, { country: null, region: null }),
    });
    const similarity = await database.db.execute(sql`select word_similarity('瑜冥想学校', ${name}) as alike`);
    expect(Number((similarity as unknown as { rows: { alike: number }[] }).rows[0].alike)).toBe(0.5);
    const found = await selectSchools(database.db, { search: '瑜冥想学校', limit: 12, offset: 0 });
    expect(found.rows.map((r) => r.school.slug)).toContain('alike-name');
  });
});

describe('the count and page of a search', () => {
  const prepared = async () =>
    (
      (await database.db.execute(sql`select name from pg_prepared_statements where name ~ '^schools_(count|ids)_' order by name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows.map((r) => r.name);

  // On the embedded database a search's count and page of ids are prepared statements, one per pass
  // and set of filters (decision 0064); on PostgreSQL they are planned for their words. Either way
  // the answers are the same.
  it('is the same prepared or not, with or without filters; searches filtered by level or slug are not prepared', async () => {
    const zafran = await selectSchools(database.db, { search: 'zafran', limit: 12, offset: 0 });
    expect(zafran.total).toBe(DIRECTORY_COUNT_CAP + 1);
    expect((await selectSchools(database.db, { search: 'hall', limit: 12, offset: 0 })).total).toBe((await fullyRanked('hall')).length);
    // "afran h" is in no word's beginning: found anywhere in the text, by the second pass.
    expect((await selectSchools(database.db, { search: 'afran h', limit: 12, offset: 0 })).total).toBe((await fullyRanked('afran h')).length);
    expect((await selectSchools(database.db, { search: 'zafran', level: 'RYS200', limit: 12, offset: 0 })).total).toBe(0);
    expect((await selectSchools(database.db, { search: 'zafran', slug: 'levels-10', limit: 12, offset: 0 })).total).toBe(1);
    expect((await selectSchools(database.db, { search: 'za', limit: 12, offset: 0 })).total).toBe(DIRECTORY_COUNT_CAP + 1);
    // Filtered by country and style: the same pages as a full ranking among the schools kept.
    const filtered = [
      { filters: { country: 'TH' }, keep: sql`country_id = ${thailand}` },
      { filters: { style: 'hatha' }, keep: sql`'hatha' = any(styles)` },
      { filters: { country: 'TH', style: 'hatha' }, keep: sql`country_id = ${thailand} and 'hatha' = any(styles)` },
    ];
    for (const { filters, keep } of filtered) {
      for (const query of ['hall', 'afran h']) {
        const expected = await fullyRanked(query, keep);
        const page = await selectSchools(database.db, { search: query, ...filters, limit: 12, offset: 12 });
        expect(page.total).toBe(expected.length);
        expect(page.rows.map((r) => r.school.id)).toEqual(expected.slice(12, 24));
      }
    }
    expect((await selectSchools(database.db, { search: 'hall', country: 'NO', limit: 12, offset: 0 })).total).toBe(0);
    expect(await prepared()).toEqual(
      database.kind === 'pglite'
        ? [
            'schools_count_anywhere',
            'schools_count_anywhere_country',
            'schools_count_anywhere_country_style',
            'schools_count_anywhere_style',
            'schools_count_words',
            'schools_count_words_country',
            'schools_count_words_country_style',
            'schools_count_words_style',
            'schools_ids_anywhere',
            'schools_ids_anywhere_country',
            'schools_ids_anywhere_country_style',
            'schools_ids_anywhere_style',
            'schools_ids_words',
            'schools_ids_words_country',
            'schools_ids_words_country_style',
            'schools_ids_words_style',
          ]
        : [],
    );
  });
});

describe('a search with more matches than the cap', () => {
  it('gives the fully ranked order on the first page, across levels, and on the last', async () => {
    const expected = await fullyRanked('zafran');
    expect(expected.length).toBe(DIRECTORY_COUNT_CAP + 200);
    for (const offset of [0, 12, 108, 114, 228, 360, 1_188]) {
      const { rows, total } = await selectSchools(database.db, { search: 'zafran', limit: 12, offset });
      expect(total).toBe(DIRECTORY_COUNT_CAP + 1);
      expect(rows.map((r) => r.school.id)).toEqual(expected.slice(offset, offset + 12));
    }
  });

  it('sorts a rarer word at once, in the same order', async () => {
    const expected = await fullyRanked('hall');
    const { rows, total } = await selectSchools(database.db, { search: 'hall', limit: 24, offset: 24 });
    expect(total).toBe(expected.length);
    expect(rows.map((r) => r.school.id)).toEqual(expected.slice(24, 48));
  });

  it('walks the most-viewed order when the rank does not come first', async () => {
    const { rows } = await selectSchools(database.db, { search: 'zafran', ordering: 'popular', limit: 5, offset: 600 });
    const ordered = await database.db.execute(
      sql`select id from schools where status = 'approved' and search_text like '%zafran%' order by viewers desc, id offset 600 limit 5`,
    );
    expect(rows.map((r) => r.school.id)).toEqual((ordered as unknown as { rows: { id: number }[] }).rows.map((r) => r.id));
  });
});

describe('the cards of a page of ids', () => {
  it('leave out a listing hidden after its id was found, and keep the others', async () => {
    const { rows } = await selectSchools(database.db, { search: 'zafran', limit: 3, offset: 0 });
    const ids = rows.map((r) => r.school.id);
    expect(ids).toHaveLength(3);
    await database.db.update(schools).set({ status: 'draft' }).where(sql`${schools.id} = ${ids[1]}`);
    try {
      const cards = await selectShownSchoolCards(database.db, ids);
      expect(cards.map((c) => c.school.id).sort()).toEqual([ids[0], ids[2]].sort());
    } finally {
      await database.db.update(schools).set({ status: 'approved' }).where(sql`${schools.id} = ${ids[1]}`);
    }
  });
});
