import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { formatNumber } from '../../lib/billing-numbers.ts';
import { createPdf, pdfBuffer, writeText } from '../../lib/pdf.ts';
import { newToken } from '../../lib/secrets.ts';
import { createStorage } from '../../lib/storage.ts';
import type { Db } from '../client.ts';
import type { BillTo } from '../schema/billing.ts';
import {
  billingCounters,
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
} from '../schema/index.ts';

// Demo billing (issue 11): ananda has an unpaid renewal and a paid invoice and a saved address; mali has
// sent a bank-transfer slip for her renewal that waits for the office (log in as staff to verify or
// refuse it). Renewal invoices belong to the listings they renew, so paying one extends it. Rows are
// written here directly (seeds do not call the domain), numbered and totalled as the domain does:
// one fee item, no discount, VAT on top (docs/decisions/0015-billing.md).

async function userId(db: Db, username: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id;
}

/** The next number of a series in a year (the same counter rows the domain takes its numbers from). */
async function nextNumber(db: Db, series: 'invoice' | 'receipt', year: number) {
  const [row] = await db
    .insert(billingCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({ target: [billingCounters.series, billingCounters.year], set: { last: sql`${billingCounters.last} + 1` } })
    .returning({ last: billingCounters.last });
  return row.last;
}

async function invoiceFor(
  db: Db,
  config: Config,
  options: {
    owner: number;
    code: string;
    currency: string;
    membershipType: 'annual' | 'lifetime';
    /** The listing's name, as the domain stores it; what the invoice is for is told by its type and items, in each language. */
    reference: string;
    billTo: BillTo | null;
    /** The listing a renewal renews (paying it extends that listing), or an application's registration. */
    listing?: { kind: 'school' | 'teacher'; id: number; type: 'registration' | 'renewal' };
  },
) {
  const [fee] = await db
    .select({ code: feeItems.code, name: feeItems.name, amount: feeAmounts.amount })
    .from(feeItems)
    .innerJoin(feeAmounts, eq(feeAmounts.itemId, feeItems.id))
    .where(and(eq(feeItems.code, options.code), eq(feeAmounts.feeType, options.membershipType), eq(feeAmounts.currency, options.currency)));
  if (!fee) return null;
  const now = new Date();
  const year = now.getUTCFullYear();
  const vat = Math.floor((fee.amount * config.billing.vatPercent + 50) / 100);
  const [row] = await db
    .insert(invoices)
    .values({
      publicId: newToken(18),
      userId: options.owner,
      number: formatNumber('INV', year, await nextNumber(db, 'invoice', year)),
      status: 'waiting_for_payment',
      currency: options.currency,
      type: options.listing?.type ?? 'registration',
      membershipType: options.membershipType,
      applicationKind: options.listing?.kind,
      applicationId: options.listing?.id,
      subTotal: fee.amount,
      discount: 0,
      vat,
      grandTotal: fee.amount + vat,
      reference: options.reference,
      billTo: options.billTo,
      language: 'en',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await db.insert(invoiceItems).values({
    invoiceId: row.id,
    itemCode: fee.code,
    product: fee.name,
    quantity: 1,
    unitPrice: fee.amount,
    discountPercent: 0,
    discount: 0,
    amount: fee.amount,
    sortOrder: 0,
  });
  return row;
}

/** The member's teacher page, its end moved into the renewal window (`days` from today), as annual. */
async function teacherDueIn(db: Db, owner: number, days: number) {
  const [row] = await db
    .update(teachers)
    .set({ validUntil: dayFromToday(days), membershipType: 'annual' })
    .where(eq(teachers.userId, owner))
    .returning({ id: teachers.id, name: teachers.displayName });
  return row;
}
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedBilling(db: Db, config: Config): Promise<void> {
  const ananda = await userId(db, 'ananda');
  const mali = await userId(db, 'mali');
  if (!ananda || !mali) return;
  // Renewals the office can follow: ananda's CYT teacher page ends in 20 days (its renewal invoice
  // below is unpaid), mali's RTY page in 25 (its renewal is paid by a transfer waiting for the office),
  // and the AYP-only Byron Bay Aerial Yoga in 12 days, whose invoice the daily pass makes at start.
  const anandaTeacher = await teacherDueIn(db, ananda, 20);
  const maliTeacher = await teacherDueIn(db, mali, 25);
  await db
    .update(schools)
    .set({ validUntil: dayFromToday(12), membershipType: 'annual' })
    .where(eq(schools.slug, 'byron-bay-aerial-yoga'));
  const address: BillTo = {
    first_name: 'Ananda',
    last_name: 'Sharma',
    organisation: 'Ananda Yoga',
    country: 'IN',
    state_province: 'Uttarakhand',
    post_code: '249201',
    address: 'Laxman Jhula Road, Rishikesh',
  };
  await db.insert(invoiceAddresses).values({
    userId: ananda,
    firstName: address.first_name,
    lastName: address.last_name,
    organisation: address.organisation,
    country: address.country,
    stateProvince: address.state_province,
    postCode: address.post_code,
    address: address.address,
    isDefault: true,
  });

  // New invoices bill to the default address, as the domain's do.
  const billTo = address;
  await invoiceFor(db, config, {
    owner: ananda,
    code: 'CYT',
    currency: 'INR',
    membershipType: 'annual',
    reference: anandaTeacher?.name ?? 'Ananda Sharma',
    billTo,
    listing: anandaTeacher ? { kind: 'teacher', id: anandaTeacher.id, type: 'renewal' } : undefined,
  });
  const paid = await invoiceFor(db, config, {
    owner: ananda,
    code: 'RTY-200',
    currency: 'USD',
    membershipType: 'lifetime',
    reference: 'Ananda Sharma',
    billTo,
  });
  if (paid) {
    const paidAt = new Date(paid.createdAt.getTime() - 3 * 24 * 3600 * 1000);
    const year = paidAt.getUTCFullYear();
    const [{ last }] = await db
      .insert(billingCounters)
      .values({ series: 'receipt', year, last: 1 })
      .onConflictDoUpdate({ target: [billingCounters.series, billingCounters.year], set: { last: 1 } })
      .returning();
    await db
      .update(invoices)
      .set({ status: 'paid', paidAt, receiptNumber: formatNumber('RCT', year, last) })
      .where(eq(invoices.id, paid.id));
    await db.insert(paymentTransactions).values({
      invoiceId: paid.id,
      userId: ananda,
      method: 'card',
      status: 'verified',
      amount: paid.grandTotal,
      currency: paid.currency,
      processor: 'test',
      processorReference: `test_ch_demo${paid.id}`,
      reviewedAt: paidAt,
      createdAt: paidAt,
    });
  }

  const waiting = await invoiceFor(db, config, {
    owner: mali,
    code: 'RTY-500',
    currency: 'THB',
    membershipType: 'annual',
    reference: maliTeacher?.name ?? 'Mali Srisuk',
    billTo: null,
    listing: maliTeacher ? { kind: 'teacher', id: maliTeacher.id, type: 'renewal' } : undefined,
  });
  if (waiting) {
    const doc = await createPdf({ title: 'Transfer slip', lang: 'th' });
    writeText(doc, 'ธนาคารกสิกรไทย — สลิปการโอนเงิน (Demo transfer slip)', { bold: true, size: 16 });
    writeText(doc, `${waiting.number}  ฿${(waiting.grandTotal / 100).toFixed(2)}`, { size: 12 });
    const pdf = await pdfBuffer(doc);
    const key = `private/slips/${mali}/${newToken(12)}.pdf`;
    await createStorage(config).put(key, pdf, {
      contentType: 'application/pdf',
      size: pdf.length,
      cacheControl: 'private, no-store',
    });
    const [file] = await db
      .insert(storedFiles)
      .values({
        ownerId: mali,
        kind: 'transfer_slip',
        storageKey: key,
        originalName: 'kbank-slip.pdf',
        size: pdf.length,
        contentType: 'application/pdf',
        private: true,
      })
      .returning();
    await db.insert(paymentTransactions).values({
      invoiceId: waiting.id,
      userId: mali,
      method: 'bank_transfer',
      status: 'pending',
      amount: waiting.grandTotal,
      currency: waiting.currency,
      bank: 'Kasikorn Bank',
      branch: 'Nimman, Chiang Mai',
      accountName: 'Mali Srisuk',
      accountNumber: '0123456789',
      transferDate: waiting.createdAt.toISOString().slice(0, 10),
      transferTime: '10:15',
      slipFileId: file.id,
    });
    await db.update(invoices).set({ status: 'in_progress' }).where(eq(invoices.id, waiting.id));
  }
}
