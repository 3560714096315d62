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

/** One statement: the new profile_views rows, then each profile's counter by how many were new. */
export async function insertViews(db: Db, views: { kind: 'school' | 'teacher'; id: number; visitor: string }[]): Promise<void> {
  const list = <T>(values: T[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  await db.execute(sql`
    with v as (
      select * from unnest(array[${list(views.map((v) => v.kind))}]::text[], array[${list(views.map((v) => v.id))}]::int[], array[${list(views.map((v) => v.visitor))}]::text[])
        as v(kind, profile_id, visitor)),
    new_views as (
      insert into profile_views (kind, profile_id, visitor, day) select kind, profile_id, visitor, current_date from v
      on conflict do nothing returning kind, profile_id),
    counts as (select kind, profile_id, count(*)::int as n from new_views group by kind, profile_id),
    counted_schools as (
      update schools set viewers = viewers + c.n from counts c where c.kind = 'school' and schools.id = c.profile_id returning 1)
    update teachers set viewers = viewers + c.n from counts c where c.kind = 'teacher' and teachers.id = c.profile_id`);
}
