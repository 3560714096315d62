import type { ApplicationKind, ApplicationStatus, ReviewDecision } from '#common/applications.ts';
import { isLanguage, type Language } from '#common/constants.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { translateMail } from '../../lib/i18n.ts';
import { type Actor, requireStaff } from '../access.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Deps } from '../deps.ts';
import { memberName } from '../directory/answer-parts.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { notifyMember } from '../notifications/notifications.ts';
import { schoolRows } from '../schools/school-applications.queries.ts';
import { refreshSchoolSearch } from '../schools/school-applications.ts';
import { teacherRows } from '../teachers/teacher-applications.queries.ts';
import { refreshTeacherSearch } from '../teachers/teacher-applications.ts';
import { selectMember } from './applications.queries.ts';
import { applicationStatus, isCurrent, wyaIdFor } from './states.ts';

// The two hand-overs of an application (docs/decisions/0013-application-states.md): the billing
// issue calls markApplicationPaid when the invoice is paid, the staff issue calls reviewApplication
// from its back office. Both lock the row, so a payment and a review cannot cross.

/** What both kinds share, read under the row lock. */
type Locked = {
  id: number;
  userId: number;
  status: string;
  name: string;
  slug: string;
  wyaId: string | null;
  language: string | null;
  membershipType: string | null;
  memberSince: string | null;
  validUntil: string | null;
  paidAt: Date | null;
};

type Change = Partial<{
  status: ApplicationStatus;
  paidAt: Date;
  reviewedAt: Date;
  reviewMessage: string | null;
  memberSince: string;
  validUntil: string | null;
  wyaId: string;
}>;

const KINDS = {
  school: {
    async lock(db: Db, id: number): Promise<Locked | null> {
      const row = await schoolRows.lock(db, id);
      return row && { ...row, wyaId: row.wyaSchoolId };
    },
    update: (db: Db, id: number, { wyaId, ...change }: Change) => schoolRows.update(db, id, { ...change, ...(wyaId ? { wyaSchoolId: wyaId } : {}) }),
    refresh: refreshSchoolSearch,
    notFound: 'errors.school_not_found',
  },
  teacher: {
    async lock(db: Db, id: number): Promise<Locked | null> {
      const row = await teacherRows.lock(db, id);
      return row && { ...row, name: row.displayName, wyaId: row.wyaTeacherId };
    },
    update: (db: Db, id: number, { wyaId, ...change }: Change) => teacherRows.update(db, id, { ...change, ...(wyaId ? { wyaTeacherId: wyaId } : {}) }),
    refresh: refreshTeacherSearch,
    notFound: 'errors.teacher_not_found',
  },
} as const;

async function lockApplication(db: Db, kind: ApplicationKind, id: number): Promise<Locked> {
  const row = await KINDS[kind].lock(db, id);
  if (!row) throw new AppError('NOT_FOUND', KINDS[kind].notFound);
  return row;
}

/**
 * The billing hand-over: the application's invoice is paid, so it now waits for review. Pass the
 * payment's transaction as `db` to commit both together. Calling it again for the same payment
 * changes nothing (`changed: false`); an application that is not waiting for payment is a 409.
 */
export async function markApplicationPaid(
  deps: Pick<Deps, 'db'>,
  options: { kind: ApplicationKind; id: number; db?: Db; paidAt?: Date },
): Promise<{ status: ApplicationStatus; changed: boolean }> {
  return inTransaction(options.db ?? deps.db, async (tx) => {
    const row = await lockApplication(tx, options.kind, options.id);
    if (row.status === 'awaiting_payment') {
      await KINDS[options.kind].update(tx, options.id, { status: 'pending', paidAt: options.paidAt ?? new Date() });
      return { status: 'pending', changed: true };
    }
    if (row.paidAt && row.status !== 'draft') return { status: applicationStatus(row.status), changed: false };
    throw new AppError('CONFLICT', 'errors.application_not_awaiting_payment');
  });
}

const today = () => new Date().toISOString().slice(0, 10);

/** The same day a year later (29 February → 28 February). */
export function oneYearAfter(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(y + 1, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/**
 * The office's decision on an application waiting for review (staff only): approve — listed, with
 * its WYA ID, member since and valid until (a year on for annual membership, none for lifetime);
 * request changes — back to the member with a message, editable again; reject — with a reason,
 * final. The member is mailed the outcome in the language they applied in.
 */
export async function reviewApplication(
  deps: Deps,
  options: { actor: Actor; kind: ApplicationKind; id: number; decision: ReviewDecision; message?: string | null },
): Promise<{ status: ApplicationStatus; wya_id: string | null; member_since: string | null; valid_until: string | null }> {
  const staffId = requireStaff(options.actor);
  const message = options.message?.trim() || null;
  if (options.decision !== 'approve' && !message) throw fieldError('message', 'validation.review_message_required');
  return inTransaction(deps.db, async (tx) => {
    const kind = KINDS[options.kind];
    const row = await lockApplication(tx, options.kind, options.id);
    if (row.status !== 'pending') throw new AppError('CONFLICT', 'errors.application_not_in_review');
    const reviewedAt = new Date();
    let change: Change;
    if (options.decision === 'approve') {
      const memberSince = row.memberSince ?? today();
      change = {
        status: 'approved',
        reviewedAt,
        reviewMessage: null,
        wyaId: row.wyaId ?? wyaIdFor(options.kind, row.id),
        memberSince,
        validUntil: row.membershipType === 'lifetime' ? null : oneYearAfter(today()),
      };
    } else {
      change = { status: options.decision === 'reject' ? 'rejected' : 'changes_requested', reviewedAt, reviewMessage: message };
    }
    await kind.update(tx, options.id, change);
    if (options.decision === 'approve') await kind.refresh(tx, options.id);
    const after: Locked & { reviewMessage: string | null } = {
      ...row,
      ...change,
      wyaId: change.wyaId ?? row.wyaId,
      reviewMessage: change.reviewMessage ?? null,
    };
    await recordAudit(tx, {
      actorId: staffId,
      action: `application.${options.decision}`,
      subject: { kind: options.kind, id: options.id },
      before: { status: row.status },
      after: { status: after.status, wya_id: after.wyaId, valid_until: after.validUntil ?? null, message: after.reviewMessage },
    });
    await mailDecision(deps, tx, options.kind, after, options.decision, reviewedAt);
    // mailDecision above is the decision's mail.
    await notifyMember(
      deps,
      tx,
      {
        userId: row.userId,
        messageKey: `${options.kind}_${NOTICES[options.decision]}`,
        params: { listing: row.name, wya_id: after.wyaId ?? '', message: after.reviewMessage ?? '' },
        about: { id: options.id },
      },
      { mailed: true },
    );
    return {
      status: applicationStatus(after.status),
      wya_id: after.wyaId,
      member_since: after.memberSince ?? null,
      valid_until: after.validUntil ?? null,
    };
  });
}

const NOTICES = { approve: 'approved', request_changes: 'changes_requested', reject: 'rejected' } as const;
const TEMPLATES = { approve: 'application_approved', request_changes: 'application_changes_requested', reject: 'application_rejected' } as const;

/** Queued in the review's transaction: the mail goes only if the decision is committed, once per decision. */
async function mailDecision(
  deps: Deps,
  tx: Db,
  kind: ApplicationKind,
  row: Locked & { reviewMessage: string | null },
  decision: ReviewDecision,
  reviewedAt: Date,
) {
  const member = await selectMember(tx, row.userId);
  if (!member) return;
  const lang: Language = isLanguage(row.language) ? row.language : 'en';
  const link =
    decision === 'approve' && isCurrent({ status: 'approved', validUntil: row.validUntil ?? null, membershipType: row.membershipType })
      ? `${deps.config.publicUrl}/${kind}s/${row.slug}`
      : `${deps.config.publicUrl}/${kind}/profile`;
  const validity = row.validUntil
    ? translateMail(lang, 'application_validity.until', {
        date: new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(row.validUntil)),
      })
    : translateMail(lang, 'application_validity.lifetime');
  await queueMail(
    deps,
    {
      to: member.email,
      lang,
      template: TEMPLATES[decision],
      params: {
        name: memberName(member),
        registration: translateMail(lang, `application_kind.${kind}`),
        listing: row.name,
        wya_id: row.wyaId ?? '',
        validity,
        message: row.reviewMessage ?? '',
        link,
      },
      key: `application:${kind}:${row.id}:${decision}:${reviewedAt.getTime()}`,
    },
    { db: tx },
  );
}
