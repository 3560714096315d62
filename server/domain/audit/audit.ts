import type { AuditQuery, AuditRecord } from '#common/staff.ts';
import type { Db } from '../../db/client.ts';
import { type Actor, requireStaff } from '../access.ts';
import type { Deps } from '../deps.ts';
import { insertAuditEntry, selectAuditEntries } from './audit.queries.ts';

/**
 * Records an action in the audit log, inside the transaction of the change itself: the entry exists
 * exactly when the change does. `actorId` null: the system (a card payment, a scheduled job).
 */
export const recordAudit = (
  db: Db,
  entry: {
    actorId: number | null;
    action: string;
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

export async function findAuditEntries(
  deps: Pick<Deps, 'db'>,
  options: { actor: Actor; query: AuditQuery; window: { limit: number; offset: number } },
): Promise<{ total: number; results: AuditRecord[] }> {
  requireStaff(options.actor);
  const { subject_kind, subject_id, actor, action } = options.query;
  const { rows, total } = await selectAuditEntries(deps.db, { subjectKind: subject_kind, subjectId: subject_id, actorId: actor, action }, options.window);
  return {
    total,
    results: rows.map(({ entry, actorEmail, actorDeleted }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor: entry.actorId === null ? null : { id: entry.actorId, email: actorDeleted ? '' : (actorEmail ?? ''), deleted: Boolean(actorDeleted) },
      action: entry.action,
      subject_kind: entry.subjectKind,
      subject_id: entry.subjectId,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  };
}
