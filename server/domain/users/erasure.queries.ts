import { and, count, eq, gt, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { ERASED_USERNAME_PREFIX } from '#common/member-data.ts';
import type { Db } from '../../db/client.ts';
import {
  attendanceCertificates,
  contactMessages,
  eventBookings,
  eventImages,
  events,
  feedbackEntries,
  graduateClaims,
  invoiceAddresses,
  invoices,
  notifications,
  oneTimeCodes,
  passwordResetTokens,
  paymentTransactions,
  platformEventApplications,
  profiles,
  profileViews,
  schoolDocuments,
  schoolGallery,
  schoolGraduates,
  schoolInstructors,
  schoolRatings,
  schools,
  socialAccounts,
  storedFiles,
  teacherDocuments,
  teacherGallery,
  teachers,
  users,
} from '../../db/schema/index.ts';

// The writes of a member's erasure (erasure.ts, docs/decisions/0041-data-export-and-erasure.md).

export async function lockMember(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

/** An invoice of the member with money on its way: a transfer slip waiting for the office, or a card payment open or being refunded. */
export async function selectPaymentInFlight(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(
      and(
        eq(invoices.userId, userId),
        or(
          eq(invoices.status, 'in_progress'),
          sql`exists (select 1 from ${paymentTransactions} where ${paymentTransactions.invoiceId} = ${invoices.id} and ${paymentTransactions.status} in ('pending', 'refunding'))`,
        ),
      ),
    )
    .limit(1);
  return row?.number ?? null;
}

// ——— the member's listings ———

export const selectSchoolsOf = (db: Db, userId: number) =>
  db.select({ id: schools.id, logo: schools.logo, coverImage: schools.coverImage }).from(schools).where(eq(schools.userId, userId));

export const selectTeachersOf = (db: Db, userId: number) =>
  db.select({ id: teachers.id, photo: teachers.photo, coverImage: teachers.coverImage }).from(teachers).where(eq(teachers.userId, userId));

/** A school's events not already withdrawn, with whether they have begun. */
export const selectLiveEventsOfSchool = (db: Db, schoolId: number) =>
  db
    .select({ event: events, upcoming: sql<boolean>`${events.startDate} > current_date` })
    .from(events)
    .where(and(eq(events.schoolId, schoolId), isNull(events.deletedAt)));

export async function selectEventImageKeys(db: Db, eventId: number): Promise<string[]> {
  return (await db.select({ image: eventImages.image }).from(eventImages).where(eq(eventImages.eventId, eventId))).map((r) => r.image);
}

/** A past event with bookings stays for its bookers' history and certificates, without its pictures and contact. */
export async function stripPastEvent(db: Db, eventId: number) {
  await db.delete(eventImages).where(eq(eventImages.eventId, eventId));
  await db
    .update(events)
    .set({ image: null, contactName: null, contactEmail: null, contactPhone: null, isActive: false, updatedAt: new Date() })
    .where(eq(events.id, eventId));
}

/** Does anyone else still need the school: its events (with bookings) or its graduates? */
export async function schoolIsNeeded(db: Db, schoolId: number): Promise<boolean> {
  const [[{ n: eventCount }], [{ n: graduateCount }]] = await Promise.all([
    db.select({ n: count() }).from(events).where(eq(events.schoolId, schoolId)),
    db.select({ n: count() }).from(schoolGraduates).where(eq(schoolGraduates.schoolId, schoolId)),
  ]);
  return eventCount + graduateCount > 0;
}

/** The storage keys of a school's gallery and documents. */
export async function selectSchoolFileKeys(db: Db, schoolId: number): Promise<string[]> {
  const [gallery, documents] = await Promise.all([
    db.select({ key: schoolGallery.image }).from(schoolGallery).where(eq(schoolGallery.schoolId, schoolId)),
    db.select({ key: schoolDocuments.fileKey }).from(schoolDocuments).where(eq(schoolDocuments.schoolId, schoolId)),
  ]);
  return [...gallery, ...documents].map((r) => r.key);
}

export async function selectTeacherFileKeys(db: Db, teacherId: number): Promise<string[]> {
  const [gallery, documents] = await Promise.all([
    db.select({ key: teacherGallery.image }).from(teacherGallery).where(eq(teacherGallery.teacherId, teacherId)),
    db.select({ key: teacherDocuments.fileKey }).from(teacherDocuments).where(eq(teacherDocuments.teacherId, teacherId)),
  ]);
  return [...gallery, ...documents].map((r) => r.key);
}

/**
 * A school others still need is closed instead of deleted: off the directory for good, its owner's
 * contact details, pictures, documents and instructors gone; its name, levels and graduates stay.
 */
export async function closeSchool(db: Db, schoolId: number) {
  await db.delete(schoolGallery).where(eq(schoolGallery.schoolId, schoolId));
  await db.delete(schoolDocuments).where(eq(schoolDocuments.schoolId, schoolId));
  await db.delete(schoolInstructors).where(eq(schoolInstructors.schoolId, schoolId));
  await db
    .update(schools)
    .set({
      status: 'closed',
      email: null,
      phone: null,
      website: null,
      facebook: null,
      twitter: null,
      instagram: null,
      youtube: null,
      linkedin: null,
      tiktok: null,
      ownerName: null,
      primaryContactName: null,
      primaryContactEmail: null,
      primaryContactPhone: null,
      logo: null,
      coverImage: null,
      reviewMessage: null,
      updatedAt: new Date(),
    })
    .where(eq(schools.id, schoolId));
}

export async function deleteSchool(db: Db, schoolId: number) {
  await db.delete(schools).where(eq(schools.id, schoolId));
}

export async function deleteTeacher(db: Db, teacherId: number) {
  await db.delete(teachers).where(eq(teachers.id, teacherId));
}

// ——— what the member did elsewhere ———

/** The member's bookings of events that have not begun and are not cancelled. */
export const selectOpenUpcomingBookings = (db: Db, userId: number) =>
  db
    .select({ id: eventBookings.id, eventId: eventBookings.eventId })
    .from(eventBookings)
    .innerJoin(events, eq(events.id, eventBookings.eventId))
    .where(and(eq(eventBookings.userId, userId), ne(eventBookings.status, 'cancelled'), gt(events.startDate, sql`current_date`)));

/** Rows that are the member's alone and that nobody else needs. */
export async function deletePersonalRows(db: Db, user: { id: number; email: string }, phone: string | null) {
  const userId = user.id;
  await db.delete(attendanceCertificates).where(eq(attendanceCertificates.userId, userId));
  await db.delete(schoolRatings).where(eq(schoolRatings.userId, userId));
  await db.delete(graduateClaims).where(eq(graduateClaims.userId, userId));
  await db.delete(notifications).where(eq(notifications.userId, userId));
  await db.delete(invoiceAddresses).where(eq(invoiceAddresses.userId, userId));
  await db.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await db
    .delete(oneTimeCodes)
    .where(or(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.target, user.email.toLowerCase()), phone ? eq(oneTimeCodes.target, phone) : undefined));
  await db.delete(platformEventApplications).where(eq(platformEventApplications.userId, userId));
  await db.delete(contactMessages).where(eq(contactMessages.userId, userId));
  await db.delete(feedbackEntries).where(eq(feedbackEntries.userId, userId));
  await db.delete(profileViews).where(eq(profileViews.visitor, `u${userId}`));
}

/**
 * The member's uploads except transfer slips (kept with the payments they prove): their records go,
 * and their storage keys are answered so the files go once the erasure has committed.
 */
export async function deleteUploadsExceptSlips(db: Db, userId: number): Promise<string[]> {
  const slips = db.select({ id: paymentTransactions.slipFileId }).from(paymentTransactions).where(isNotNull(paymentTransactions.slipFileId));
  const rows = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.ownerId, userId), notInArray(storedFiles.id, slips)))
    .returning({ key: storedFiles.storageKey });
  return rows.map((r) => r.key);
}

export async function deleteProfile(db: Db, userId: number): Promise<{ avatar: string | null; phone: string | null } | null> {
  const [row] = await db.delete(profiles).where(eq(profiles.userId, userId)).returning({ avatar: profiles.avatar, phone: profiles.phoneNumber });
  return row ?? null;
}

/**
 * The account becomes a placeholder: no name, no address, no password, never active again. The
 * username and e-mail take forms that sign-up refuses (`~`), so they can never clash with a new
 * member's, and the old ones are free for anyone.
 */
export async function anonymiseUser(db: Db, userId: number) {
  await db
    .update(users)
    .set({
      username: `${ERASED_USERNAME_PREFIX}${userId}`,
      email: `${ERASED_USERNAME_PREFIX}${userId}@deleted.invalid`,
      emailVerified: false,
      passwordHash: null,
      firstName: '',
      lastName: '',
      isStaff: false,
      isActive: false,
      lastLogin: null,
      deletedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
