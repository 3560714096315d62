import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

export type AuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values(entry);
}

export type AuditFilter = { subjectKind?: string; subjectId?: number; actorId?: number; action?: string };

export async function selectAuditEntries(db: Db, filter: AuditFilter, window: { limit: number; offset: number }) {
  const parts: SQL[] = [];
  if (filter.subjectKind) parts.push(eq(auditLog.subjectKind, filter.subjectKind));
  if (filter.subjectId) parts.push(eq(auditLog.subjectId, filter.subjectId));
  if (filter.actorId) parts.push(eq(auditLog.actorId, filter.actorId));
  if (filter.action) parts.push(ilike(auditLog.action, `${filter.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = parts.length ? and(...parts) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ entry: auditLog, actorEmail: users.email, actorDeleted: sql<boolean>`${users.deletedAt} is not null` })
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
