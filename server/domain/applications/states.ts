import {
  type ApplicationKind,
  type ApplicationStatus,
  DOCUMENT_STATES,
  EDITABLE_STATES,
  type MissingField,
  type NextStep,
  SUBMIT_STATES,
} from '#common/applications.ts';
import type { Currency, Language } from '#common/constants.ts';
import { AppError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';

// The application's state machine (docs/decisions/0013-application-states.md):
//   draft ──submit──▶ awaiting_payment ──markApplicationPaid──▶ pending ──review──▶ approved
//                                                                  │  ▲               (or rejected)
//                                                  request_changes ▼  │ submit
//                                                           changes_requested
// A submitted application is locked until the office asks for changes.

const has = (states: readonly string[], status: string) => states.includes(status);
/** A status read from the database, as the answers type it. */
export const applicationStatus = (status: string) => status as ApplicationStatus;

/** Refuses a change to an application in a state that does not take one (409, saying why). */
export function assertEditable(status: string) {
  if (!has(EDITABLE_STATES, status)) throw new AppError('CONFLICT', lockedMessage(status));
}

export function assertDocumentsEditable(status: string) {
  if (!has(DOCUMENT_STATES, status)) throw new AppError('CONFLICT', lockedMessage(status));
}

export function assertSubmittable(status: string) {
  if (!has(SUBMIT_STATES, status)) throw new AppError('CONFLICT', lockedMessage(status));
}

/** Refusal of an incomplete submission: each missing field by name, and one message for the form (the fields are on other steps). */
export function incomplete(fields: Record<string, string[]>, formMessage: string): AppError {
  return new AppError('VALIDATION', formMessage, { fields: { ...fields, non_field_errors: [formMessage] } });
}

function lockedMessage(status: string): string {
  if (status === 'awaiting_payment' || status === 'pending' || status === 'rejected' || status === 'suspended') return `errors.application_locked_${status}`;
  return 'errors.application_locked_approved';
}

export type StateRow = {
  status: string;
  membershipType: string | null;
  currency: string | null;
  submittedAt: Date | null;
  paidAt: Date | null;
  reviewedAt: Date | null;
  reviewMessage: string | null;
  memberSince: string | null;
  validUntil: string | null;
  slug: string;
  createdAt: Date;
  updatedAt: Date;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const today = () => new Date().toISOString().slice(0, 10);

/** Still listed: approved, and valid until today or later (a lifetime membership has no end). */
export const isCurrent = (row: Pick<StateRow, 'status' | 'validUntil' | 'membershipType'>) =>
  row.status === 'approved' && (row.validUntil ? row.validUntil >= today() : row.membershipType === 'lifetime');

export function nextStepOf(row: StateRow, missing: number): NextStep {
  switch (row.status) {
    case 'draft':
      return missing ? 'complete' : 'submit';
    case 'awaiting_payment':
      return 'pay';
    case 'pending':
      return 'wait_for_review';
    case 'changes_requested':
      return 'make_changes';
    case 'approved':
      return isCurrent(row) ? 'listed' : 'renew';
    case 'rejected':
      return 'rejected';
    default:
      return 'suspended';
  }
}

/** The state part of an application's answer: where it stands and what the member does next, in their language. */
export function stateJson(kind: ApplicationKind, row: StateRow, missing: { field: string; step: string; message: string }[], lang: Language) {
  const translated: MissingField[] = missing.map((m) => ({ ...m, message: translate(lang, m.message) }));
  const next = nextStepOf(row, missing.length);
  return {
    status: applicationStatus(row.status),
    status_label: translate(lang, `applications.status.${row.status}`),
    editable: has(EDITABLE_STATES, row.status),
    documents_editable: has(DOCUMENT_STATES, row.status),
    can_submit: has(SUBMIT_STATES, row.status) && missing.length === 0,
    next_step: { code: next, text: translate(lang, `applications.next.${kind}.${next}`) },
    missing: translated,
    membership_type: (row.membershipType as 'annual' | 'lifetime' | null) ?? null,
    currency: (row.currency as Currency | null) ?? null,
    submitted_at: iso(row.submittedAt),
    paid_at: iso(row.paidAt),
    reviewed_at: iso(row.reviewedAt),
    review_message: row.reviewMessage,
    member_since: row.memberSince,
    valid_until: row.validUntil,
    public_url: isCurrent(row) ? `/${kind}s/${row.slug}` : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The WYA ID given on approval: WYA-S2026-00042 for school 42 approved in 2026 (seeded IDs never have the year). */
export const wyaIdFor = (kind: ApplicationKind, id: number, year = new Date().getUTCFullYear()) =>
  `WYA-${kind === 'school' ? 'S' : 'T'}${year}-${String(id).padStart(5, '0')}`;
