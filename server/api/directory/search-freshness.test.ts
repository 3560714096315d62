import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryFixtures, type Fixtures } from '../../test/directory-fixtures.ts';
import { call, clientToken, createSecondApp, createTestApp, newMember, type TestApp } from '../../test/harness.ts';

// Search runs in the database (docs/decisions/0033-search-in-the-database.md): a change committed
// by any process shows in the next search and profile on every process, with the settings a
// production process runs with.

let t: TestApp;
let second: Awaited<ReturnType<typeof createSecondApp>>;
let owner: Awaited<ReturnType<typeof newMember>>;
let f: Fixtures;
let visitor: string;
beforeAll(async () => {
  t = await createTestApp({ pageCacheTtlMs: 15_000, tokenCacheTtlMs: 60_000, viewBatchMs: 2_000 });
  second = await createSecondApp(t);
  owner = await newMember(t.app);
  f = await directoryFixtures(t, owner.pk);
  visitor = await clientToken(t.app);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

async function namesFound(app: FastifyInstance, query: string) {
  const res = await call(app, visitor, { method: 'GET', url: `/api/school/school?search=${encodeURIComponent(query)}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: { name: string }[] }).results.map((r) => r.name);
}

const profileName = async (app: FastifyInstance, slug: string) =>
  ((await call(app, visitor, { method: 'GET', url: `/api/school/school/${slug}` })).json() as { name: string }).name;

describe('directory search across processes', () => {
  it('shows a rename through the API in the next search and profile, on this process and another', async () => {
    const { slug } = f.schools.saoPaulo;
    // Both processes have answered the old name (nothing they could have kept may hide the change).
    expect(await namesFound(t.app, 'Escola')).toEqual(['Escola de Yoga São Paulo']);
    expect(await namesFound(second.app, 'Escola')).toEqual(['Escola de Yoga São Paulo']);
    const saved = await call(t.app, owner.token, {
      method: 'PATCH',
      url: `/api/school/school/${f.schools.saoPaulo.id}`,
      payload: { name: 'Escola Quintal Yoga' },
    });
    expect(saved.statusCode).toBe(200);
    for (const app of [t.app, second.app]) {
      expect(await namesFound(app, 'Escola')).toEqual(['Escola Quintal Yoga']);
      expect(await namesFound(app, 'quintal')).toEqual(['Escola Quintal Yoga']);
      expect(await profileName(app, slug)).toBe('Escola Quintal Yoga');
    }
  });

  // A long transaction (a lock wait, a multi-file upload) commits after others that started later:
  // its change must show once it commits, however long it was open. PGlite has one connection.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'shows a rename committed after a transaction held open for 7 s while other listings changed',
    { timeout: 30_000 },
    async () => {
      const { id, slug } = f.schools.chiangMai;
      const client = new pg.Client({ connectionString: t.database.url });
      await client.connect();
      try {
        await client.query('begin');
        await client.query(
          `update schools set name = 'Lanna Lotus Yoga', name_search = 'lanna lotus yoga', search_text = search_text || ' lanna lotus' where id = $1`,
          [id],
        );
        // Meanwhile another listing changes and commits, through the other process.
        const other = await call(second.app, owner.token, {
          method: 'PATCH',
          url: `/api/school/school/${f.schools.bangkok.id}`,
          payload: { name: 'Bangkok Riverside Yoga' },
        });
        expect(other.statusCode).toBe(200);
        expect(await namesFound(t.app, 'riverside')).toEqual(['Bangkok Riverside Yoga']);
        expect(await namesFound(t.app, 'lanna')).toEqual([]);
        await new Promise((resolve) => setTimeout(resolve, 7_000));
        await client.query('commit');
      } finally {
        await client.end();
      }
      for (const app of [t.app, second.app]) {
        expect(await namesFound(app, 'lanna')).toEqual(['Lanna Lotus Yoga']);
        expect(await profileName(app, slug)).toBe('Lanna Lotus Yoga');
      }
    },
  );
});
