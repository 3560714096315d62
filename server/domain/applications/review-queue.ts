import { FEE_CODES } from '#common/fee-codes.ts';
import { EXPIRING_SOON_DAYS, type StaffApplicationItem, type StaffApplicationQuery, type StaffDashboard } from '#common/staff.ts';
import { type Actor, requireStaff } from '../access.ts';
import { countPendingTransfers } from '../billing/billing.queries.ts';
import { unpricedCodes } from '../billing/pricing.ts';
import type { Deps } from '../deps.ts';
import { countOpenTasks } from '../staff-tasks/staff-tasks.ts';
import { selectCountryByKey } from './applications.queries.ts';
import { selectApplicationQueue, selectQueueCounts } from './review-queue.queries.ts';
import { applicationStatus } from './states.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Applications for the office to work through: by default those paid and waiting for review. */
export async function findApplicationsForReview(
  deps: Pick<Deps, 'db'>,
  options: { actor: Actor; query: StaffApplicationQuery; window: { limit: number; offset: number } },
): Promise<{ total: number; results: StaffApplicationItem[] }> {
  requireStaff(options.actor);
  const { query } = options;
  const country = query.country ? await selectCountryByKey(deps.db, query.country) : null;
  // An unknown country matches nothing rather than everything.
  if (query.country && !country) return { total: 0, results: [] };
  const { total, rows } = await selectApplicationQueue(
    deps.db,
    {
      kind: query.kind,
      status: query.status ?? 'pending',
      level: query.level,
      countryId: country?.id,
      submittedFrom: query.submitted_from,
      submittedTo: query.submitted_to,
      q: query.q,
    },
    options.window,
  );
  return {
    total,
    results: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      name: row.name,
      slug: row.slug,
      status: applicationStatus(row.status),
      levels: row.levels ?? [],
      country: row.country,
      membership_type: row.membership_type,
      member: { id: row.member_id, name: row.member_name, email: row.member_email },
      submitted_at: iso(row.submitted_at),
      paid_at: iso(row.paid_at),
      wya_id: row.wya_id,
    })),
  };
}

/** The work waiting for the office: applications, and bank-transfer slips to verify (issue 11). */
export async function getStaffDashboard(deps: Pick<Deps, 'db'>, options: { actor: Actor }): Promise<StaffDashboard> {
  requireStaff(options.actor);
  const [counts, transferSlips, openTasks, unpriced] = await Promise.all([
    selectQueueCounts(deps.db, EXPIRING_SOON_DAYS),
    countPendingTransfers(deps.db),
    countOpenTasks(deps.db),
    unpricedCodes(deps.db, FEE_CODES),
  ]);
  return {
    applications_to_review: counts.toReview,
    applications_awaiting_payment: counts.awaitingPayment,
    memberships_expiring_soon: counts.expiring,
    expiring_soon_days: EXPIRING_SOON_DAYS,
    transfer_slips_to_verify: transferSlips,
    open_tasks: openTasks,
    unpriced_fees: unpriced,
  };
}
