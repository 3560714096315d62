import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import type { PgliteRemote } from './pglite-remote.ts';

// The embedded database in its own thread (pglite-remote.ts, decision 0062): what the app relies on
// from PGlite must hold across the thread — transactions, PostgreSQL's error fields, dates kept as
// text for Drizzle, notifications, the data folder's dump — and a transaction must keep others out.

describe.runIf(!process.env.TEST_DATABASE_URL)('the embedded database in its own thread', () => {
  let database: Database;
  let client: PgliteRemote;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'wya-remote-'));
    database = await openDatabase({ dataDir: dir });
    client = database.pglite as PgliteRemote;
    await client.exec('create table notes (id serial primary key, body text unique not null, at timestamptz default now())');
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const bodies = async () => (await client.query<{ body: string }>('select body from notes order by id')).rows.map((r) => r.body);

  it('commits a transaction whose work succeeds and rolls back one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (body) values ('kept')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (body) values ('dropped')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await bodies()).toEqual(['kept']);
  });

  it("passes on PostgreSQL's error fields (the code the app maps to a 409 or a 400)", async () => {
    const error = await client.query("insert into notes (body) values ('kept')").catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_body_key', message: expect.stringContaining('duplicate key') });
  });

  it('keeps other statements out of an open transaction until it ends', async () => {
    let inside!: () => void;
    const held = new Promise<void>((resolve) => {
      inside = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ('in the transaction')");
      inside();
      // Another caller's statement is queued meanwhile; it must not see this row before the commit.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query("update notes set body = 'committed' where body = 'in the transaction'");
    });
    await held;
    const seen = await bodies();
    await transaction;
    expect(seen).toEqual(['kept', 'committed']);
  });

  it('gives dates as text to Drizzle and as dates to plain callers', async () => {
    const [row] = await database.db.execute(sql`select at from notes limit 1`).then((r) => (r as unknown as { rows: { at: unknown }[] }).rows);
    expect(typeof row.at).toBe('string');
    const plain = await client.query<{ at: unknown }>('select at from notes limit 1');
    expect(plain.rows[0].at).toBeInstanceOf(Date);
  });

  it("keeps each caller's parsers once Drizzle's are the client's own (arrays of dates too)", async () => {
    const text = "select timestamptz '2026-11-29 10:00+00' as at, array[date '2026-11-29'] as days, array[1.5]::numeric[] as amounts";
    const drizzle = await database.db.execute(sql.raw(text)).then((r) => (r as unknown as { rows: Record<string, unknown>[] }).rows[0]);
    expect(drizzle).toEqual({ at: '2026-11-29 10:00:00+00', days: '{2026-11-29}', amounts: '{1.5}' });
    const plain = (await client.query<Record<string, unknown>>(text)).rows[0];
    expect(plain.at).toEqual(new Date('2026-11-29T10:00:00Z'));
    expect(plain.days).toEqual([new Date('2026-11-29T00:00:00Z')]);
    expect(plain.amounts).toEqual(['1.5']);
    const onlyDates = (await client.query<Record<string, unknown>>(text, [], { parsers: { 1082: (value: string) => value, 1182: (value: string) => value } }))
      .rows[0];
    expect(onlyDates).toEqual({ at: new Date('2026-11-29T10:00:00Z'), days: '{2026-11-29}', amounts: ['1.5'] });
  });

  it('delivers notifications to listeners until they stop listening', async () => {
    const heard: string[] = [];
    const stop = await client.listen('wya_test', (payload) => heard.push(payload));
    await client.query("select pg_notify('wya_test', 'one')");
    await expect.poll(() => heard).toEqual(['one']);
    await stop();
    await client.query("select pg_notify('wya_test', 'two')");
    await client.query('select 1');
    expect(heard).toEqual(['one']);
  });

  it('dumps the data folder (backups) and opens again from the dump', async () => {
    const dump = await client.dumpDataDir('gzip');
    const copy = await openDatabase({ loadDataDir: dump });
    try {
      expect((await (copy.pglite as PgliteRemote).query<{ body: string }>('select body from notes order by id')).rows.map((r) => r.body)).toEqual([
        'kept',
        'committed',
      ]);
    } finally {
      await copy.close();
    }
  });
});
