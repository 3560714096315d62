import { zonedInstant } from '#common/time-zones.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Deps } from '../deps.ts';
import { type NotifyDeps, notifyMember } from '../notifications/notifications.ts';
import { type BookingRow, lockEvent, selectBooking } from './bookings.queries.ts';
import { issueCertificate } from './certificates.ts';
import { selectAttendedWithoutCertificate } from './due-certificates.queries.ts';

// A certificate of attendance certifies the whole event (issue 36 item 16, ADR 0054): the school may
// mark a booking attended from the first day, but its certificate is issued only once the last
// session has ended — at once when the mark comes later, otherwise by the five-minute sweep.

type EventTimes = { endDate: string; endTime: string | null; timezone: string };

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** When the event's last session ends, in its own time zone (the end of its last day when it has no end time). */
export const lastSessionEnd = (event: EventTimes): Date =>
  event.endTime ? zonedInstant(event.endDate, event.endTime, event.timezone) : zonedInstant(nextDay(event.endDate), null, event.timezone);

export const eventHasEnded = (event: EventTimes, now = new Date()) => lastSessionEnd(event).getTime() <= now.getTime();

/**
 * The booking (already marked attended, inside the transaction that marked it, with its event
 * locked) gets its certificate if the event accepts CE and its last session has ended; the member is told.
 */
export async function certifyIfEnded(deps: NotifyDeps, tx: Db, row: BookingRow, now = new Date()) {
  if (!row.event.acceptCe || !eventHasEnded(row.event, now)) return false;
  if (!(await issueCertificate(tx, row))) return false;
  await notifyMember(deps, tx, {
    userId: row.booking.userId,
    messageKey: 'event_certificate_issued',
    params: { event: row.event.subject, school: row.school.name },
  });
  return true;
}

/**
 * The sweep: every booking marked attended at a CE event whose last session has now ended, and
 * that holds no valid certificate, gets one. Each in its own transaction with the event locked, and
 * re-read there, so a mark taken back meanwhile or a second sweep issues nothing twice.
 */
export async function issueDueCertificates(deps: Pick<Deps, 'db'> & NotifyDeps, options: { now: Date }) {
  let issued = 0;
  for (const candidate of await selectAttendedWithoutCertificate(deps.db, options.now)) {
    if (!eventHasEnded(candidate, options.now)) continue;
    const done = await inTransaction(deps.db, async (tx) => {
      await lockEvent(tx, candidate.eventId);
      const row = await selectBooking(tx, candidate.bookingId);
      if (row?.booking.status !== 'attended' || row.certificateCode) return false;
      return certifyIfEnded(deps, tx, row, options.now);
    });
    if (done) issued++;
  }
  return issued;
}
