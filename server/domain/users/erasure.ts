import { isLanguage, type Language } from '#common/constants.ts';
import { DELETE_CONFIRMATION_WORDS, isConfirmationWord } from '#common/member-data.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/secrets.ts';
import { type Actor, requireMember, requireStaff } from '../access.ts';
import { recordAudit } from '../audit/audit.ts';
import { deleteUserTokens } from '../auth/tokens.queries.ts';
import type { Deps } from '../deps.ts';
import { lockEvent, setBookingStatus } from '../events/bookings.queries.ts';
import { cancelBookingsOfDeletedEvent, promoteWaitlisted } from '../events/bookings.ts';
import { countBookingsOfEvent, deleteEvent as deleteEventRow, withdrawEvent } from '../events/event-editing.queries.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { notifyMember } from '../notifications/notifications.ts';
import { deleteExportsOf } from './data-export.queries.ts';
import {
  anonymiseUser,
  closeSchool,
  deletePersonalRows,
  deleteProfile,
  deleteSchool,
  deleteTeacher,
  deleteUploadsExceptSlips,
  lockMember,
  schoolIsNeeded,
  selectEventImageKeys,
  selectLiveEventsOfSchool,
  selectOpenUpcomingBookings,
  selectPaymentInFlight,
  selectSchoolFileKeys,
  selectSchoolsOf,
  selectTeacherFileKeys,
  selectTeachersOf,
  stripPastEvent,
} from './erasure.queries.ts';
import { findUserById } from './users.queries.ts';

// A member deletes their account (docs/decisions/0041-data-export-and-erasure.md). What the law
// requires stays, detached from the person: invoices keep the bill-to printed on them, payments and
// the audit log keep their entries, pointing at a nameless placeholder account. Everything else
// about the person goes, and nobody else loses a record of theirs (bookings, graduates, certificates).

export type ErasureSummary = {
  schools_closed: number[];
  schools_deleted: number;
  teachers_deleted: number;
  events_cancelled: number;
  bookings_cancelled: number;
  files_removed: number;
};

/** The member's own deletion: their password and the confirmation word of the page's language. */
export async function deleteOwnAccount(deps: Deps, options: { actor: Actor; lang: Language; password: string; confirmation: string }) {
  const userId = requireMember(options.actor);
  const user = await findUserById(deps.db, userId);
  if (!user || user.deletedAt) throw new AppError('NOT_FOUND', 'errors.not_found');
  // The office must not lose an account by a member's slip: staff are unmade staff first.
  if (user.isStaff) throw new AppError('FORBIDDEN', 'account:errors.staff_cannot_delete');
  if (!user.passwordHash) throw new AppError('VALIDATION', 'account:errors.no_password', { fields: { password: ['account:errors.no_password'] } });
  const fields: Record<string, string[]> = {};
  if (!(await verifyPassword(user.passwordHash, options.password))) fields.password = ['account:errors.wrong_password'];
  if (!isConfirmationWord(options.confirmation, options.lang))
    fields.confirmation = [`account:errors.wrong_word?word=${encodeURIComponent(DELETE_CONFIRMATION_WORDS[options.lang])}`];
  if (Object.keys(fields).length) throw new AppError('VALIDATION', 'account:errors.not_deleted', { fields });
  return eraseMember(deps, { userId, actorId: userId, lang: options.lang });
}

/**
 * The office erases a member from the back office, with a reason the audit log keeps beside the
 * staff member who acted. The goodbye mail goes in the member's own language.
 */
export async function eraseMemberByStaff(deps: Deps, options: { actor: Actor; id: number; reason: string }): Promise<ErasureSummary> {
  const staffId = requireStaff(options.actor);
  return eraseMember(deps, { userId: options.id, actorId: staffId, reason: options.reason });
}

/**
 * Erases one member in one transaction; the stored files go once it has committed. Refused (409)
 * while money of theirs is on its way, so no payment arrives for, or is refunded to, nobody, and
 * for a staff account (its role is removed first: the office cannot lose an account by a slip).
 */
export async function eraseMember(deps: Deps, options: { userId: number; actorId: number; reason?: string; lang?: Language }): Promise<ErasureSummary> {
  const { userId } = options;
  const { keys, summary } = await inTransaction(deps.db, async (tx) => {
    const user = await lockMember(tx, userId);
    if (!user || user.deletedAt) throw new AppError('NOT_FOUND', 'errors.not_found');
    if (user.isStaff) throw new AppError('CONFLICT', 'account:errors.staff_account_kept');
    const inFlight = await selectPaymentInFlight(tx, userId);
    // Said to the member themselves, or to the office about the member.
    const refusal = options.actorId === userId ? 'account:errors.payment_in_flight' : 'account:errors.member_payment_in_flight';
    if (inFlight) throw new AppError('CONFLICT', refusal, { params: { number: inFlight } });
    const keys = new Set<string>();
    const summary: ErasureSummary = {
      schools_closed: [],
      schools_deleted: 0,
      teachers_deleted: 0,
      events_cancelled: 0,
      bookings_cancelled: 0,
      files_removed: 0,
    };

    for (const school of await selectSchoolsOf(tx, userId)) {
      summary.events_cancelled += await endEventsOfSchool(deps, tx, school.id, keys);
      for (const key of [school.logo, school.coverImage, ...(await selectSchoolFileKeys(tx, school.id))]) if (key) keys.add(key);
      if (await schoolIsNeeded(tx, school.id)) {
        await closeSchool(tx, school.id);
        summary.schools_closed.push(school.id);
      } else {
        await deleteSchool(tx, school.id);
        summary.schools_deleted += 1;
      }
    }
    for (const teacher of await selectTeachersOf(tx, userId)) {
      for (const key of [teacher.photo, teacher.coverImage, ...(await selectTeacherFileKeys(tx, teacher.id))]) if (key) keys.add(key);
      await deleteTeacher(tx, teacher.id);
      summary.teachers_deleted += 1;
    }
    summary.bookings_cancelled = await cancelOwnBookings(deps, tx, userId);

    const profile = await deleteProfile(tx, userId);
    if (profile?.avatar) keys.add(profile.avatar);
    await deletePersonalRows(tx, user, profile?.phone ?? null);
    for (const key of await deleteExportsOf(tx, userId)) keys.add(key);
    const uploads = new Set(await deleteUploadsExceptSlips(tx, userId));
    await deleteUserTokens(tx, userId);
    // Said to the address that is about to go, in the language of the deletion (else the member's), once this commits.
    const lang: Language = options.lang ?? (isLanguage(user.language) ? user.language : 'en');
    await queueMail(deps, { to: user.email, lang, template: 'account_deleted', params: {}, key: `account-deleted:${userId}` }, { db: tx });
    await anonymiseUser(tx, userId);
    // Only uploads go from storage: other keys may be shared pictures (the demo's), which stay.
    const removable = [...keys, ...uploads].filter((key) => uploads.has(key) || key.startsWith(`public/avatars/${userId}/`));
    summary.files_removed = new Set(removable).size;
    await recordAudit(tx, {
      actorId: options.actorId,
      action: 'member.erase',
      subject: { kind: 'user', id: userId },
      after: { ...summary, ...(options.reason ? { reason: options.reason } : {}) },
    });
    return { keys: [...new Set(removable)], summary };
  });
  for (const key of keys) await deps.storage.remove(key).catch((err) => deps.log.warn({ err, key }, 'could not remove a file of an erased member'));
  return summary;
}

/**
 * A school's events: those that have not begun are cancelled (their bookers told, as when a school
 * deletes an event); past ones with bookings stay for their bookers, without pictures; the rest go.
 * Answers how many were cancelled.
 */
async function endEventsOfSchool(deps: Deps, tx: Db, schoolId: number, keys: Set<string>): Promise<number> {
  let cancelled = 0;
  for (const { event, upcoming } of await selectLiveEventsOfSchool(tx, schoolId)) {
    for (const key of [event.image, ...(await selectEventImageKeys(tx, event.id))]) if (key) keys.add(key);
    if (upcoming) {
      await cancelBookingsOfDeletedEvent(deps, tx, event);
      cancelled += 1;
    }
    if (!(await countBookingsOfEvent(tx, event.id))) await deleteEventRow(tx, event.id);
    else if (upcoming) await withdrawEvent(tx, event.id);
    else await stripPastEvent(tx, event.id);
  }
  return cancelled;
}

/** The member's places at events that have not begun are given up; each school is told and its waiting list moves up. */
async function cancelOwnBookings(deps: Deps, tx: Db, userId: number): Promise<number> {
  const open = await selectOpenUpcomingBookings(tx, userId);
  for (const booking of open) {
    const locked = await lockEvent(tx, booking.eventId);
    if (!locked) continue;
    await setBookingStatus(tx, booking.id, { status: 'cancelled', cancelledBy: 'member' });
    await notifyMember(deps, tx, {
      userId: locked.ownerId,
      messageKey: 'school_event_booking_erased',
      params: { event: locked.event.subject },
      about: { event: locked.event.id },
    });
    await promoteWaitlisted(deps, tx, locked.event, locked.schoolName);
  }
  return open.length;
}
