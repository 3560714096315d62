import { formatMoney } from '#common/billing.ts';
import type { Language } from '#common/constants.ts';
import type { StaffTask, StaffTaskKind } from '#common/staff.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { type Actor, requireStaff } from '../access.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Deps } from '../deps.ts';
import {
  countOpenStaffTasks,
  insertStaffTask,
  resolveStaffTaskById,
  resolveStaffTaskByKey,
  type StaffTaskRow,
  selectOpenTaskKeys,
  selectStaffTask,
  selectStaffTasks,
  upsertStaffTask,
} from './staff-tasks.queries.ts';

// Tasks for the office: what the system met and could not finish alone (a refund the processor
// refused, a charge that did not match its invoice). One task per thing, found by its key however
// often the thing is met again, open until a staff member marks it done — never one log line per run.

type Subject = { kind: StaffTask['subject_kind']; id: number };

/** Opens the task of `key` unless it is open already (inside the caller's transaction). */
export function openStaffTask(db: Db, task: { kind: StaffTaskKind; key: string; subject: Subject; details: Record<string, unknown> }) {
  return insertStaffTask(db, { kind: task.kind, key: task.key, subjectKind: task.subject.kind, subjectId: task.subject.id, details: task.details });
}

/** Opens the task of `key`, or updates the open one's details (a task that counts what waits on it). */
export function keepStaffTask(db: Db, task: { kind: StaffTaskKind; key: string; subject: Subject; details: Record<string, unknown> }) {
  return upsertStaffTask(db, { kind: task.kind, key: task.key, subjectKind: task.subject.kind, subjectId: task.subject.id, details: task.details });
}

export const openTaskKeys = (db: Db, kind: StaffTaskKind) => selectOpenTaskKeys(db, kind);

/** The system did the work after all (a refund went through on a later try): its task is done. */
export const closeStaffTask = (db: Db, key: string) => resolveStaffTaskByKey(db, key, new Date());

export const countOpenTasks = (db: Db) => countOpenStaffTasks(db);

const money = (amount: unknown, currency: unknown, lang: Language) =>
  typeof amount === 'number' && typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? formatMoney(amount, currency, lang) : '—';

/** The task as one sentence in the reader's language, from what its details hold. */
function summary(row: StaffTaskRow, lang: Language): string {
  const d = row.details;
  const plain = Object.fromEntries(Object.entries(d).filter(([, v]) => typeof v === 'string' || typeof v === 'number')) as Record<string, string | number>;
  return translate(lang, `staff:tasks.kinds.${row.kind}`, {
    ...plain,
    listings: Array.isArray(d.listings) ? d.listings.join(', ') : '',
    number: String(d.invoice_number ?? row.subjectId),
    charged: money(d.charged_amount, d.charged_currency, lang),
    expected: money(d.expected_amount, d.expected_currency, lang),
    processor: d.processor === 'stripe' ? 'Stripe' : translate(lang, 'staff:tasks.test_processor'),
    reference: String(d.reference ?? ''),
  });
}

function taskJson(row: StaffTaskRow, resolvedByEmail: string | null, lang: Language): StaffTask {
  return {
    id: row.id,
    kind: row.kind as StaffTaskKind,
    summary: summary(row, lang),
    subject_kind: row.subjectKind as StaffTask['subject_kind'],
    subject_id: row.subjectId,
    member: typeof row.details.member === 'number' ? row.details.member : null,
    details: row.details,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    resolved_by: row.resolvedBy === null ? null : { id: row.resolvedBy, email: resolvedByEmail ?? '' },
  };
}

export async function findStaffTasks(
  deps: Pick<Deps, 'db'>,
  options: { actor: Actor; done: boolean; lang: Language; window: { limit: number; offset: number } },
): Promise<{ total: number; results: StaffTask[] }> {
  requireStaff(options.actor);
  const { rows, total } = await selectStaffTasks(deps.db, { open: !options.done }, options.window);
  return { total, results: rows.map((r) => taskJson(r.task, r.resolvedByEmail, options.lang)) };
}

/** A staff member marks a task done (recorded in the audit log); a task done already is a 409. */
export async function resolveStaffTask(deps: Pick<Deps, 'db'>, options: { actor: Actor; id: number; lang: Language }): Promise<StaffTask> {
  const staffId = requireStaff(options.actor);
  const row = await inTransaction(deps.db, async (tx) => {
    const done = await resolveStaffTaskById(tx, options.id, staffId, new Date());
    if (!done) {
      if (!(await selectStaffTask(tx, options.id))) throw new AppError('NOT_FOUND', 'errors.not_found');
      throw new AppError('CONFLICT', 'errors.task_already_done');
    }
    await recordAudit(tx, {
      actorId: staffId,
      action: 'task.resolve',
      subject: { kind: 'staff_task', id: done.id },
      before: { resolved: false, kind: done.kind },
      after: { resolved: true },
    });
    return done;
  });
  return taskJson(row, null, options.lang);
}
