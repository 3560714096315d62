import pg from 'pg';
import { installJobQueue } from '../jobs/queue.ts';
import type { Database } from './client.ts';
import { ensureFeeItems } from './fee-items.ts';
import { loadPlaces } from './places-data.ts';

/** The advisory lock migrations run under on PostgreSQL; any fixed number other code does not use. */
export const MIGRATION_LOCK = 7_300_340_034;

/**
 * Applies the migration history and the job queue's own schema, then loads reference data (countries
 * and regions, fee items) if missing; `thenUnderLock` (the demo seed) runs after them, still locked.
 * On PostgreSQL any number of processes may start at once: one migrates under an advisory lock while
 * the others wait for it, then find nothing left to do. PGlite belongs to one process: no lock.
 */
export async function migrateDatabase(database: Database, options: { thenUnderLock?: () => Promise<unknown> } = {}): Promise<void> {
  const migrate = async () => {
    await database.migrate();
    await installJobQueue(database);
    await loadPlaces(database.db);
    await ensureFeeItems(database.db);
    await options.thenUnderLock?.();
  };
  if (database.kind !== 'postgres' || !database.url) return migrate();
  // A session lock on a connection of its own: the migration's statements and transactions run on the
  // pool and pg-boss's connections, and the lock goes with this session even if the process dies.
  const session = new pg.Client({ connectionString: database.url });
  session.on('error', () => {}); // a lost connection fails the query below; no unhandled 'error' event
  await session.connect();
  try {
    await session.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK]);
    await migrate();
    await session.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK]);
  } finally {
    await session.end();
  }
}
