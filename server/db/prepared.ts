import type { Db } from './client.ts';
import { pgliteStatements } from './pglite-statements.ts';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A named prepared statement, built once per database handle. PostgreSQL then plans it once per
 * connection instead of on every call: a school profile spent 1.4 ms planning for 0.4 ms of running.
 * On PGlite, which has no named statements, it is prepared with SQL's PREPARE (pglite-statements.ts).
 * The statement holds query text only, never rows.
 */
export function prepared<T extends { getQuery(): { sql: string } }>(db: Db, name: string, build: () => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build();
    byName.set(name, statement);
    pgliteStatements((db as { $client?: unknown }).$client)?.register(statement.getQuery().sql, name);
  }
  return statement;
}

/**
 * As `prepared`, on the embedded database only; undefined on PostgreSQL. For a search's count and
 * page of ids, whose one plan suits every query on PGlite (where planning costs more than running
 * them) but not among a server's many more rows (decision 0064).
 */
export function preparedWhereEmbedded<T extends { getQuery(): { sql: string } }>(db: Db, name: string, build: () => T): T | undefined {
  return pgliteStatements((db as { $client?: unknown }).$client) ? prepared(db, name, build) : undefined;
}
