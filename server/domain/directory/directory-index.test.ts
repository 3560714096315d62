import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distinctQueries } from '../../../tests/load/vocabulary.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { schools } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { selectEvents } from '../events/events.queries.ts';
import { selectSchoolMarkers, selectSchools } from '../schools/schools.queries.ts';
import { selectTeachers } from '../teachers/teachers.queries.ts';
import { directoryIndex, searchWithoutIndex } from './directory-index.ts';

// The in-memory index must answer exactly what the database answers (same listings, same order,
// same totals), and see every change committed to the tables, by whichever process.

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let dataDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'wya-index-'));
  process.env.SCALE_LISTINGS = '800';
  const { seedDirectoryScale } = await import('../../db/seed/directory-scale.ts');
  await seedDirectoryScale(database.db, loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40) }));
}, 120_000);
afterAll(async () => {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Both ways of answering one search. */
async function bothWays<R>(search: () => Promise<R>): Promise<{ indexed: R; database: R }> {
  const indexed = await search();
  searchWithoutIndex(database.db);
  try {
    return { indexed, database: await search() };
  } finally {
    searchWithoutIndex(database.db, false);
  }
}

const params = (query: string) => Object.fromEntries(new URLSearchParams(`search=${query}`));

describe('the directory index', () => {
  it('answers 200 new queries (names, places, misspellings, Thai, Chinese, filters) as the database does', async () => {
    const next = distinctQueries(7);
    const window = { limit: 12, offset: 0 };
    let misspelled = 0;
    for (let i = 0; i < 200; i++) {
      const p = params(next());
      const filters = { search: p.search, country: p.country, level: p.level, style: p.style };
      const s = await bothWays(() => selectSchools(database.db, { ...filters, ...window }));
      const t = await bothWays(() => selectTeachers(database.db, { search: p.search, country: p.country, style: p.style, ...window }));
      const e = await bothWays(() => selectEvents(database.db, { search: p.search, country: p.country, upcoming: true, ...window }));
      for (const [name, r, id] of [
        ['schools', s, (x: (typeof s.indexed.rows)[number]) => x.school.id],
        ['teachers', t, (x: (typeof t.indexed.rows)[number]) => x.teacher.id],
        ['events', e, (x: (typeof e.indexed.rows)[number]) => x.event.id],
      ] as const) {
        const indexed = (r.indexed.rows as never[]).map(id as (x: never) => number);
        const db = (r.database.rows as never[]).map(id as (x: never) => number);
        expect(r.indexed.total, `${name} ${p.search}`).toBe(r.database.total);
        if (indexed.join() !== db.join()) {
          // Misspelled names are ranked by a trigram measure close to, not equal to, pg_trgm's.
          misspelled++;
          expect(new Set(indexed), `${name} ${p.search}`).toEqual(new Set(db));
        }
      }
    }
    expect(misspelled).toBeLessThan(20);
  }, 120_000);

  it('answers the map markers of a search as the database does', async () => {
    const r = await bothWays(() => selectSchoolMarkers(database.db, { search: 'yoga', limit: 50 }));
    expect(r.indexed.map((m) => m.id)).toEqual(r.database.map((m) => m.id));
    expect(r.indexed.length).toBeGreaterThan(10);
  });

  it('sees a change committed by another process before its next search', async () => {
    // Another process: a second connection on PostgreSQL; on PGlite (one process) a plain SQL
    // update that no domain code announces.
    const other: Database | undefined = database.url ? await openDatabase({ databaseUrl: database.url }) : undefined;
    const writer = other?.db ?? database.db;
    const window = { limit: 12, offset: 0 };
    const [target] = await database.db.select({ id: schools.id }).from(schools).where(eq(schools.status, 'approved')).limit(1);
    expect((await selectSchools(database.db, { search: 'zephyrine', ...window })).total).toBe(0);
    await writer
      .update(schools)
      .set({ searchText: sql`${schools.searchText} || ' zephyrine'` })
      .where(eq(schools.id, target.id));
    const found = await selectSchools(database.db, { search: 'zephyrine', ...window });
    expect(found.rows.map((r) => r.school.id)).toEqual([target.id]);
    await writer.update(schools).set({ status: 'suspended' }).where(eq(schools.id, target.id));
    expect((await selectSchools(database.db, { search: 'zephyrine', ...window })).total).toBe(0);
    await other?.close();
  });

  it('starts again from the tables when the changes it missed were pruned', async () => {
    const index = await directoryIndex(database.db);
    if (!index) throw new Error('the index is on');
    const [target] = await database.db.select({ id: schools.id }).from(schools).where(eq(schools.status, 'approved')).limit(1);
    await database.db
      .update(schools)
      .set({ searchText: sql`${schools.searchText} || ' quillfeather'` })
      .where(eq(schools.id, target.id));
    await database.db.execute(sql`insert into directory_changes (kind, listing_id) values ('school', 0)`);
    await database.db.execute(sql`delete from directory_changes where listing_id <> 0`);
    const found = await selectSchools(database.db, { search: 'quillfeather', limit: 12, offset: 0 });
    expect(found.rows.map((r) => r.school.id)).toEqual([target.id]);
  });
});
