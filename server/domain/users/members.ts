import type { BookingStatus } from '#common/bookings.ts';
import type { StaffMemberChange, StaffMemberDetail, StaffMemberItem } from '#common/staff.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { type Actor, requireStaff } from '../access.ts';
import { applicationStatus } from '../applications/states.ts';
import { recordAudit } from '../audit/audit.ts';
import { deleteUserTokens } from '../auth/tokens.queries.ts';
import { selectUserInvoices } from '../billing/billing.queries.ts';
import type { Deps } from '../deps.ts';
import { selectMemberBookings, selectMemberListings, selectMembers, setMemberFlags } from './members.queries.ts';
import { findUserById, type UserRow } from './users.queries.ts';

// The office's view of members (issue 12): find one, see what they have, change role or access.

const memberJson = (u: UserRow): StaffMemberItem => ({
  id: u.id,
  username: u.username,
  email: u.email,
  name: [u.firstName, u.lastName].filter(Boolean).join(' '),
  is_staff: u.isStaff,
  is_active: u.isActive,
  date_joined: u.dateJoined.toISOString(),
  last_login: u.lastLogin?.toISOString() ?? null,
  deleted_at: u.deletedAt?.toISOString() ?? null,
});

export async function findMembers(deps: Pick<Deps, 'db'>, options: { actor: Actor; q?: string; window: { limit: number; offset: number } }) {
  requireStaff(options.actor);
  const { rows, total } = await selectMembers(deps.db, options.q, options.window);
  return { total, results: rows.map(memberJson) };
}

export async function getMemberForStaff(deps: Pick<Deps, 'db'>, options: { actor: Actor; id: number }): Promise<StaffMemberDetail> {
  requireStaff(options.actor);
  const user = await findUserById(deps.db, options.id);
  if (!user) throw new AppError('NOT_FOUND', 'errors.not_found');
  const [listings, invoices, bookings] = await Promise.all([
    selectMemberListings(deps.db, user.id),
    selectUserInvoices(deps.db, user.id, { limit: 50, offset: 0 }),
    selectMemberBookings(deps.db, user.id),
  ]);
  return {
    ...memberJson(user),
    listings: listings.map((l) => ({
      kind: l.kind,
      id: l.id,
      name: l.name,
      slug: l.slug,
      status: applicationStatus(l.status),
      wya_id: l.wyaId,
      valid_until: l.validUntil,
    })),
    invoices: invoices.rows.map((i) => ({
      id: i.id,
      number: i.number,
      status: i.status,
      grand_total: i.grandTotal,
      currency: i.currency,
      created_at: i.createdAt.toISOString(),
    })),
    bookings: bookings.map((b) => ({
      id: b.id,
      event: { id: b.eventId, subject: b.subject, start_date: b.startDate, end_date: b.endDate },
      school: { id: b.schoolId, name: b.schoolName, slug: b.schoolSlug },
      status: b.status as BookingStatus,
      booked_at: b.createdAt.toISOString(),
    })),
  };
}

/**
 * Makes or unmakes staff, deactivates or reactivates an account. A deactivated account's tokens are
 * deleted in the same transaction, so it is logged out everywhere at once. Nobody changes their own
 * role or access here (the office cannot lock itself out by a slip).
 */
export async function changeMember(deps: Pick<Deps, 'db'>, options: { actor: Actor; id: number; change: StaffMemberChange }): Promise<StaffMemberDetail> {
  const staffId = requireStaff(options.actor);
  const { is_staff: isStaff, is_active: isActive } = options.change;
  if (options.id === staffId) throw fieldError(isStaff !== undefined ? 'is_staff' : 'is_active', 'validation.not_yourself');
  await inTransaction(deps.db, async (tx) => {
    const before = await findUserById(tx, options.id);
    // An erased member's placeholder is never made staff or active again (ADR 0041).
    if (before?.deletedAt) throw new AppError('CONFLICT', 'account:errors.member_deleted');
    const row = await setMemberFlags(tx, options.id, { isStaff, isActive });
    if (!before || !row) throw new AppError('NOT_FOUND', 'errors.not_found');
    await recordAudit(tx, {
      actorId: staffId,
      action: 'member.update',
      subject: { kind: 'user', id: options.id },
      before: { is_staff: before.isStaff, is_active: before.isActive },
      after: { is_staff: row.isStaff, is_active: row.isActive },
    });
    if (isActive === false) await deleteUserTokens(tx, options.id);
  });
  return getMemberForStaff(deps, { actor: options.actor, id: options.id });
}
