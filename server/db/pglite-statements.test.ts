import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../test/harness.ts';
import type { PgliteRemote } from './pglite-remote.ts';
import { prepared } from './prepared.ts';
import { countries } from './schema/index.ts';

// Named statements on the embedded database: prepared once with PREPARE, run with EXECUTE and their
// values written as literals (pglite-statements.ts). PostgreSQL has its own named statements.

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

const echo = () =>
  prepared(database.db, 'echo_values', () =>
    database.db
      .select({
        text: sql<string>`${sql.placeholder('text')}::text`,
        number: sql<number>`${sql.placeholder('number')}::int`,
        flag: sql<boolean>`${sql.placeholder('flag')}::boolean`,
        missing: sql<string | null>`${sql.placeholder('missing')}::text`,
        ids: sql<number[]>`${sql.placeholder('ids')}::int[]`,
      })
      .from(countries)
      .limit(1)
      .prepare('echo_values'),
  );
const statementNames = async () =>
  ((await database.db.execute(sql`select name from pg_prepared_statements`)) as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);

describe.runIf(!process.env.TEST_DATABASE_URL)('named statements on PGlite', () => {
  it('are prepared once and give back every value exactly, quotes and backslashes included', async () => {
    const tricky = String.raw`O'Brien \' ''; select 1; -- \n ऋषिकेश 清迈`;
    const [row] = await echo().execute({ text: tricky, number: -42, flag: true, missing: null, ids: [3, -1, 20] });
    expect(row).toEqual({ text: tricky, number: -42, flag: true, missing: null, ids: [3, -1, 20] });
    expect(await statementNames()).toContain('echo_values');
    const [again] = await echo().execute({ text: 'second', number: 7, flag: false, missing: 'x', ids: [] });
    expect(again).toEqual({ text: 'second', number: 7, flag: false, missing: 'x', ids: [] });
  });

  it('send a value with a NUL as a bound parameter, refused as bad input rather than cut short', async () => {
    const error = await echo()
      .execute({ text: "a\0'; select 1; --", number: 1, flag: true, missing: null, ids: [] })
      .catch((e: unknown) => e);
    expect((error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code).toBe('22021');
  });

  it('answer as an ordinary statement when the prepared one is gone, and prepare it again next time', async () => {
    await database.db.execute(sql`deallocate echo_values`);
    const [row] = await echo().execute({ text: 'after', number: 1, flag: true, missing: null, ids: [1] });
    expect(row.text).toBe('after');
    await echo().execute({ text: 'next', number: 2, flag: true, missing: null, ids: [2] });
    expect(await statementNames()).toContain('echo_values');
  });

  it('run ordinary statements with their values written in, giving back every value as bound ones do', async () => {
    const tricky = String.raw`O'Brien \' ''; select 1; -- $1 ऋषिकेश 清迈`;
    const exec = vi.spyOn(database.pglite as PgliteRemote, 'exec');
    const [row] = await database.db
      .select({
        text: sql<string>`${tricky}::text`,
        untyped: sql<string>`${tricky}`,
        number: sql<number>`${-42}::int + 1`,
        flag: sql<boolean>`${true}::boolean`,
        flagAsText: sql<string>`${true}::text`,
        missing: sql<string | null>`${null}::text`,
        ids: sql<number[]>`${sql.param([3, -1])}::int[]`,
      })
      .from(countries)
      .where(sql`${countries.code2} = ${'TH'}`);
    expect(row).toEqual({ text: tricky, untyped: tricky, number: -41, flag: true, flagAsText: 't', missing: null, ids: [3, -1] });
    expect(exec).toHaveBeenCalledWith(expect.stringContaining("'O''Brien"), expect.anything());
    exec.mockRestore();
    // A list of strings is bound as before.
    const [found] = await database.db
      .select({ code: countries.code2 })
      .from(countries)
      .where(sql`${countries.code2} = any(${sql.param(['TH', "O'X"])}::text[])`);
    expect(found).toEqual({ code: 'TH' });
  });
});
