import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  faqEntries,
  feeItems,
  invoices,
  paymentTransactions,
  platformEvents,
  schoolRatings,
  schools,
  staffTasks,
  teachers,
  teamMembers,
  testimonials,
  users,
  videos,
} from '../../db/schema/index.ts';

// The records a page of the audit log is about, read by kind in one query each (a page has ≤ 200 entries).

export const selectSchools = (db: Db, ids: number[]) =>
  db.select({ id: schools.id, name: schools.name, member: schools.userId }).from(schools).where(inArray(schools.id, ids));

export const selectTeachers = (db: Db, ids: number[]) =>
  db.select({ id: teachers.id, name: teachers.displayName, member: teachers.userId }).from(teachers).where(inArray(teachers.id, ids));

export const selectMembers = (db: Db, ids: number[]) =>
  db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, deleted: isNotNull(users.deletedAt) })
    .from(users)
    .where(inArray(users.id, ids));

const invoiceColumns = {
  id: invoices.id,
  number: invoices.number,
  publicId: invoices.publicId,
  member: invoices.userId,
  total: invoices.grandTotal,
  currency: invoices.currency,
  reference: invoices.reference,
  listingKind: invoices.applicationKind,
  listingId: invoices.applicationId,
};

export const selectInvoices = (db: Db, ids: number[]) => db.select(invoiceColumns).from(invoices).where(inArray(invoices.id, ids));

/** How each invoice was paid: the method of its last payment that went through (later refunded or not). */
export async function selectPaidMethods(db: Db, invoiceIds: number[]) {
  const rows = await db
    .selectDistinctOn([paymentTransactions.invoiceId], { invoice: paymentTransactions.invoiceId, method: paymentTransactions.method })
    .from(paymentTransactions)
    .where(and(inArray(paymentTransactions.invoiceId, invoiceIds), inArray(paymentTransactions.status, ['verified', 'refunding', 'refunded'])))
    .orderBy(paymentTransactions.invoiceId, desc(paymentTransactions.id));
  return new Map(rows.map((r) => [r.invoice, r.method]));
}

export const selectPayments = (db: Db, ids: number[]) =>
  db
    .select({
      ...invoiceColumns,
      id: paymentTransactions.id,
      amount: paymentTransactions.amount,
      paidIn: paymentTransactions.currency,
      method: paymentTransactions.method,
    })
    .from(paymentTransactions)
    .innerJoin(invoices, eq(invoices.id, paymentTransactions.invoiceId))
    .where(inArray(paymentTransactions.id, ids));

export const selectRatings = (db: Db, ids: number[]) =>
  db
    .select({ id: schoolRatings.id, school: schools.id, name: schools.name, member: schoolRatings.userId })
    .from(schoolRatings)
    .innerJoin(schools, eq(schools.id, schoolRatings.schoolId))
    .where(inArray(schoolRatings.id, ids));

export const selectFeeCodes = (db: Db, ids: number[]) => db.select({ id: feeItems.id, name: feeItems.code }).from(feeItems).where(inArray(feeItems.id, ids));

/** A testimonial's name is one text (the person's own), not one per language. */
export const selectTestimonialNames = (db: Db, ids: number[]) =>
  db.select({ id: testimonials.id, name: testimonials.name }).from(testimonials).where(inArray(testimonials.id, ids));

export const selectTaskKinds = (db: Db, ids: number[]) =>
  db.select({ id: staffTasks.id, name: staffTasks.kind }).from(staffTasks).where(inArray(staffTasks.id, ids));

/** Content titles in all four languages (the caller's is picked later). */
export const CONTENT_TITLES = {
  faq_entry: (db: Db, ids: number[]) => db.select({ id: faqEntries.id, title: faqEntries.question }).from(faqEntries).where(inArray(faqEntries.id, ids)),
  video: (db: Db, ids: number[]) => db.select({ id: videos.id, title: videos.title }).from(videos).where(inArray(videos.id, ids)),
  team_member: (db: Db, ids: number[]) => db.select({ id: teamMembers.id, title: teamMembers.name }).from(teamMembers).where(inArray(teamMembers.id, ids)),
  platform_event: (db: Db, ids: number[]) =>
    db.select({ id: platformEvents.id, title: platformEvents.title }).from(platformEvents).where(inArray(platformEvents.id, ids)),
};
