import { type SQL, sql } from 'drizzle-orm';
import type { ApplicationKind, ApplicationStatus, MembershipType } from '#common/applications.ts';
import type { Db } from '../../db/client.ts';

// The office's view over both kinds of application at once (one list, one order, one page).

export type QueueFilters = {
  kind?: ApplicationKind;
  status: ApplicationStatus;
  level?: string;
  countryId?: number;
  submittedFrom?: string;
  submittedTo?: string;
  q?: string;
};

export type QueueRow = {
  kind: ApplicationKind;
  id: number;
  name: string;
  slug: string;
  status: ApplicationStatus;
  levels: string[];
  country: string | null;
  membership_type: MembershipType | null;
  member_id: number;
  member_name: string;
  member_email: string;
  submitted_at: Date | string | null;
  paid_at: Date | string | null;
  wya_id: string | null;
};

/** Both kinds as one relation with the same columns. */
const APPLICATIONS = sql`(
  select 'school' as kind, s.id, s.name, s.slug, s.status, s.levels, s.country_id, s.membership_type, s.user_id,
         s.submitted_at, s.paid_at, s.wya_school_id as wya_id, s.email as listing_email
    from schools s
  union all
  select 'teacher', t.id, t.display_name, t.slug, t.status,
         array_remove(array[t.registration_type, t.registration_level], null), t.country_id, t.membership_type, t.user_id,
         t.submitted_at, t.paid_at, t.wya_teacher_id, t.email
    from teachers t
) a`;

function where(f: QueueFilters): SQL {
  const parts: SQL[] = [sql`a.status = ${f.status}`];
  if (f.kind) parts.push(sql`a.kind = ${f.kind}`);
  if (f.level) parts.push(sql`${f.level.toUpperCase()} = any(a.levels)`);
  if (f.countryId) parts.push(sql`a.country_id = ${f.countryId}`);
  if (f.submittedFrom) parts.push(sql`a.submitted_at >= ${f.submittedFrom}::date`);
  if (f.submittedTo) parts.push(sql`a.submitted_at < ${f.submittedTo}::date + 1`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(a.name ilike ${like} or a.wya_id ilike ${like} or u.email ilike ${like} or a.listing_email ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

/** One page of applications, oldest submission first (the office works first come, first served). */
export async function selectApplicationQueue(db: Db, filters: QueueFilters, window: { limit: number; offset: number }) {
  const condition = where(filters);
  const [count] = rowsOf<{ total: number | string }>(
    await db.execute(sql`select count(*) as total from ${APPLICATIONS} join users u on u.id = a.user_id where ${condition}`),
  );
  const rows = rowsOf<QueueRow>(
    await db.execute(sql`
      select a.kind, a.id, a.name, a.slug, a.status, a.levels, c.code2 as country, a.membership_type,
             u.id as member_id, trim(concat_ws(' ', u.first_name, u.last_name)) as member_name, u.email as member_email,
             a.submitted_at, a.paid_at, a.wya_id
        from ${APPLICATIONS}
        join users u on u.id = a.user_id
        left join countries c on c.id = a.country_id
       where ${condition}
       order by a.submitted_at asc nulls last, a.kind, a.id
       limit ${window.limit} offset ${window.offset}`),
  );
  return { total: Number(count?.total ?? 0), rows };
}

/** Counts for the office's dashboard. */
export async function selectQueueCounts(db: Db, expiringWithinDays: number) {
  const [row] = rowsOf<{ to_review: number | string; awaiting_payment: number | string; expiring: number | string }>(
    await db.execute(sql`
      select count(*) filter (where a.status = 'pending') as to_review,
             count(*) filter (where a.status = 'awaiting_payment') as awaiting_payment,
             count(*) filter (where a.status = 'approved' and a.membership_type is distinct from 'lifetime'
                                and a.valid_until between current_date and current_date + ${expiringWithinDays}::int) as expiring
        from (select status, membership_type, valid_until from schools
              union all select status, membership_type, valid_until from teachers) a`),
  );
  return { toReview: Number(row?.to_review ?? 0), awaitingPayment: Number(row?.awaiting_payment ?? 0), expiring: Number(row?.expiring ?? 0) };
}
