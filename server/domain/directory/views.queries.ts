import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Counts one view per visitor per day; true when this was the visitor's first view of the profile today. */
export async function recordView(db: Db, kind: 'school' | 'teacher', profileId: number, visitor: string): Promise<boolean> {
  // One statement (one round trip): the counter moves only when the visitor's row was new.
  const counter = kind === 'school' ? sql`schools` : sql`teachers`;
  const result = await db.execute(
    sql`with seen as (insert into profile_views (kind, profile_id, visitor, day) values (${kind}, ${profileId}, ${visitor}, current_date) on conflict do nothing returning 1)
        update ${counter} set viewers = viewers + 1 where id = ${profileId} and exists (select 1 from seen) returning 1`,
  );
  return ((result as unknown as { rows?: unknown[] }).rows ?? []).length > 0;
}
