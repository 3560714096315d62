import { randomInt } from 'node:crypto';
import { CERTIFICATE_ALPHABET, CERTIFICATE_CODE_LENGTH, type Certificate, type CertificateVerification, formatCertificateCode } from '#common/certificates.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { type Actor, requireMember } from '../access.ts';
import type { Deps } from '../deps.ts';
import { memberName } from '../directory/answer-parts.ts';
import type { BookingRow } from './bookings.queries.ts';
import {
  type CertificateRecord,
  insertCertificate,
  restoreCertificate,
  revokeCertificateOfBooking,
  selectCertificateByCode,
  selectCertificateOfBooking,
  selectCeSummaryOfTeacher,
  selectValidCertificatesOf,
} from './certificates.queries.ts';

// Certificates of attendance (issue 13, ADR 0016 addendum): the school marks a booking of an event
// that accepts CE as attended → the member holds a certificate with the event, its hours and a code
// anyone can check at /certificates/{code}. Un-marking revokes it; marking again restores the code.

/** A day without times on the event counts as this many hours (a usual day of a training). */
export const HOURS_PER_DAY_WITHOUT_TIMES = 6;
const DAY_MS = 86_400_000;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The CE minutes of an event: its days (first to last, both counted) times the daily hours from its
 * start and end times, or a standard day without them; rounded to half hours.
 */
export function ceMinutes(event: { startDate: string; endDate: string; startTime: string | null; endTime: string | null }) {
  const days = Math.max(1, Math.round((Date.parse(event.endDate) - Date.parse(event.startDate)) / DAY_MS) + 1);
  const daily = event.startTime && event.endTime ? minutesOf(event.endTime) - minutesOf(event.startTime) : 0;
  const perDay = daily > 0 ? daily : HOURS_PER_DAY_WITHOUT_TIMES * 60;
  return Math.round((days * perDay) / 30) * 30;
}
export const hoursOf = (minutes: number) => minutes / 60;

/** Ten random Crockford base-32 characters: 50 bits, so codes cannot be guessed, yet easy to type. */
export function newCertificateCode(): string {
  let code = '';
  for (let i = 0; i < CERTIFICATE_CODE_LENGTH; i++) code += CERTIFICATE_ALPHABET[randomInt(CERTIFICATE_ALPHABET.length)];
  return code;
}

const factsOf = (row: BookingRow) => ({
  bookingId: row.booking.id,
  userId: row.booking.userId,
  memberName: memberName(row.member),
  eventSubject: row.event.subject,
  schoolName: row.school.name,
  startDate: row.event.startDate,
  endDate: row.event.endDate,
  minutes: ceMinutes(row.event),
});

/**
 * The booking was marked attended: issue its certificate if the event accepts CE (or restore the one
 * it had). Call inside the transaction that changes the status.
 */
export async function issueCertificate(tx: Db, row: BookingRow): Promise<boolean> {
  if (!row.event.acceptCe) return false;
  const facts = factsOf(row);
  const existing = await selectCertificateOfBooking(tx, row.booking.id);
  if (existing) {
    await restoreCertificate(tx, existing.id, facts);
    return true;
  }
  // A clash of two 50-bit codes is all but impossible; drawing again costs nothing.
  for (let attempt = 0; attempt < 5; attempt++) if (await insertCertificate(tx, { ...facts, code: newCertificateCode() })) return true;
  throw new Error('no free certificate code');
}

/** The attendance mark was taken back (or the booking cancelled): its certificate no longer holds. */
export const revokeCertificate = (tx: Db, bookingId: number) => revokeCertificateOfBooking(tx, bookingId);

const certificateJson = (c: CertificateRecord): Certificate => ({
  code: formatCertificateCode(c.code),
  booking: c.bookingId,
  event_subject: c.eventSubject,
  school_name: c.schoolName,
  start_date: c.startDate,
  end_date: c.endDate,
  hours: hoursOf(c.minutes),
  issued_at: c.issuedAt.toISOString(),
});

/** The caller's valid certificates and their CE hours in all (the teacher page). */
export async function findMyCertificates(deps: Pick<Deps, 'db'>, options: { actor: Actor; limit: number; offset: number }) {
  const userId = requireMember(options.actor);
  const { rows, total, minutes } = await selectValidCertificatesOf(deps.db, userId, options);
  return { total, totalHours: hoursOf(minutes), results: rows.map(certificateJson) };
}

/** The CE hours of a listed teacher's member, for its public page; an unlisted teacher is not found. */
export async function getTeacherCeSummary(deps: Pick<Deps, 'db'>, options: { teacherId: number }) {
  const summary = await selectCeSummaryOfTeacher(deps.db, options.teacherId);
  if (!summary) throw new AppError('NOT_FOUND', 'errors.not_found');
  return { total_hours: hoursOf(summary.minutes), certificates: summary.total };
}

/**
 * Anyone checks a code: a valid certificate shows the name, the event, its dates and hours; a revoked
 * one only that it is no longer valid; an unknown code is not found.
 */
export async function verifyCertificate(deps: Pick<Deps, 'db'>, options: { code: string }): Promise<CertificateVerification> {
  const c = await selectCertificateByCode(deps.db, options.code);
  if (!c) throw new AppError('NOT_FOUND', 'errors.certificate_not_found');
  const code = formatCertificateCode(c.code);
  if (c.revokedAt)
    return { code, valid: false, member_name: null, event_subject: null, school_name: null, start_date: null, end_date: null, hours: null, issued_at: null };
  return {
    code,
    valid: true,
    member_name: c.memberName,
    event_subject: c.eventSubject,
    school_name: c.schoolName,
    start_date: c.startDate,
    end_date: c.endDate,
    hours: hoursOf(c.minutes),
    issued_at: c.issuedAt.toISOString(),
  };
}

/** The booking's valid certificate for its booker (or staff); anyone else, or none issued: not found. */
export async function getBookingCertificate(deps: Pick<Deps, 'db'>, options: { actor: Actor; bookingId: number }) {
  const userId = requireMember(options.actor);
  const c = await selectCertificateOfBooking(deps.db, options.bookingId);
  if (!c || c.revokedAt || (c.userId !== userId && !options.actor?.isStaff)) throw new AppError('NOT_FOUND', 'errors.not_found');
  return c;
}
