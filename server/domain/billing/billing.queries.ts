import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { MEMBERSHIP_TYPES } from '#common/applications.ts';
import { CURRENCIES } from '#common/constants.ts';
import type { Db } from '../../db/client.ts';
import {
  billingCounters,
  countries,
  feeAmounts,
  feeItems,
  invoiceAddresses,
  invoiceItems,
  invoices,
  paymentTransactions,
  schools,
  storedFiles,
  teachers,
  users,
} from '../../db/schema/index.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceItemRow = typeof invoiceItems.$inferSelect;
export type AddressRow = typeof invoiceAddresses.$inferSelect;
export type TransactionRow = typeof paymentTransactions.$inferSelect;
type Window = { limit: number; offset: number };

/**
 * The next number of a series in a year. The upsert locks the counter row until the caller's
 * transaction ends, so concurrent callers take turns, and a rollback gives the number back: no
 * duplicates, no gaps.
 */
export async function nextNumber(db: Db, series: 'invoice' | 'receipt', year: number): Promise<number> {
  const [row] = await db
    .insert(billingCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({ target: [billingCounters.series, billingCounters.year], set: { last: sql`${billingCounters.last} + 1` } })
    .returning({ last: billingCounters.last });
  return row.last;
}

// ——— fees ———

/** The fee table's amounts for some items, one fee type and one currency. */
export function selectFees(db: Db, codes: string[], feeType: 'annual' | 'lifetime', currency: string) {
  if (!codes.length) return Promise.resolve([]);
  return db
    .select({ code: feeItems.code, name: feeItems.name, amount: feeAmounts.amount, sortOrder: feeItems.sortOrder })
    .from(feeItems)
    .innerJoin(feeAmounts, eq(feeAmounts.itemId, feeItems.id))
    .where(and(inArray(feeItems.code, codes), eq(feeAmounts.feeType, feeType), eq(feeAmounts.currency, currency)))
    .orderBy(asc(feeItems.sortOrder));
}

/** The codes (of `codes`, or all) with an amount in every currency for both membership types. */
export async function selectFullyPricedCodes(db: Db, codes?: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ code: feeItems.code })
    .from(feeItems)
    .innerJoin(feeAmounts, eq(feeAmounts.itemId, feeItems.id))
    .where(codes ? inArray(feeItems.code, [...codes]) : undefined)
    .groupBy(feeItems.code)
    .having(sql`count(distinct (${feeAmounts.feeType}, ${feeAmounts.currency})) = ${MEMBERSHIP_TYPES.length * CURRENCIES.length}`);
  return rows.map((r) => r.code);
}

/** Whether a listed school holds one of the levels (a teacher's training school, for the graduate discount). */
export async function schoolHasLevel(db: Db, schoolId: number, levels: string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(and(eq(schools.id, schoolId), sql`${schools.levels} && ${sql.param(levels)}::text[]`))
    .limit(1);
  return Boolean(row);
}

/** What an application's invoice is priced from. */
export async function selectApplicationForInvoice(db: Db, kind: 'school' | 'teacher', id: number) {
  if (kind === 'school') {
    const [row] = await db
      .select({
        userId: schools.userId,
        name: schools.name,
        levels: schools.levels,
        membershipType: schools.membershipType,
        currency: schools.currency,
        language: schools.language,
      })
      .from(schools)
      .where(eq(schools.id, id));
    return row ? { ...row, registrationType: null, registrationLevel: null, trainingSchoolId: null } : null;
  }
  const [row] = await db
    .select({
      userId: teachers.userId,
      name: teachers.displayName,
      registrationType: teachers.registrationType,
      registrationLevel: teachers.registrationLevel,
      trainingSchoolId: teachers.trainingSchoolId,
      membershipType: teachers.membershipType,
      currency: teachers.currency,
      language: teachers.language,
    })
    .from(teachers)
    .where(eq(teachers.id, id));
  return row ? { ...row, levels: [] as string[] } : null;
}

// ——— invoices ———

export async function insertInvoice(db: Db, values: typeof invoices.$inferInsert, items: Omit<typeof invoiceItems.$inferInsert, 'invoiceId'>[]) {
  const [row] = await db.insert(invoices).values(values).returning();
  if (items.length) await db.insert(invoiceItems).values(items.map((item) => ({ ...item, invoiceId: row.id })));
  return row;
}

export async function replaceInvoiceItems(db: Db, invoiceId: number, items: Omit<typeof invoiceItems.$inferInsert, 'invoiceId'>[]) {
  await db.delete(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));
  if (items.length) await db.insert(invoiceItems).values(items.map((item) => ({ ...item, invoiceId })));
}

export async function updateInvoiceRow(db: Db, id: number, values: Partial<typeof invoices.$inferInsert>) {
  const [row] = await db
    .update(invoices)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(invoices.id, id))
    .returning();
  return row;
}

export async function selectInvoice(db: Db, id: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row ?? null;
}

/** Locks the invoice for the rest of the transaction: payments, slips and currency changes take turns. */
export async function lockInvoice(db: Db, id: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row ?? null;
}

export async function selectInvoiceByPublicId(db: Db, publicId: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.publicId, publicId)).limit(1);
  return row ?? null;
}

/** The application's open invoice (waiting for payment or in progress), if any. */
export async function selectOpenApplicationInvoice(db: Db, kind: 'school' | 'teacher', applicationId: number): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.applicationKind, kind), eq(invoices.applicationId, applicationId), inArray(invoices.status, ['waiting_for_payment', 'in_progress'])))
    .limit(1);
  return row ?? null;
}

export const selectInvoiceItems = (db: Db, invoiceIds: number[]) =>
  invoiceIds.length
    ? db.select().from(invoiceItems).where(inArray(invoiceItems.invoiceId, invoiceIds)).orderBy(asc(invoiceItems.sortOrder), asc(invoiceItems.id))
    : Promise.resolve([] as InvoiceItemRow[]);

/** A member's invoices, open ones first, then newest first. */
export async function selectUserInvoices(db: Db, userId: number, window: Window, onlyOpen = false) {
  const where = and(eq(invoices.userId, userId), onlyOpen ? inArray(invoices.status, ['waiting_for_payment', 'in_progress']) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(sql`case when ${invoices.status} in ('waiting_for_payment', 'in_progress') then 0 else 1 end`, desc(invoices.createdAt), desc(invoices.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return { rows, total };
}

export async function selectUserContact(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

// ——— addresses ———

export const selectAddresses = (db: Db, userId: number) =>
  db.select().from(invoiceAddresses).where(eq(invoiceAddresses.userId, userId)).orderBy(desc(invoiceAddresses.isDefault), asc(invoiceAddresses.id));

export async function selectAddress(db: Db, id: number): Promise<AddressRow | null> {
  const [row] = await db.select().from(invoiceAddresses).where(eq(invoiceAddresses.id, id)).limit(1);
  return row ?? null;
}

export async function countAddresses(db: Db, userId: number) {
  const [{ total }] = await db.select({ total: count() }).from(invoiceAddresses).where(eq(invoiceAddresses.userId, userId));
  return total;
}

/** Clears the member's default, so a new one can take its place (the partial unique index allows one). */
export async function clearDefaultAddress(db: Db, userId: number) {
  await db
    .update(invoiceAddresses)
    .set({ isDefault: false })
    .where(and(eq(invoiceAddresses.userId, userId), eq(invoiceAddresses.isDefault, true)));
}

/** Serializes a member's address edits (the default flag moves between rows). */
export async function lockUser(db: Db, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function insertAddress(db: Db, values: typeof invoiceAddresses.$inferInsert) {
  const [row] = await db.insert(invoiceAddresses).values(values).returning();
  return row;
}

export async function updateAddress(db: Db, id: number, values: Partial<typeof invoiceAddresses.$inferInsert>) {
  const [row] = await db
    .update(invoiceAddresses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(invoiceAddresses.id, id))
    .returning();
  return row;
}

export async function selectCountryByCode(db: Db, code: string) {
  const [row] = await db.select().from(countries).where(eq(countries.code2, code)).limit(1);
  return row ?? null;
}

export const selectCountriesByCode = (db: Db, codes: string[]) =>
  codes.length ? db.select().from(countries).where(inArray(countries.code2, codes)) : Promise.resolve([] as (typeof countries.$inferSelect)[]);

// ——— payment transactions ———

export async function insertTransaction(db: Db, values: typeof paymentTransactions.$inferInsert) {
  const [row] = await db.insert(paymentTransactions).values(values).returning();
  return row;
}

export async function updateTransaction(db: Db, id: number, values: Partial<typeof paymentTransactions.$inferInsert>) {
  const [row] = await db.update(paymentTransactions).set(values).where(eq(paymentTransactions.id, id)).returning();
  return row;
}

export async function selectTransactionByKey(db: Db, userId: number, key: string): Promise<TransactionRow | null> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.userId, userId), eq(paymentTransactions.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export async function lockTransaction(db: Db, id: number): Promise<TransactionRow | null> {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)).for('update');
  return row ?? null;
}

/** Transactions with their invoice numbers: a member's own (userId), or everyone's for staff (null). */
export async function selectTransactions(db: Db, filter: { userId: number | null; invoiceId?: number; status?: TransactionRow['status'] }, window: Window) {
  const where = and(
    filter.userId === null ? undefined : eq(paymentTransactions.userId, filter.userId),
    filter.invoiceId ? eq(paymentTransactions.invoiceId, filter.invoiceId) : undefined,
    filter.status ? eq(paymentTransactions.status, filter.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ transaction: paymentTransactions, number: invoices.number })
      .from(paymentTransactions)
      .innerJoin(invoices, eq(invoices.id, paymentTransactions.invoiceId))
      .where(where)
      .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(paymentTransactions).where(where),
  ]);
  return { rows, total };
}

/** Transfer slips waiting for the office to verify them (the staff dashboard). */
export async function countPendingTransfers(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.method, 'bank_transfer'), eq(paymentTransactions.status, 'pending')));
  return Number(row?.total ?? 0);
}

/** The owner's private slip file, or null when the id is not theirs or not a slip. */
export async function selectOwnSlip(db: Db, fileId: number, ownerId: number) {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.ownerId, ownerId), eq(storedFiles.kind, 'transfer_slip')))
    .limit(1);
  return row ?? null;
}

/** The payment that settled an invoice (the latest verified one): how the receipt says it was paid. */
export async function selectSettlingPayment(db: Db, invoiceId: number) {
  const [row] = await db
    .select({
      method: paymentTransactions.method,
      cardBrand: paymentTransactions.cardBrand,
      cardLast4: paymentTransactions.cardLast4,
      transferDate: paymentTransactions.transferDate,
    })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.invoiceId, invoiceId), inArray(paymentTransactions.status, ['verified', 'refunded'])))
    .orderBy(desc(paymentTransactions.id))
    .limit(1);
  return row ?? null;
}
