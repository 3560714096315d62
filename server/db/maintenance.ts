import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * What autovacuum does, for a database that has none running: the embedded one (PGlite runs no
 * background processes) or a PostgreSQL with autovacuum turned off. VACUUM frees the rows that
 * updates left behind (a listing's view count changes every day) and ANALYZE keeps the planner's
 * statistics up with the data; without them plans are made for the database as first seeded.
 * Returns what was done.
 */
export async function vacuumUnlessAutovacuum(db: Db): Promise<'vacuumed' | 'autovacuum runs'> {
  const launcher = (await db.execute(sql`select 1 from pg_stat_activity where backend_type = 'autovacuum launcher'`)) as unknown as {
    rows: unknown[];
  };
  if (launcher.rows.length > 0) return 'autovacuum runs';
  await db.execute(sql`vacuum (analyze)`);
  return 'vacuumed';
}
