import { isCurrency, isLanguage } from '#common/constants.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { claimEffect } from '../../jobs/effects.queries.ts';
import { oneYearAfter } from '../applications/review.ts';
import type { Deps } from '../deps.ts';
import { notifyMember } from '../notifications/notifications.ts';
import { selectOpenApplicationInvoice } from './billing.queries.ts';
import { createApplicationInvoice } from './invoices.ts';
import { type MembershipRow, selectMembershipsEnding, selectValidUntil, setValidUntil } from './renewals.queries.ts';

// Annual renewal (issue 12, docs/decisions/0015-billing.md): once a day, safe with several processes.
//   valid_until − 30 days: the renewal invoice (one open invoice per listing) and a reminder
//   valid_until − 7 days: a second reminder
//   after valid_until: the listing leaves the directory (the directory's own rule) and the member is told once
//   renewal paid: valid_until a year on (from the old end, or from the payment day when paid late)

export const RENEWAL_INVOICE_DAYS = 30;
export const REMINDER_DAYS = [30, 7] as const;
/** An expiry older than this is not announced any more (a lapse of years ago is old news). */
const EXPIRED_NOTICE_DAYS = 30;

export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);
const addDays = (isoDate: string, days: number) => todayIso(new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000));
const listingUrl = (m: MembershipRow) => `/${m.kind}/profile`;

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
  const done = { invoices: 0, reminders: 0, expired: 0 };

  const due = await selectMembershipsEnding(deps.db, today, addDays(today, RENEWAL_INVOICE_DAYS));
  for (const m of due) {
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
      // One listing that cannot be priced (no fee for its currency) must not hold up the others.
      deps.log.error({ err: error, listing: `${m.kind}:${m.id}` }, 'renewal invoice not created');
    }
  }

  for (const days of REMINDER_DAYS) {
    for (const m of await selectMembershipsEnding(deps.db, addDays(today, days), addDays(today, days))) {
      const sent = await once(deps.db, `renewal-reminder:${m.kind}:${m.id}:${m.valid_until}:${days}`, (tx) =>
        notifyMember(deps, tx, {
          userId: m.user_id,
          messageKey: 'membership_expiring',
          params: { listing: m.name, days: String(days), date: m.valid_until },
          customUrl: '/billing',
        }),
      );
      if (sent) done.reminders += 1;
    }
  }

  const lapsed = await selectMembershipsEnding(deps.db, addDays(today, -EXPIRED_NOTICE_DAYS), addDays(today, -1));
  for (const m of lapsed) {
    const sent = await once(deps.db, `membership-expired:${m.kind}:${m.id}:${m.valid_until}`, (tx) =>
      notifyMember(deps, tx, {
        userId: m.user_id,
        messageKey: 'membership_expired',
        params: { listing: m.name, date: m.valid_until },
        customUrl: listingUrl(m),
      }),
    );
    if (sent) done.expired += 1;
  }
  return done;
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
