import type { TFunction } from 'i18next';
import { formatMoney } from '#common/billing.ts';
import type { AuditRecord } from '#common/staff.ts';
import { CONTENT_KINDS, CONTENT_SUBJECTS } from '#common/staff-content.ts';
import { intlLocale } from '../billing/money.ts';

// How an audit entry names who acted and what it is about, and where those names link to. Plain
// functions (no hooks) so that the history, its test and any other page share them.

type Actor = AuditRecord['actor'];

/** "Kim Office (kim@example.com)", "kim@example.com", "Deleted member" or "the system". */
export function actorName(t: TFunction, actor: Actor): string {
  if (!actor) return t('staff:audit.system');
  if (actor.deleted) return t('account:staff.deleted_member');
  return actor.name ? `${actor.name} (${actor.email})` : actor.email;
}

/** The audit log of what one person did (a deleted member and the system have their own filters). */
export function actorHref(actor: Actor): string {
  if (!actor) return '/staff/audit?system=1';
  return actor.deleted ? `/staff/audit?actor=${actor.id}` : `/staff/audit?who=${encodeURIComponent(actor.email)}`;
}

/** A text in four languages as stored in a before/after ({en, th, …}), in the reader's language. */
function localized(value: unknown, lang: string): string | null {
  if (typeof value === 'string') return value || null;
  if (value && typeof value === 'object') {
    const texts = value as Record<string, unknown>;
    const text = texts[lang] || texts.en;
    return typeof text === 'string' && text ? text : null;
  }
  return null;
}

/** The record's name now, else as the entry kept it (a deleted FAQ entry's question), else "FAQ entry #12". */
export function subjectName(t: TFunction, lang: string, record: AuditRecord): string {
  const { subject, subject_kind: kind, subject_id: id } = record;
  if (subject.name !== null) return kind === 'staff_task' ? t(`staff:audit.task_kinds.${subject.name}`, { defaultValue: subject.name }) : subject.name;
  const kept = record.before ?? record.after ?? {};
  const named = localized(kept.question ?? kept.title ?? kept.name, lang);
  if (named) return named;
  const kindName =
    kind === 'user' ? t('account:staff.deleted_member') : t([`staff:audit.subjects.${kind}`, `staff:contentAdmin.subjects.${kind}`], { defaultValue: kind });
  return t('staff:audit.unnamed', { kind: kindName, id });
}

const CONTENT_KIND_OF = Object.fromEntries(CONTENT_KINDS.map((k) => [CONTENT_SUBJECTS[k], k]));

/** The record's page in the back office (or the invoice's own view); null when there is none or the record is gone. */
export function subjectHref(record: AuditRecord): string | null {
  const { subject, subject_kind: kind, subject_id: id } = record;
  if (kind === 'school' || kind === 'teacher') return subject.name === null ? null : `/staff/applications/${kind}/${id}`;
  if (kind === 'user') return `/staff/members/${id}`;
  if (kind === 'invoice' || kind === 'payment_transaction') return subject.invoice_public_id ? `/billing/invoice/${subject.invoice_public_id}` : null;
  if (kind === 'fee_item') return '/staff/content/fees';
  if (kind === 'school_rating') return subject.listing ? `/staff/content/ratings?school=${subject.listing.id}` : '/staff/content/ratings';
  if (kind === 'staff_task') return '/staff#tasks';
  const contentKind = CONTENT_KIND_OF[kind];
  return contentKind && subject.name !== null ? `/staff/content/${contentKind}/${id}` : null;
}

export const listingHref = (listing: AuditRecord['subject']['listing']) => (listing ? `/staff/applications/${listing.kind}/${listing.id}` : null);

export const money = (lang: string, amount: unknown, currency: unknown): string | null =>
  typeof amount === 'number' && typeof currency === 'string' ? formatMoney(amount, currency, intlLocale(lang)) : null;

/**
 * The amount a sentence speaks of: what the entry recorded (a card charge, an invoice's total when it
 * was issued or paid, a slip's amount), else the record's amount today (a payment verified, an invoice refunded).
 */
export function entryAmount(lang: string, record: AuditRecord): string {
  const after = record.after ?? {};
  return (
    money(lang, after.charged_amount, after.charged_currency) ??
    money(lang, after.grand_total, after.currency) ??
    money(lang, after.amount, after.currency) ??
    money(lang, record.subject.amount, record.subject.currency) ??
    ''
  );
}

/** An invoice's total before it was repriced. */
export const previousAmount = (lang: string, record: AuditRecord): string => money(lang, record.before?.grand_total, record.before?.currency) ?? '';
