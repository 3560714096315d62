import { isCurrency, isLanguage } from '#common/constants.ts';
import { schoolFeeCodes, teacherFeeCodes } from '#common/fee-codes.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { oneYearAfter } from '../applications/review.ts';
import { selectFeeItemsByCode } from '../content/content-admin.queries.ts';
import type { Deps } from '../deps.ts';
import { claimEffect } from '../job-effects.queries.ts';
import { notifyMember } from '../notifications/notifications.ts';
import { closeStaffTask, keepStaffTask, openTaskKeys } from '../staff-tasks/staff-tasks.ts';
import { selectApplicationForInvoice, selectOpenApplicationInvoice } from './billing.queries.ts';
import { createApplicationInvoice } from './invoices.ts';
import { unpricedCodes } from './pricing.ts';
import { type MembershipRow, selectMembershipsEnding, selectValidUntil, setValidUntil } from './renewals.queries.ts';

// Annual renewal (issue 12, docs/decisions/0015-billing.md): once a day, safe with several processes.
//   valid_until − 30 days: the renewal invoice (one open invoice per listing) and a reminder; a
//     listing whose fee the office has not set gets its invoice on the first day the fee is there
//     (up to 30 days after its end), and meanwhile the office has a task and the member a true reminder
//   valid_until − 7 days: a second reminder
//   after valid_until: the listing leaves the directory (the directory's own rule) and the member is told once
//   renewal paid: valid_until a year on (from the old end, or from the payment day when paid late)

export const RENEWAL_INVOICE_DAYS = 30;
export const REMINDER_DAYS = [30, 7] as const;
/** An expiry older than this is not announced any more (a lapse of years ago is old news). */
const EXPIRED_NOTICE_DAYS = 30;

export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);
const addDays = (isoDate: string, days: number) => todayIso(new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000));

/** Runs `effect` once per key, ever, whichever process or run gets there first. */
async function once(db: Db, key: string, effect: (tx: Db) => Promise<void>): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    if (!(await claimEffect(tx, key, 'renewals'))) return false;
    await effect(tx);
    return true;
  });
}

export async function runRenewals(deps: Pick<Deps, 'db' | 'config' | 'jobs' | 'log'>, options: { today: string }) {
  const { today } = options;
  const done = { invoices: 0, reminders: 0, expired: 0, waitingForFees: 0 };

  // Due within 30 days, or lapsed lately without an invoice (its fee was missing until now).
  const due = await selectMembershipsEnding(deps.db, addDays(today, -EXPIRED_NOTICE_DAYS), addDays(today, RENEWAL_INVOICE_DAYS));
  const waiting = new Map<string, MembershipRow[]>();
  for (const m of due) {
    if (await selectOpenApplicationInvoice(deps.db, m.kind, m.id)) continue;
    const missing = await unpricedCodes(deps.db, await feeCodesOf(deps.db, m));
    if (missing.length) {
      for (const code of missing) waiting.set(code, [...(waiting.get(code) ?? []), m]);
      done.waitingForFees += 1;
      continue;
    }
    try {
      const created = await inTransaction(deps.db, async (tx) => {
        if (await selectOpenApplicationInvoice(tx, m.kind, m.id)) return false;
        await createApplicationInvoice(deps, {
          db: tx,
          application: { kind: m.kind, id: m.id },
          membershipType: 'annual',
          currency: isCurrency(m.currency) ? m.currency : 'USD',
          language: isLanguage(m.language) ? m.language : 'en',
          type: 'renewal',
        });
        return true;
      });
      if (created) done.invoices += 1;
    } catch (error) {
      // One listing that fails must not hold up the others; the next day's pass tries again.
      deps.log.error({ err: error, listing: `${m.kind}:${m.id}` }, 'renewal invoice not created');
    }
  }
  await tellOfficeOfMissingFees(deps.db, waiting);

  for (const days of REMINDER_DAYS) {
    for (const m of await selectMembershipsEnding(deps.db, addDays(today, days), addDays(today, days))) {
      const sent = await once(deps.db, `renewal-reminder:${m.kind}:${m.id}:${m.valid_until}:${days}`, async (tx) => {
        // The reminder speaks of an invoice only when there is one.
        const invoiced = await selectOpenApplicationInvoice(tx, m.kind, m.id);
        const params = { listing: m.name, days: String(days), date: m.valid_until };
        if (invoiced) await notifyMember(deps, tx, { userId: m.user_id, messageKey: 'membership_expiring', params, about: { invoice: invoiced.id } });
        else await notifyMember(deps, tx, { userId: m.user_id, messageKey: 'membership_expiring_no_invoice', params, about: m });
      });
      if (sent) done.reminders += 1;
    }
  }

  const lapsed = await selectMembershipsEnding(deps.db, addDays(today, -EXPIRED_NOTICE_DAYS), addDays(today, -1));
  for (const m of lapsed) {
    const sent = await once(deps.db, `membership-expired:${m.kind}:${m.id}:${m.valid_until}`, async (tx) => {
      const invoiced = await selectOpenApplicationInvoice(tx, m.kind, m.id);
      const params = { listing: m.name, date: m.valid_until };
      if (invoiced) await notifyMember(deps, tx, { userId: m.user_id, messageKey: 'membership_expired', params, about: { invoice: invoiced.id } });
      else await notifyMember(deps, tx, { userId: m.user_id, messageKey: 'membership_expired_no_invoice', params, about: m });
    });
    if (sent) done.expired += 1;
  }
  return done;
}

const feeCodesOf = async (db: Db, m: MembershipRow) => {
  const row = await selectApplicationForInvoice(db, m.kind, m.id);
  if (!row) return [];
  return m.kind === 'school' ? schoolFeeCodes(row.levels) : teacherFeeCodes(row.registrationType, row.registrationLevel);
};

/**
 * One task per fee the office has not set, saying how many renewals wait for it (brought up to date
 * each day), instead of a log line per listing per run; a task whose fee is now set closes itself.
 */
async function tellOfficeOfMissingFees(db: Db, waiting: Map<string, MembershipRow[]>) {
  const items = new Map((await selectFeeItemsByCode(db, [...waiting.keys()])).map((item) => [item.code, item.id]));
  for (const [code, listings] of waiting) {
    await keepStaffTask(db, {
      kind: 'renewal_fee_missing',
      key: `renewal-fee:${code}`,
      subject: { kind: 'fee_item', id: items.get(code) ?? 0 },
      details: { code, count: listings.length, listings: listings.slice(0, 5).map((m) => m.name), first_end: listings[0].valid_until },
    });
  }
  for (const key of await openTaskKeys(db, 'renewal_fee_missing')) {
    if (!waiting.has(key.replace('renewal-fee:', ''))) await closeStaffTask(db, key);
  }
}

/**
 * A paid renewal: the membership runs a year on from its old end, or from the payment day when it had
 * already ended (so a late payment never buys time that has passed). In the payment's transaction.
 */
export async function extendMembership(tx: Db, listing: { kind: 'school' | 'teacher'; id: number }, paidAt: Date): Promise<string | null> {
  const current = await selectValidUntil(tx, listing.kind, listing.id);
  if (!current) return null;
  const paidDay = todayIso(paidAt);
  const next = oneYearAfter(current >= paidDay ? current : paidDay);
  await setValidUntil(tx, listing.kind, listing.id, next);
  return next;
}

/**
 * A refunded membership ends today (the office's choice when it refunds): the listing leaves the
 * directory tomorrow by the directory's own rule. In the refund's transaction; null when not listed.
 */
export async function endMembership(tx: Db, listing: { kind: 'school' | 'teacher'; id: number }, today = new Date()) {
  const before = await selectValidUntil(tx, listing.kind, listing.id);
  const after = todayIso(today);
  if (before !== null && before <= after) return { ...listing, before, after: before };
  await setValidUntil(tx, listing.kind, listing.id, after);
  return { ...listing, before, after };
}
