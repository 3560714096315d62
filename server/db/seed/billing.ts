import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { selectFees } from '../../domain/billing/billing.queries.ts';
import { createInvoice, formatNumber } from '../../domain/billing/invoices.ts';
import { createPdf, pdfBuffer, writeText } from '../../lib/pdf.ts';
import { newToken } from '../../lib/secrets.ts';
import { createLocalStorage } from '../../lib/storage.ts';
import type { Db } from '../client.ts';
import { billingCounters, invoiceAddresses, invoices, paymentTransactions, storedFiles, users } from '../schema/index.ts';

// Demo billing (issue 11): ananda has an unpaid and a paid invoice and a saved address; mali has sent a
// bank-transfer slip that waits for the office (log in as staff to verify or refuse it).

async function userId(db: Db, username: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id;
}

async function invoiceFor(db: Db, config: Config, owner: number, code: string, currency: string, membershipType: 'annual' | 'lifetime', reference: string) {
  const [fee] = await selectFees(db, [code], membershipType, currency);
  if (!fee) return null;
  return createInvoice(
    { config },
    {
      db,
      userId: owner,
      type: 'renewal',
      membershipType,
      currency,
      language: 'en',
      reference,
      items: [{ itemCode: fee.code, product: fee.name, quantity: 1, unitPrice: fee.amount, discountPercent: 0, discount: 0, amount: fee.amount, sortOrder: 0 }],
    },
  );
}

export async function seedBilling(db: Db, config: Config): Promise<void> {
  const ananda = await userId(db, 'ananda');
  const mali = await userId(db, 'mali');
  if (!ananda || !mali) return;
  await db.insert(invoiceAddresses).values({
    userId: ananda,
    firstName: 'Ananda',
    lastName: 'Sharma',
    organisation: 'Ananda Yoga',
    country: 'IN',
    stateProvince: 'Uttarakhand',
    postCode: '249201',
    address: 'Laxman Jhula Road, Rishikesh',
    isDefault: true,
  });

  await invoiceFor(db, config, ananda, 'RTY-500', 'INR', 'annual', 'Ananda Sharma – annual renewal');
  const paid = await invoiceFor(db, config, ananda, 'RTY-200', 'USD', 'lifetime', 'Ananda Sharma – teacher registration');
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

  const waiting = await invoiceFor(db, config, mali, 'RSY', 'THB', 'annual', 'Mali Srisuk – school renewal');
  if (waiting) {
    const doc = createPdf({ title: 'Transfer slip', lang: 'th' });
    writeText(doc, 'ธนาคารกสิกรไทย — สลิปการโอนเงิน (Demo transfer slip)', { bold: true, size: 16 });
    writeText(doc, `${waiting.number}  ฿${(waiting.grandTotal / 100).toFixed(2)}`, { size: 12 });
    const pdf = await pdfBuffer(doc);
    const key = `private/slips/${mali}/${newToken(12)}.pdf`;
    await createLocalStorage({ dataDir: config.dataDir }).put(key, pdf, {
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
