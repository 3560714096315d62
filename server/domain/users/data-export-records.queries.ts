import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  attendanceCertificates,
  auditLog,
  contactMessages,
  eventBookings,
  eventCustomOptions,
  eventImages,
  eventInstructors,
  eventSelectedOptions,
  events,
  feedbackEntries,
  graduateClaims,
  invoiceAddresses,
  invoiceItems,
  invoices,
  notifications,
  paymentTransactions,
  platformEventApplications,
  platformEvents,
  profiles,
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

// Every record about one member, read for their data export (data-export-records.ts). Records of
// other people that merely touch theirs (bookings of their events, ratings of their school, claims
// on their graduates) are left out: the archive holds this member's data and nobody else's.

const ids = <T extends { id: number }>(rows: T[]) => rows.map((r) => r.id);
const none = (list: number[]) => list.length === 0;

export async function selectAccount(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const social = await db
    .select({ provider: socialAccounts.provider, uid: socialAccounts.uid, extraData: socialAccounts.extraData, createdAt: socialAccounts.createdAt })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId));
  const addresses = await db.select().from(invoiceAddresses).where(eq(invoiceAddresses.userId, userId)).orderBy(asc(invoiceAddresses.id));
  return { user, profile: profile ?? null, social, addresses };
}

export async function selectOwnSchools(db: Db, userId: number) {
  const rows = await db.select().from(schools).where(eq(schools.userId, userId)).orderBy(asc(schools.id));
  const schoolIds = ids(rows);
  if (none(schoolIds)) return { rows, instructors: [], documents: [], gallery: [], graduates: [], events: [] };
  const [instructors, documents, gallery, graduates, ownEvents] = await Promise.all([
    db.select().from(schoolInstructors).where(inArray(schoolInstructors.schoolId, schoolIds)).orderBy(asc(schoolInstructors.order)),
    db.select().from(schoolDocuments).where(inArray(schoolDocuments.schoolId, schoolIds)).orderBy(asc(schoolDocuments.id)),
    db.select().from(schoolGallery).where(inArray(schoolGallery.schoolId, schoolIds)).orderBy(asc(schoolGallery.order)),
    db.select().from(schoolGraduates).where(inArray(schoolGraduates.schoolId, schoolIds)).orderBy(asc(schoolGraduates.id)),
    db.select().from(events).where(inArray(events.schoolId, schoolIds)).orderBy(asc(events.startDate), asc(events.id)),
  ]);
  return { rows, instructors, documents, gallery, graduates, events: ownEvents };
}

/** The parts of the member's events: images, instructors (teacher ids) and options. */
export async function selectEventParts(db: Db, eventIds: number[]) {
  if (none(eventIds)) return { images: [], instructors: [], selected: [], custom: [] };
  const [images, instructors, selected, custom] = await Promise.all([
    db.select().from(eventImages).where(inArray(eventImages.eventId, eventIds)).orderBy(asc(eventImages.order)),
    db.select().from(eventInstructors).where(inArray(eventInstructors.eventId, eventIds)).orderBy(asc(eventInstructors.order)),
    db.select().from(eventSelectedOptions).where(inArray(eventSelectedOptions.eventId, eventIds)),
    db.select().from(eventCustomOptions).where(inArray(eventCustomOptions.eventId, eventIds)),
  ]);
  return { images, instructors, selected, custom };
}

export async function selectOwnTeachers(db: Db, userId: number) {
  const rows = await db.select().from(teachers).where(eq(teachers.userId, userId)).orderBy(asc(teachers.id));
  const teacherIds = ids(rows);
  if (none(teacherIds)) return { rows, documents: [], gallery: [] };
  const [documents, gallery] = await Promise.all([
    db.select().from(teacherDocuments).where(inArray(teacherDocuments.teacherId, teacherIds)).orderBy(asc(teacherDocuments.id)),
    db.select().from(teacherGallery).where(inArray(teacherGallery.teacherId, teacherIds)).orderBy(asc(teacherGallery.order)),
  ]);
  return { rows, documents, gallery };
}

export async function selectBilling(db: Db, userId: number) {
  const own = await db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.createdAt), asc(invoices.id));
  const invoiceIds = ids(own);
  const [items, payments] = none(invoiceIds)
    ? [[], []]
    : await Promise.all([
        db.select().from(invoiceItems).where(inArray(invoiceItems.invoiceId, invoiceIds)).orderBy(asc(invoiceItems.sortOrder)),
        db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, userId)).orderBy(asc(paymentTransactions.id)),
      ]);
  return { invoices: own, items, payments };
}

export function selectOwnBookings(db: Db, userId: number) {
  return db
    .select({
      booking: eventBookings,
      event: { id: events.id, subject: events.subject, startDate: events.startDate, endDate: events.endDate, timezone: events.timezone },
      school: { id: schools.id, name: schools.name },
    })
    .from(eventBookings)
    .innerJoin(events, eq(events.id, eventBookings.eventId))
    .innerJoin(schools, eq(schools.id, events.schoolId))
    .where(eq(eventBookings.userId, userId))
    .orderBy(asc(eventBookings.id));
}

export const selectOwnCertificates = (db: Db, userId: number) =>
  db.select().from(attendanceCertificates).where(eq(attendanceCertificates.userId, userId)).orderBy(asc(attendanceCertificates.id));

export function selectOwnRatings(db: Db, userId: number) {
  return db
    .select({ rating: schoolRatings, school: { id: schools.id, name: schools.name } })
    .from(schoolRatings)
    .innerJoin(schools, eq(schools.id, schoolRatings.schoolId))
    .where(eq(schoolRatings.userId, userId))
    .orderBy(asc(schoolRatings.id));
}

export function selectOwnClaims(db: Db, userId: number) {
  return db
    .select({ claim: graduateClaims, graduate: schoolGraduates, school: { id: schools.id, name: schools.name } })
    .from(graduateClaims)
    .innerJoin(schoolGraduates, eq(schoolGraduates.id, graduateClaims.graduateId))
    .innerJoin(schools, eq(schools.id, schoolGraduates.schoolId))
    .where(eq(graduateClaims.userId, userId))
    .orderBy(asc(graduateClaims.id));
}

export const selectOwnNotifications = (db: Db, userId: number) =>
  db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.notifyAt), asc(notifications.id));

export async function selectMessagesToOffice(db: Db, userId: number) {
  const [contact, feedback, platform] = await Promise.all([
    db.select().from(contactMessages).where(eq(contactMessages.userId, userId)).orderBy(asc(contactMessages.id)),
    db.select().from(feedbackEntries).where(eq(feedbackEntries.userId, userId)).orderBy(asc(feedbackEntries.id)),
    db
      .select({ application: platformEventApplications, event: { id: platformEvents.id, slug: platformEvents.slug } })
      .from(platformEventApplications)
      .innerJoin(platformEvents, eq(platformEvents.id, platformEventApplications.eventId))
      .where(eq(platformEventApplications.userId, userId))
      .orderBy(asc(platformEventApplications.id)),
  ]);
  return { contact, feedback, platform };
}

/** Audit entries about the member (their account, listings, invoices, payments, ratings) or made by them. */
export function selectAuditAbout(
  db: Db,
  userId: number,
  subjects: { schools: number[]; teachers: number[]; invoices: number[]; payments: number[]; ratings: number[] },
) {
  const about = (kind: string, list: number[]): SQL[] => (list.length ? [and(eq(auditLog.subjectKind, kind), inArray(auditLog.subjectId, list)) as SQL] : []);
  return db
    .select()
    .from(auditLog)
    .where(
      or(
        eq(auditLog.actorId, userId),
        and(eq(auditLog.subjectKind, 'user'), eq(auditLog.subjectId, userId)),
        ...about('school', subjects.schools),
        ...about('teacher', subjects.teachers),
        ...about('invoice', subjects.invoices),
        ...about('payment_transaction', subjects.payments),
        ...about('school_rating', subjects.ratings),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}

/** Every file the member uploaded (or that was stored for them). */
export const selectOwnFiles = (db: Db, userId: number) => db.select().from(storedFiles).where(eq(storedFiles.ownerId, userId)).orderBy(asc(storedFiles.id));
