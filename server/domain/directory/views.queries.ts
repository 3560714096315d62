import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Counts one view per visitor per day; true when this was the visitor's first view of the profile today. */
export async function recordView(db: Db, kind: 'school' | 'teacher', profileId: number, visitor: string): Promise<boolean> {
  const inserted = await db.execute(
    sql`insert into profile_views (kind, profile_id, visitor, day) values (${kind}, ${profileId}, ${visitor}, current_date) on conflict do nothing returning 1`,
  );
  const rows = (inserted as unknown as { rows?: unknown[] }).rows ?? [];
  if (!rows.length) return false;
  if (kind === 'school') await db.execute(sql`update schools set viewers = viewers + 1 where id = ${profileId}`);
  else await db.execute(sql`update teachers set viewers = viewers + 1 where id = ${profileId}`);
  return true;
}
