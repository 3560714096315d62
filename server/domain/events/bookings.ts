import { ATTENDANCE_STATUSES, BOOKING_STATUSES, type Booking, type BookingCounts, type BookingStatus } from '#common/bookings.ts';
import { formatCertificateCode } from '#common/certificates.ts';
import type { Language } from '#common/constants.ts';
import { isErasedUsername } from '#common/member-data.ts';
import { todayIn } from '#common/time-zones.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { icsCalendar } from '../../lib/ics.ts';
import { type Actor, requireMember, requireOwner } from '../access.ts';
import type { Deps } from '../deps.ts';
import { memberName } from '../directory/answer-parts.ts';
import { type NotifyDeps, notifyMember } from '../notifications/notifications.ts';
import {
  type BookingRow,
  countBookingsByStatus,
  countHeldPlaces,
  insertBooking,
  lockEvent,
  selectBooking,
  selectBookingsOfEvent,
  selectBookingsOfMember,
  selectFirstWaitlisted,
  selectOpenBookingOf,
  selectOpenBookingsOfEvent,
  setBookingStatus,
} from './bookings.queries.ts';
import { hoursOf, revokeCertificate } from './certificates.ts';
import { certifyIfEnded, lastSessionEnd } from './due-certificates.ts';
import { type EventRecord, selectEventAnyState } from './event-editing.queries.ts';
import { requireOwnEvent } from './event-owner.ts';

// Bookings (docs/decisions/0016-events-and-bookings.md). Every change of an event's bookings first
// locks the event row, so counting places and taking one happen as one step: the registration limit
// holds however many members book at once, and a freed place moves exactly one member up.

type Window = { limit: number; offset: number };
const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);
const today = () => new Date().toISOString().slice(0, 10);
const eventUrl = (eventId: number) => `/event/${eventId}`;

export const bookingStatuses = (lang: Language) => BOOKING_STATUSES.map((value) => ({ value, label: translate(lang, `bookings.status.${value}`) }));

export function bookingJson(row: BookingRow, lang: Language): Booking {
  const b = row.booking;
  const status = b.status as BookingStatus;
  return {
    id: b.id,
    event: {
      id: row.event.id,
      subject: row.event.subject,
      start_date: row.event.startDate,
      end_date: row.event.endDate,
      start_time: hhmm(row.event.startTime),
      end_time: hhmm(row.event.endTime),
      timezone: row.event.timezone,
      school: { id: row.school.id, slug: row.school.slug, name: row.school.name },
      accept_ce: row.event.acceptCe,
    },
    // A booker who deleted their account stays in the school's records without their name (ADR 0041).
    member: isErasedUsername(row.member.username)
      ? { id: row.member.id, name: translate(lang, 'account:staff.deleted_member'), email: '' }
      : { id: row.member.id, name: memberName(row.member), email: row.member.email },
    status,
    status_label: translate(lang, `bookings.status.${status}`),
    cancel_reason: b.cancelReason ?? '',
    cancelled_by: (b.cancelledBy as 'member' | 'school' | null) ?? null,
    waitlist_position: row.waitlistPosition ?? null,
    certificate:
      row.certificateCode && row.certificateMinutes !== null
        ? { code: formatCertificateCode(row.certificateCode), hours: hoursOf(row.certificateMinutes) }
        : null,
    certificate_after: status === 'attended' && row.event.acceptCe && !row.certificateCode ? lastSessionEnd(row.event).toISOString() : null,
    created_at: b.createdAt.toISOString(),
    updated_at: b.updatedAt.toISOString(),
  };
}

async function bookingAnswer(deps: Deps, id: number, lang: Language) {
  const row = await selectBooking(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'errors.booking_not_found');
  return bookingJson(row, lang);
}

const hasPlace = (event: EventRecord, held: number) => event.registrationLimit === null || held < event.registrationLimit;

/**
 * A member books an active public event that has not ended: a place (pending until the school
 * confirms) while places are left, then a waiting-list place, or a refusal when the school has
 * turned its waiting list off. One open booking per member and event.
 */
export async function createBooking(deps: Deps, options: { actor: Actor; eventId: number; lang: Language }) {
  const userId = requireMember(options.actor);
  const id = await inTransaction(deps.db, async (tx) => {
    const locked = await lockEvent(tx, options.eventId);
    const visible = locked ? await isBookable(tx, locked.event.id) : false;
    if (!locked || !visible) throw new AppError('NOT_FOUND', 'errors.event_not_found');
    const { event } = locked;
    if (event.endDate < today()) throw fieldError('event', 'errors.event_past');
    // The school runs the event; its owner takes part by running it, not by holding a place (ADR 0016).
    if (locked.ownerId === userId) throw new AppError('CONFLICT', 'errors.own_event_booking');
    if (await selectOpenBookingOf(tx, event.id, userId)) throw new AppError('CONFLICT', 'errors.event_already_booked');
    const free = hasPlace(event, await countHeldPlaces(tx, event.id));
    if (!free && !event.waitingList) throw new AppError('CONFLICT', 'errors.event_full');
    const booking = await insertBooking(tx, { eventId: event.id, userId, status: free ? 'pending' : 'waitlisted' });
    if (!booking) throw new AppError('CONFLICT', 'errors.event_already_booked');
    const params = { event: event.subject, school: locked.schoolName };
    await notifyMember(deps, tx, { userId, messageKey: free ? 'event_booking_pending' : 'event_booking_waitlisted', params, about: { event: event.id } });
    await notifyMember(deps, tx, {
      userId: locked.ownerId,
      messageKey: free ? 'school_event_booked' : 'school_event_waitlisted',
      params,
      about: { event: event.id },
    });
    return booking.id;
  });
  return bookingAnswer(deps, id, options.lang);
}

/** Whether members may book the event: the same rule as who may see it (active, school listed). */
async function isBookable(db: Db, eventId: number) {
  return Boolean((await selectEventAnyState(db, eventId))?.isPublic);
}

/** The bookings of an event (or those in one status), for its school's owner. */
export async function findEventBookings(deps: Deps, options: { actor: Actor; eventId: number; status?: BookingStatus; lang: Language } & Window) {
  await requireOwnEvent(deps, options.actor, options.eventId);
  const { rows, total } = await selectBookingsOfEvent(deps.db, options.eventId, options);
  return { total, results: rows.map((r) => bookingJson(r, options.lang)) };
}

/** How many of an event's bookings are in each status, for its school's owner. */
export async function countEventBookings(deps: Deps, options: { actor: Actor; eventId: number }): Promise<BookingCounts> {
  await requireOwnEvent(deps, options.actor, options.eventId);
  const counts = await countBookingsByStatus(deps.db, options.eventId);
  const by = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, counts.get(s) ?? 0])) as Record<BookingStatus, number>;
  return { total: Object.values(by).reduce((a, b) => a + b, 0), ...by };
}

/**
 * Whether an event has begun: its first day has come in the event's own time zone. Attendance is
 * marked only from then on (the whole first day, so a school can mark it before the first session ends).
 */
export const eventHasBegun = (event: { startDate: string; timezone: string }, now = new Date()) => event.startDate <= todayIn(event.timezone, now);

export async function findMyBookings(deps: Deps, options: { actor: Actor; lang: Language } & Window) {
  const userId = requireMember(options.actor);
  const { rows, total } = await selectBookingsOfMember(deps.db, userId, options);
  return { total, results: rows.map((r) => bookingJson(r, options.lang)) };
}

/** A booking, for its booker or the event's school owner (and staff); anyone else 404. */
export async function requireBookingParty(deps: Pick<Deps, 'db'>, actor: Actor, id: number) {
  const userId = requireMember(actor);
  const row = await selectBooking(deps.db, id);
  if (row && row.booking.userId === userId) return { row, by: 'member' as const };
  requireOwner(actor, row?.school.userId);
  if (!row) throw new AppError('NOT_FOUND', 'errors.booking_not_found');
  return { row, by: 'school' as const };
}

export async function getBooking(deps: Deps, options: { actor: Actor; id: number; lang: Language }) {
  const { row } = await requireBookingParty(deps, options.actor, options.id);
  return bookingJson(row, options.lang);
}

/**
 * Moves the first waiting-list bookings up while places are free, each told once. Call with the
 * event row locked (the caller's transaction).
 */
export async function promoteWaitlisted(deps: NotifyDeps, tx: Db, event: EventRecord, schoolName: string) {
  const held = await countHeldPlaces(tx, event.id);
  const free = event.registrationLimit === null ? Number.MAX_SAFE_INTEGER : event.registrationLimit - held;
  if (free <= 0) return;
  for (const booking of await selectFirstWaitlisted(tx, event.id, Math.min(free, 1000))) {
    await setBookingStatus(tx, booking.id, { status: 'pending' });
    await notifyMember(deps, tx, {
      userId: booking.userId,
      messageKey: 'event_booking_promoted',
      params: { event: event.subject, school: schoolName },
      about: { event: event.id },
    });
  }
}

/**
 * The school changes a booking's status: confirm, back to pending, or — once the event has begun —
 * mark attended or no-show. Attended at an event that accepts CE issues a certificate once its last
 * session has ended (due-certificates.ts); any other status takes it back (ADR 0016 addendum).
 */
export async function updateBookingStatus(deps: Deps, options: { actor: Actor; id: number; status: BookingStatus; lang: Language }) {
  const { row } = await requireBookingParty(deps, options.actor, options.id);
  const managed = await requireOwnEvent(deps, options.actor, row.event.id).catch(() => null);
  if (!managed) throw new AppError('NOT_FOUND', 'errors.booking_not_found');
  await inTransaction(deps.db, async (tx) => {
    const locked = await lockEvent(tx, row.event.id);
    const current = (await selectBooking(tx, options.id))?.booking;
    if (!locked || !current) throw new AppError('NOT_FOUND', 'errors.booking_not_found');
    if (current.status === options.status) return;
    if (current.status === 'cancelled') throw fieldError('status', 'validation.booking_cancelled');
    // A waiting-list booking takes a place only when one is free.
    if (current.status === 'waitlisted' && !hasPlace(locked.event, await countHeldPlaces(tx, locked.event.id)))
      throw fieldError('status', 'validation.booking_no_place');
    if ((ATTENDANCE_STATUSES as readonly string[]).includes(options.status) && !eventHasBegun(locked.event))
      throw fieldError('status', 'validation.booking_not_begun');
    await setBookingStatus(tx, current.id, { status: options.status });
    if (options.status === 'attended') {
      const updated = await selectBooking(tx, current.id);
      if (updated) await certifyIfEnded(deps, tx, updated);
    } else if (current.status === 'attended') await revokeCertificate(tx, current.id);
    if (options.status === 'confirmed')
      await notifyMember(deps, tx, {
        userId: current.userId,
        messageKey: 'event_booking_confirmed',
        params: { event: locked.event.subject, school: locked.schoolName },
        about: { event: locked.event.id },
      });
  });
  return bookingAnswer(deps, options.id, options.lang);
}

/**
 * The booker or the school cancels, with a reason. A place it held goes to the first on the waiting
 * list. The other side is told.
 */
export async function cancelBooking(deps: Deps, options: { actor: Actor; id: number; reason: string; lang: Language }) {
  const { row, by } = await requireBookingParty(deps, options.actor, options.id);
  await inTransaction(deps.db, async (tx) => {
    const locked = await lockEvent(tx, row.event.id);
    const current = (await selectBooking(tx, options.id))?.booking;
    if (!locked || !current) throw new AppError('NOT_FOUND', 'errors.booking_not_found');
    if (current.status === 'cancelled') throw new AppError('CONFLICT', 'errors.booking_already_cancelled');
    await setBookingStatus(tx, current.id, { status: 'cancelled', cancelReason: options.reason, cancelledBy: by });
    if (current.status === 'attended') await revokeCertificate(tx, current.id);
    const params = { event: locked.event.subject, school: locked.schoolName, reason: options.reason };
    if (by === 'school')
      await notifyMember(deps, tx, { userId: current.userId, messageKey: 'event_booking_cancelled', params, about: { event: locked.event.id } });
    else await notifyMember(deps, tx, { userId: locked.ownerId, messageKey: 'school_event_booking_cancelled', params, about: { event: locked.event.id } });
    await promoteWaitlisted(deps, tx, locked.event, locked.schoolName);
  });
  return bookingAnswer(deps, options.id, options.lang);
}

/** An event is deleted: each open booking is cancelled and its booker told (ADR 0016). */
export async function cancelBookingsOfDeletedEvent(deps: NotifyDeps, tx: Db, event: EventRecord) {
  for (const booking of await selectOpenBookingsOfEvent(tx, event.id)) {
    await setBookingStatus(tx, booking.id, { status: 'cancelled', cancelledBy: 'school' });
    await notifyMember(deps, tx, { userId: booking.userId, messageKey: 'event_deleted', params: { event: event.subject } });
  }
}

/** A calendar file of a booked event, for its booker (or the school); none for a cancelled booking. */
export async function bookingCalendar(deps: Deps, options: { actor: Actor; id: number }) {
  const { row } = await requireBookingParty(deps, options.actor, options.id);
  if (row.booking.status === 'cancelled') throw new AppError('CONFLICT', 'errors.booking_already_cancelled');
  const e = row.event;
  const ics = icsCalendar({
    uid: `event-booking-${row.booking.id}@${new URL(deps.config.publicUrl).hostname}`,
    summary: e.subject,
    description: `${row.school.name}\n\n${e.description}`.trim(),
    location: [e.address, e.city].filter(Boolean).join(', ') || null,
    url: `${deps.config.publicUrl}${eventUrl(e.id)}`,
    startDate: e.startDate,
    endDate: e.endDate,
    startTime: hhmm(e.startTime),
    endTime: hhmm(e.endTime),
    timezone: e.timezone,
    stamp: row.booking.updatedAt,
  });
  return { ics, fileName: `event-${e.id}.ics` };
}
