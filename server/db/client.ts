import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PgliteRemote } from './pglite-remote.ts';
import { prepareNamedStatements } from './pglite-statements.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection string (PostgreSQL) or the embedded instance (PGlite), for the job queue. */
  url?: string;
  pglite?: PgliteRemote;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** What the database reports outside any query (a lost idle connection, the job queue's install). */
  log: DatabaseLog;
};

export type DatabaseLog = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
  /** From now on through this process's JSON logger (createDeps hands it the app's or the worker's). */
  use(log: Pick<DatabaseLog, 'warn' | 'error'>): void;
};

/**
 * Plain lines on stderr until the process has its logger: commands (manage, seed, migrate) have none,
 * and a server or worker makes its own only after the database has opened and migrated.
 */
function databaseLog(): DatabaseLog {
  const plain = (details: object, message: string) => {
    const error = (details as { err?: Error }).err;
    console.warn(error ? `${message}: ${error.message}` : message);
  };
  let target: Pick<DatabaseLog, 'warn' | 'error'> = { warn: plain, error: plain };
  return {
    warn: (details, message) => target.warn(details, message),
    error: (details, message) => target.error(details, message),
    use: (log) => {
      target = log;
    },
  };
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests load a migrated snapshot). */
  loadDataDir?: Blob;
};

/**
 * The planner's cost of reading a page out of order: PostgreSQL's default (4) is a spinning disk's.
 * On SSD or memory, with the default, it scanned every school to match a word (≈ 30 ms at 10,000)
 * where the full-text index finds the 500 that have it in 4 ms (docs/performance.md).
 */
const RANDOM_PAGE_COST = 1.1;
/**
 * How alike a Thai or Chinese name must be for the directory's last pass (`<%`, search.queries.ts).
 * Set on every connection: set per search it needed a transaction, and on PGlite a transaction holds
 * the database for every other request until its round trips through the busy main thread are done.
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;
const CONNECTION_SETTINGS = { random_page_cost: RANDOM_PAGE_COST, 'pg_trgm.word_similarity_threshold': WORD_SIMILARITY_THRESHOLD };
const CONNECTION_OPTIONS = Object.entries(CONNECTION_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

/** PostgreSQL when a URL is given, otherwise the embedded PGlite kept in dataDir (or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const log = databaseLog();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: CONNECTION_OPTIONS });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => log.warn({ err: error }, 'PostgreSQL connection lost'));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
      log,
    };
  }
  let dataDir: string | undefined;
  let unlock = () => {};
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'db');
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  // The embedded database's code is loaded only when it is used: a process on PostgreSQL never needs it.
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);
  // In a thread of its own (decision 0062): its work does not hold up requests and pages.
  const client = await PgliteRemote.start({
    dataDir,
    loadDataDir: options.loadDataDir,
    setup: Object.entries(CONNECTION_SETTINGS)
      .map(([name, value]) => `set ${name} = ${value};`)
      .join(' '),
    onLost: (error) => log.error({ err: error }, 'The embedded database stopped'),
  });
  await prepareNamedStatements(client);
  const db = drizzlePglite(client as never, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await client.close();
      unlock();
    },
    log,
  };
}

/**
 * The embedded database belongs to one process at a time: a second one (a manage command while
 * the server runs) would see stale data or damage it, so it is refused with a clear message.
 */
function lockDataDir(dataDir: string): () => void {
  const lock = path.join(dataDir, 'wya.lock');
  try {
    const pid = Number(readFileSync(lock, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`The embedded database in ${dataDir} is in use by process ${pid}. Stop the server first, or use PostgreSQL (DATABASE_URL).`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
