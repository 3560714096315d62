import { and, count, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

export type AuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values(entry);
}

export type AuditFilter = {
  subjectKind?: string;
  subjectId?: number;
  /** Text naming the record: an invoice number, a school, teacher or member, a content title. */
  subject?: string;
  actorId?: number;
  /** Who acted, by e-mail, username or name. */
  who?: string;
  /** Only what the system did (no actor). */
  system?: boolean;
  /** One of these actions (a group's). */
  actions?: string[];
  /** An action or its beginning. */
  actionPrefix?: string;
  /** First and last day, UTC, YYYY-MM-DD. */
  from?: string;
  to?: string;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The records whose names contain the text, kind by kind. An invoice also matches by what it pays for
 * and whose it is, and a payment by its invoice, so "Lotus Yoga" finds the school's money too.
 */
function aboutSubject(text: string): SQL {
  const like = `%${escapeLike(text.trim())}%`;
  const schools = sql`select id from schools where name ilike ${like} or local_name ilike ${like} or slug ilike ${like} or wya_school_id ilike ${like}`;
  const teachers = sql`select id from teachers where display_name ilike ${like} or local_name ilike ${like} or slug ilike ${like} or wya_teacher_id ilike ${like}`;
  const members = sql`select id from users where email ilike ${like} or username ilike ${like} or (first_name || ' ' || last_name) ilike ${like}`;
  const invoices = sql`select id from invoices where number ilike ${like} or receipt_number ilike ${like} or reference ilike ${like}
    or (application_kind = 'school' and application_id in (${schools})) or (application_kind = 'teacher' and application_id in (${teachers}))
    or user_id in (${members})`;
  const titled = (table: string, column: string) =>
    sql`select id from ${sql.raw(table)} where exists (select 1 from jsonb_each_text(${sql.raw(column)}) t where t.value ilike ${like})`;
  const kinds: [string, SQL][] = [
    ['school', schools],
    ['teacher', teachers],
    ['user', members],
    ['invoice', invoices],
    ['payment_transaction', sql`select id from payment_transactions where invoice_id in (${invoices})`],
    ['school_rating', sql`select id from school_ratings where school_id in (${schools})`],
    ['fee_item', sql`select id from fee_items where code ilike ${like}`],
    ['faq_entry', titled('faq_entries', 'question')],
    ['video', titled('videos', 'title')],
    ['team_member', titled('team_members', 'name')],
    ['testimonial', sql`select id from testimonials where name ilike ${like}`],
    ['platform_event', sql`(${titled('platform_events', 'title')}) union select id from platform_events where slug ilike ${like}`],
  ];
  return sql`(${sql.join(
    kinds.map(([kind, ids]) => sql`(${auditLog.subjectKind} = ${kind} and ${auditLog.subjectId} in (${ids}))`),
    sql` or `,
  )})`;
}

function conditions(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.subjectKind) parts.push(eq(auditLog.subjectKind, filter.subjectKind));
  if (filter.subjectId) parts.push(eq(auditLog.subjectId, filter.subjectId));
  if (filter.subject?.trim()) parts.push(aboutSubject(filter.subject));
  if (filter.actorId) parts.push(eq(auditLog.actorId, filter.actorId));
  if (filter.system) parts.push(isNull(auditLog.actorId));
  if (filter.who?.trim()) {
    const like = `%${escapeLike(filter.who.trim())}%`;
    parts.push(
      sql`${auditLog.actorId} in (select id from users where email ilike ${like} or username ilike ${like} or (first_name || ' ' || last_name) ilike ${like})`,
    );
  }
  if (filter.actions) parts.push(inArray(auditLog.action, filter.actions));
  if (filter.actionPrefix) parts.push(ilike(auditLog.action, `${escapeLike(filter.actionPrefix)}%`));
  // Days are UTC days, whatever the database session's time zone.
  if (filter.from) parts.push(sql`${auditLog.at} >= (${filter.from}::date)::timestamp at time zone 'UTC'`);
  if (filter.to) parts.push(sql`${auditLog.at} < (${filter.to}::date + 1)::timestamp at time zone 'UTC'`);
  return parts.length ? and(...parts) : undefined;
}

export async function selectAuditEntries(db: Db, filter: AuditFilter, window: { limit: number; offset: number }) {
  const where = conditions(filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actorEmail: users.email,
        actorName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        actorDeleted: sql<boolean>`${users.deletedAt} is not null`,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total };
}
