import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { Localized } from './content.ts';
import { storedFiles } from './files.ts';
import { users } from './users.ts';

// Billing (issue 11, docs/decisions/0015-billing.md): invoices, their items, members' invoice
// addresses and payment transactions. Money is integer minor units with its ISO currency.

/** The bill-to address as it was when the invoice was billed: an address edited later does not change it. */
export type BillTo = {
  first_name: string;
  last_name: string;
  organisation: string | null;
  country: string;
  state_province: string;
  post_code: string;
  address: string;
};

/**
 * The last number handed out per series (`invoice`, `receipt`) and year. A number is taken by
 * incrementing this row inside the transaction that uses it: the row stays locked until that commits,
 * and a rollback returns the number, so numbers are unique and without gaps.
 */
export const billingCounters = pgTable(
  'billing_counters',
  {
    series: varchar('series', { length: 16 }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** The unguessable id of the public invoice view (/billing/invoice/{publicId}). */
    publicId: varchar('public_id', { length: 40 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `INV-2026-000042`: year and its gap-free sequence. */
    number: varchar('number', { length: 24 }).notNull(),
    status: varchar('status', { length: 24 }).notNull().$type<'waiting_for_payment' | 'in_progress' | 'paid' | 'refund'>(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** What it bills: `registration` (an application) or `renewal`. */
    type: varchar('type', { length: 20 }).notNull().$type<'registration' | 'renewal'>(),
    membershipType: varchar('membership_type', { length: 10 }).notNull().$type<'annual' | 'lifetime'>(),
    applicationKind: varchar('application_kind', { length: 10 }).$type<'school' | 'teacher'>(),
    applicationId: integer('application_id'),
    subTotal: integer('sub_total').notNull(),
    discount: integer('discount').notNull(),
    vat: integer('vat').notNull(),
    grandTotal: integer('grand_total').notNull(),
    /** What the invoice is for, as the member and the office know it (the listing's name). */
    reference: varchar('reference', { length: 200 }).notNull(),
    receiptNumber: varchar('receipt_number', { length: 24 }),
    billTo: jsonb('bill_to').$type<BillTo>(),
    /** Why the office refused the last transfer slip (shown until the next payment). */
    refusalReason: text('refusal_reason'),
    /** The member's language: mails and the receipt are in it. */
    language: varchar('language', { length: 5 }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoices_public_id_idx').on(t.publicId),
    uniqueIndex('invoices_number_idx').on(t.number),
    uniqueIndex('invoices_receipt_number_idx').on(t.receiptNumber),
    index('invoices_user_idx').on(t.userId, t.createdAt),
    // One open invoice per application, whatever races to create it.
    uniqueIndex('invoices_open_application_idx')
      .on(t.applicationKind, t.applicationId)
      .where(sql`${t.status} in ('waiting_for_payment', 'in_progress') and ${t.applicationId} is not null`),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** The fee item's code (RSY, CYS, RTY-200 …). */
    itemCode: varchar('item_code', { length: 20 }).notNull(),
    /** The product's name in every language, as it was when billed. */
    product: jsonb('product').notNull().$type<Localized>(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /** The percentage discount on this line (ADR 0005), 0 for none, and its amount. */
    discountPercent: integer('discount_percent').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    /** quantity × unit price, before the discount. */
    amount: integer('amount').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('invoice_items_invoice_idx').on(t.invoiceId, t.sortOrder)],
);

export const invoiceAddresses = pgTable(
  'invoice_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 150 }).notNull(),
    lastName: varchar('last_name', { length: 150 }).notNull(),
    organisation: varchar('organisation', { length: 200 }),
    /** ISO 3166-1 alpha-2. */
    country: varchar('country', { length: 2 }).notNull(),
    stateProvince: varchar('state_province', { length: 150 }).notNull(),
    postCode: varchar('post_code', { length: 20 }).notNull(),
    address: text('address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_addresses_user_idx').on(t.userId), uniqueIndex('invoice_addresses_default_idx').on(t.userId).where(sql`${t.isDefault}`)],
);

/**
 * One attempt to pay an invoice. Card: the processor and its reference (the card itself is never
 * stored). Bank transfer: what the member typed from their transfer record and the private slip.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 20 }).notNull().$type<'card' | 'bank_transfer'>(),
    status: varchar('status', { length: 20 }).notNull().$type<'pending' | 'verified' | 'refused' | 'refunding' | 'refunded'>(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The caller's key: the same key again answers the first attempt instead of paying twice. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    processor: varchar('processor', { length: 20 }),
    processorReference: varchar('processor_reference', { length: 100 }),
    bank: varchar('bank', { length: 150 }),
    branch: varchar('branch', { length: 150 }),
    accountName: varchar('account_name', { length: 150 }),
    accountNumber: varchar('account_number', { length: 40 }),
    /** The card a successful card payment was made with, as the processor tells it (for the receipt). */
    cardBrand: varchar('card_brand', { length: 20 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    transferDate: date('transfer_date'),
    transferTime: varchar('transfer_time', { length: 5 }),
    slipFileId: integer('slip_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** Why it was refused (a declined card, or the office's reason for a slip). */
    reason: text('reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_transactions_invoice_idx').on(t.invoiceId),
    index('payment_transactions_status_idx').on(t.status, t.createdAt),
    uniqueIndex('payment_transactions_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
);
