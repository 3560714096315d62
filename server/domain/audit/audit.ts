import { type AuditAction, auditActionsOf } from '#common/audit-actions.ts';
import type { Language } from '#common/constants.ts';
import type { AuditQuery, AuditRecord } from '#common/staff.ts';
import type { Db } from '../../db/client.ts';
import { type Actor, requireStaff } from '../access.ts';
import type { Deps } from '../deps.ts';
import { insertAuditEntry, selectAuditEntries } from './audit.queries.ts';
import { readAuditSubjects } from './audit-subjects.ts';

/**
 * Records an action in the audit log, inside the transaction of the change itself: the entry exists
 * exactly when the change does. `actorId` null: the system (a card payment, a scheduled job).
 */
export const recordAudit = (
  db: Db,
  entry: {
    actorId: number | null;
    /** A code of common/audit-actions.ts: each has its sentence in the audit log. */
    action: AuditAction;
    subject: { kind: string; id: number };
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
  },
) =>
  insertAuditEntry(db, {
    actorId: entry.actorId,
    action: entry.action,
    subjectKind: entry.subject.kind,
    subjectId: entry.subject.id,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });

/**
 * A page of the log, newest first, each entry with what it is about named (audit-subjects.ts).
 * `group` is a kind of action (common/audit-actions.ts); days are UTC.
 */
export async function findAuditEntries(
  deps: Pick<Deps, 'db'>,
  options: { actor: Actor; query: AuditQuery; lang: Language; window: { limit: number; offset: number } },
): Promise<{ total: number; results: AuditRecord[] }> {
  requireStaff(options.actor);
  const q = options.query;
  const { rows, total } = await selectAuditEntries(
    deps.db,
    {
      subjectKind: q.subject_kind,
      subjectId: q.subject_id,
      subject: q.subject,
      actorId: q.actor,
      who: q.who,
      system: q.system,
      actions: q.group ? auditActionsOf(q.group) : undefined,
      actionPrefix: q.action,
      from: q.from,
      to: q.to,
    },
    options.window,
  );
  const subjectOf = await readAuditSubjects(
    deps.db,
    rows.map(({ entry }) => ({ kind: entry.subjectKind, id: entry.subjectId })),
    options.lang,
  );
  return {
    total,
    results: rows.map(({ entry, actorEmail, actorName, actorDeleted }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor:
        entry.actorId === null
          ? null
          : {
              id: entry.actorId,
              email: actorDeleted ? '' : (actorEmail ?? ''),
              name: actorDeleted ? '' : (actorName ?? ''),
              deleted: Boolean(actorDeleted),
            },
      action: entry.action,
      subject_kind: entry.subjectKind,
      subject_id: entry.subjectId,
      subject: subjectOf({ kind: entry.subjectKind, id: entry.subjectId }),
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  };
}
