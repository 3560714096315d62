import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { withDatabase } from '../test/global-setup.ts';
import { MIGRATIONS_FOLDER, openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { countries } from './schema/index.ts';

// Any number of processes may start at once on one PostgreSQL: migrations run under an advisory lock,
// so one migrates and the others wait, then find nothing to do (without it: duplicate pg_trgm, tables…).

const admin = process.env.TEST_DATABASE_URL;
const created: string[] = [];

async function adminQuery(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Drops a database once the closed pools' connections are gone (FORCE on a closing one prints a warning). */
async function dropDatabase(name: string) {
  for (let i = 0; i < 50; i++) {
    if ((await adminQuery('select 1 from pg_stat_activity where datname = $1', [name])).length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function newDatabase(): Promise<string> {
  const name = `wya_migrate_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  created.push(name);
  return withDatabase(admin as string, name);
}

/** Three processes starting together: each its own pool, all migrating at once. */
async function startThree(url: string) {
  const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url })));
  try {
    const results = await Promise.allSettled(databases.map((database) => migrateDatabase(database)));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
    const [{ value }] = await databases[0].db.select({ value: count() }).from(countries);
    expect(value).toBeGreaterThan(200);
  } finally {
    await Promise.all(databases.map((database) => database.close()));
  }
}

afterEach(async () => {
  for (const name of created.splice(0)) await dropDatabase(name);
});

describe.skipIf(!admin)('migrations on PostgreSQL', () => {
  it('succeed in three processes starting at once on an empty database', async () => {
    await startThree(await newDatabase());
  }, 120_000);

  it('succeed in three processes starting at once on an outdated database', async () => {
    const url = await newDatabase();
    // The history but its last three migrations, as a database of an earlier release holds it.
    const folder = mkdtempSync(path.join(tmpdir(), 'wya-migrations-'));
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -3) }));
    const pool = new pg.Pool({ connectionString: url });
    try {
      await migrate(drizzle(pool), { migrationsFolder: folder });
    } finally {
      await pool.end();
      rmSync(folder, { recursive: true, force: true });
    }
    await startThree(url);
  }, 120_000);
});
