import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness.ts';
import { vacuumUnlessAutovacuum } from './maintenance.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

const rows = async <R>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: R[] }).rows;

// PGlite never runs autovacuum; a PostgreSQL may have it off (this machine's has).
it('vacuums and analyzes where no autovacuum runs, and leaves it to autovacuum where it does', async () => {
  const autovacuum = (await rows(sql`select 1 from pg_stat_activity where backend_type = 'autovacuum launcher'`)).length > 0;
  if (database.kind === 'pglite') expect(autovacuum).toBe(false);
  await database.db.execute(sql`insert into search_words (word) select 'maintenance' || g from generate_series(1, 500) g`);
  const done = await vacuumUnlessAutovacuum(database.db);
  expect(done).toBe(autovacuum ? 'autovacuum runs' : 'vacuumed');
  if (!autovacuum) {
    // ANALYZE brought the planner's row count up to the table.
    const [{ planned, counted }] = await rows<{ planned: number; counted: number }>(
      sql`select (select reltuples from pg_class where relname = 'search_words')::int as planned, (select count(*)::int from search_words) as counted`,
    );
    expect(planned).toBe(counted);
  }
});
