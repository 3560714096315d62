import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools, users } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { countUpTo, firstFound, type Match, pageWithTotal, searchPasses } from './search.queries.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`insert into search_words (word) values ('academy'), ('bangkok'), ('chiang'), ('mai'), ('rishikesh') on conflict do nothing`);
});
afterAll(() => database.drop());

/** The condition of the misspelling pass, as SQL text and parameters. */
async function correctedWhere(query: string) {
  const pass = searchPasses(database.db, schools, query)[2];
  if (typeof pass !== 'function') throw new Error('the third pass corrects words');
  const match = await pass();
  return match ? JSON.stringify(database.db.select().from(schools).where(match.where).toSQL().params) : undefined;
}

describe('search passes', () => {
  it('replaces unknown words by the listed words they resemble, swapped letters included', async () => {
    expect(await correctedWhere('acadmy')).toContain('academy');
    expect(await correctedWhere('bankok')).toContain('bangkok');
    expect(await correctedWhere('chaing mai')).toContain('(chaing:* | chiang');
  });

  it('collects words to correct against, but not codes and numbers', async () => {
    const [owner] = await database.db.insert(users).values({ username: 'codes', email: 'codes@example.com', passwordHash: 'x' }).returning();
    const text = 'wya-s104211 studio108 kundalinix';
    await database.db.insert(schools).values({ userId: owner.id, slug: 'codes', name: 'Codes', searchText: text, status: 'approved' });
    const listed = await database.db.execute(sql`select word from search_words where word in ('kundalinix', 'studio108', 's104211', '104211')`);
    expect((listed as unknown as { rows: { word: string }[] }).rows.map((r) => r.word)).toEqual(['kundalinix']);
    const codes = await database.db.execute(sql`select count(*)::int as n from search_words where word ~ '[0-9]'`);
    expect((codes as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it('has nothing to correct when every word is listed', async () => {
    expect(await correctedWhere('rishikesh')).toBeUndefined();
  });

  it('stops at the first pass that finds something, skipping passes with nothing to try', async () => {
    const tried: string[] = [];
    const pass = (name: string): Match => ({ where: sql.raw(name), rank: sql`0` });
    const found = await firstFound(
      [pass('a'), async () => undefined, pass('b'), pass('c')],
      async (m) => {
        const name = ((m as Match).where.queryChunks[0] as { value: string[] }).value[0];
        tried.push(name);
        return name === 'b' ? 1 : 0;
      },
      (n) => n > 0,
    );
    expect(found).toBe(1);
    expect(tried).toEqual(['a', 'b']);
  });
});

describe('indexes', () => {
  // The embedded database never vacuums: a GIN pending list would be read through by every search.
  it('writes every GIN index directly, with no pending list', async () => {
    const gin = (await database.db.execute(sql`
      select c.relname as name, coalesce('fastupdate=false' = any(c.reloptions), false) as direct
      from pg_class c join pg_am a on a.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
      where a.amname = 'gin' and n.nspname = 'public'`)) as unknown as { rows: { name: string; direct: boolean }[] };
    expect(gin.rows.length).toBeGreaterThanOrEqual(16);
    expect(gin.rows.filter((r) => !r.direct).map((r) => r.name)).toEqual([]);
  });
});

describe('totals', () => {
  it('counts only when the page is full, and up to the cap', async () => {
    let counted = 0;
    const count = async () => {
      counted++;
      return 1001;
    };
    expect(await pageWithTotal({ limit: 12, offset: 0 }, async () => [1, 2, 3], count)).toEqual({ rows: [1, 2, 3], total: 3 });
    expect(await pageWithTotal({ limit: 12, offset: 24 }, async () => [1], count)).toEqual({ rows: [1], total: 25 });
    expect(counted).toBe(0);
    expect((await pageWithTotal({ limit: 2, offset: 0 }, async () => [1, 2], count)).total).toBe(1001);
    expect(await countUpTo(database.db, schools, undefined)).toBeLessThanOrEqual(1001);
  });
});
