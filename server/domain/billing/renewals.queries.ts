import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// Approved annual memberships around their end date, both kinds at once.

export type MembershipRow = {
  kind: 'school' | 'teacher';
  id: number;
  user_id: number;
  name: string;
  valid_until: string;
  currency: string | null;
  language: string | null;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

/** Approved, not lifetime, ending between `from` and `to` (ISO dates, both included). */
export async function selectMembershipsEnding(db: Db, from: string, to: string): Promise<MembershipRow[]> {
  return rowsOf<MembershipRow>(
    await db.execute(sql`
      select m.kind, m.id, m.user_id, m.name, m.valid_until::text as valid_until, m.currency, m.language from (
        select 'school' as kind, id, user_id, name, valid_until, currency, language, status, membership_type from schools
        union all
        select 'teacher', id, user_id, display_name, valid_until, currency, language, status, membership_type from teachers
      ) m
      where m.status = 'approved' and m.membership_type is distinct from 'lifetime' and m.valid_until between ${from}::date and ${to}::date
      order by m.valid_until, m.kind, m.id`),
  );
}

/** Extends an approved membership to `validUntil` (a paid renewal). */
export async function setValidUntil(db: Db, kind: 'school' | 'teacher', id: number, validUntil: string) {
  if (kind === 'school') await db.execute(sql`update schools set valid_until = ${validUntil}, updated_at = now() where id = ${id}`);
  else await db.execute(sql`update teachers set valid_until = ${validUntil}, updated_at = now() where id = ${id}`);
}

export async function selectValidUntil(db: Db, kind: 'school' | 'teacher', id: number): Promise<string | null> {
  const table = kind === 'school' ? sql`schools` : sql`teachers`;
  const [row] = rowsOf<{ valid_until: string | null }>(
    await db.execute(sql`select valid_until::text as valid_until from ${table} where id = ${id} for update`),
  );
  return row?.valid_until ?? null;
}
