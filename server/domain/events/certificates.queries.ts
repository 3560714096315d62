import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attendanceCertificates } from '../../db/schema/index.ts';

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

/** A member's valid certificates, latest event first. */
export const selectValidCertificatesOf = (db: Db, userId: number) =>
  db
    .select()
    .from(attendanceCertificates)
    .where(and(eq(attendanceCertificates.userId, userId), isNull(attendanceCertificates.revokedAt)))
    .orderBy(desc(attendanceCertificates.startDate), desc(attendanceCertificates.id))
    .limit(500);
