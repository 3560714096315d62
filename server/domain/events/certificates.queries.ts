import { and, count, desc, eq, isNull, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attendanceCertificates, teachers } from '../../db/schema/index.ts';
import { publicTeacher } from '../directory/visibility.queries.ts';

export type CertificateRecord = typeof attendanceCertificates.$inferSelect;
export type CertificateFacts = Pick<
  CertificateRecord,
  'bookingId' | 'userId' | 'memberName' | 'eventSubject' | 'schoolName' | 'startDate' | 'endDate' | 'minutes'
>;

export async function selectCertificateOfBooking(db: Db, bookingId: number) {
  const [row] = await db.select().from(attendanceCertificates).where(eq(attendanceCertificates.bookingId, bookingId)).limit(1);
  return row ?? null;
}

export async function selectCertificateByCode(db: Db, code: string) {
  const [row] = await db.select().from(attendanceCertificates).where(eq(attendanceCertificates.code, code)).limit(1);
  return row ?? null;
}

/** Issues a new certificate; null when the code is taken (the caller draws another). */
export async function insertCertificate(db: Db, values: CertificateFacts & { code: string }) {
  const [row] = await db.insert(attendanceCertificates).values(values).onConflictDoNothing({ target: attendanceCertificates.code }).returning();
  return row ?? null;
}

/** Marked attended again: the same code is valid again, with what the event says now. */
export async function restoreCertificate(db: Db, id: number, values: CertificateFacts) {
  await db
    .update(attendanceCertificates)
    .set({ ...values, issuedAt: new Date(), revokedAt: null })
    .where(eq(attendanceCertificates.id, id));
}

export async function revokeCertificateOfBooking(db: Db, bookingId: number) {
  await db
    .update(attendanceCertificates)
    .set({ revokedAt: new Date() })
    .where(and(eq(attendanceCertificates.bookingId, bookingId), isNull(attendanceCertificates.revokedAt)));
}

/** A page of a member's valid certificates, latest event first, with how many and their minutes in all. */
export async function selectValidCertificatesOf(db: Db, userId: number, window: { limit: number; offset: number }) {
  const where = and(eq(attendanceCertificates.userId, userId), isNull(attendanceCertificates.revokedAt));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(attendanceCertificates)
      .where(where)
      .orderBy(desc(attendanceCertificates.startDate), desc(attendanceCertificates.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ total: count(), minutes: sum(attendanceCertificates.minutes).mapWith(Number) })
      .from(attendanceCertificates)
      .where(where),
  ]);
  return { rows, total: totals.total, minutes: totals.minutes ?? 0 };
}

/** The member of a listed teacher, and the count and minutes of that member's valid certificates; null if not listed. */
export async function selectCeSummaryOfTeacher(db: Db, teacherId: number) {
  const [teacher] = await db
    .select({ userId: teachers.userId })
    .from(teachers)
    .where(and(eq(teachers.id, teacherId), publicTeacher()))
    .limit(1);
  if (!teacher?.userId) return teacher ? { total: 0, minutes: 0 } : null;
  const [totals] = await db
    .select({ total: count(), minutes: sum(attendanceCertificates.minutes).mapWith(Number) })
    .from(attendanceCertificates)
    .where(and(eq(attendanceCertificates.userId, teacher.userId), isNull(attendanceCertificates.revokedAt)));
  return { total: totals.total, minutes: totals.minutes ?? 0 };
}
