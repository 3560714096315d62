import { type AnyColumn, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profileViewCounts } from '../../db/schema/index.ts';

// Profile views (decision 0060): one profile_views row per visitor per profile per day, and the
// count shown in profile_view_counts, a narrow row of its own. The listing's `viewers`, which the
// "most viewed" order reads, is a copy brought up to date by `rankPopularity`.

type Kind = 'school' | 'teacher';

/** Counts one view per visitor per day; true when this was the visitor's first view of the profile today. */
export async function recordView(db: Db, kind: Kind, profileId: number, visitor: string): Promise<boolean> {
  // One statement (one round trip): the count moves only when the visitor's row was new.
  const result = await db.execute(
    sql`with seen as (insert into profile_views (kind, profile_id, visitor, day) values (${kind}, ${profileId}, ${visitor}, current_date) on conflict do nothing returning 1)
        insert into profile_view_counts (kind, profile_id, viewers) select ${kind}, ${profileId}, 1 from seen
        on conflict (kind, profile_id) do update set viewers = profile_view_counts.viewers + 1 returning 1`,
  );
  return ((result as unknown as { rows?: unknown[] }).rows ?? []).length > 0;
}

/**
 * One statement: the new profile_views rows, then each profile's count by how many were new. The
 * counts are written in key order, so two processes writing the same profiles lock them in the same
 * order and never wait on each other in a circle.
 */
export async function insertViews(db: Db, views: { kind: Kind; id: number; visitor: string }[]): Promise<void> {
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
      on conflict do nothing returning kind, profile_id)
    insert into profile_view_counts (kind, profile_id, viewers)
      select kind, profile_id, count(*)::int from new_views group by kind, profile_id order by kind, profile_id
    on conflict (kind, profile_id) do update set viewers = profile_view_counts.viewers + excluded.viewers`);
}

/** The view count a card or profile shows: the live one, not the listing's ranked copy. */
export const shownViewers = (kind: Kind, id: AnyColumn) =>
  sql<number>`coalesce((select ${profileViewCounts.viewers} from ${profileViewCounts} where ${profileViewCounts.kind} = ${kind} and ${profileViewCounts.profileId} = ${id}), 0)`.mapWith(
    Number,
  );

/**
 * Copies up to `limit` changed counts of one kind to their listings' `viewers` (the "most viewed"
 * order); returns how many. Each copy rewrites the listing's row and adds to all its indexes, so
 * the sweep (popularity.ts) copies only what changed since its last pass, one at a time.
 */
export async function rankPopularity(db: Db, kind: Kind, limit: number): Promise<number> {
  const listing = kind === 'school' ? sql`schools` : sql`teachers`;
  const result = await db.execute(sql`
    with due as (
      select kind, profile_id, viewers from profile_view_counts where kind = ${kind} and viewers <> ranked
      order by profile_id limit ${limit} for update skip locked),
    copied as (update ${listing} l set viewers = due.viewers from due where l.id = due.profile_id)
    update profile_view_counts c set ranked = due.viewers from due where c.kind = due.kind and c.profile_id = due.profile_id returning 1`);
  return ((result as unknown as { rows?: unknown[] }).rows ?? []).length;
}
