import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES } from '#common/constants.ts';
import { schoolFeeCodes, teacherFeeCodes } from '#common/fee-codes.ts';
import { seedFees } from '../../db/seed/content.ts';
import { inTransaction } from '../../db/transaction.ts';
import { feeInvoice } from '../../test/billing.ts';
import { createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { lockInvoice } from './billing.queries.ts';
import { invoicesJson } from './invoices.ts';
import { computeTotals, percentOf } from './pricing.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { markInvoicePaid } from './settle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedFees(t.app.deps.db);
}, 60_000);
afterAll(() => t.close());

describe('totals', () => {
  it('rounds percentages half up in minor units, in every currency', () => {
    expect(percentOf(2800, 15)).toBe(420);
    expect(percentOf(999, 15)).toBe(150); // 149.85
    expect(percentOf(10, 15)).toBe(2); // 1.5 → 2
    expect(percentOf(9, 15)).toBe(1); // 1.35 → 1
    for (const currency of CURRENCIES) {
      const items = [
        { amount: 999, discount: percentOf(999, 15) },
        { amount: 12_345, discount: 0 },
      ];
      const totals = computeTotals(items, 7);
      expect(totals, currency).toEqual({ subTotal: 13_344, discount: 150, vat: 924, grandTotal: 14_118 }); // VAT 7% of 13,194 = 923.58 → 924
      expect(Number.isInteger(totals.grandTotal)).toBe(true);
    }
  });

  it('chooses the fee item from the levels applied for', () => {
    // Each standard is its own registration; CYS includes RSY.
    expect(schoolFeeCodes(['RSY'])).toEqual(['RSY']);
    expect(schoolFeeCodes(['RSY', 'CYS', 'KYS'])).toEqual(['KYS', 'CYS']);
    expect(schoolFeeCodes(['KYS'])).toEqual(['KYS']);
    expect(schoolFeeCodes(['AYP', 'RSY'])).toEqual(['RSY', 'AYP']);
    expect(teacherFeeCodes('RTY', '200')).toEqual(['RTY-200']);
    expect(teacherFeeCodes('RTY', '300')).toEqual(['RTY-300']);
    expect(teacherFeeCodes('RTY', '1000')).toEqual(['RTY-500']);
    expect(teacherFeeCodes('CYT', '200')).toEqual(['CYT']);
    expect(teacherFeeCodes('CYT', null)).toEqual(['CYT']);
  });
});

describe('invoice numbers', () => {
  it('are unique and without gaps under 50 concurrent creations', async () => {
    const member = await newMember(t.app);
    const rows = await Promise.all(Array.from({ length: 50 }, () => feeInvoice(t, member.pk)));
    const sequences = rows.map((r) => Number(r.number.split('-')[2])).sort((a, b) => a - b);
    const first = sequences[0];
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
    expect(new Set(rows.map((r) => r.publicId)).size).toBe(50);
  });

  it('gives a rolled-back number back', async () => {
    const member = await newMember(t.app);
    const before = await feeInvoice(t, member.pk);
    await expect(
      inTransaction(t.app.deps.db, async (tx) => {
        await feeInvoice({ ...t, app: { ...t.app, deps: { ...t.app.deps, db: tx } } as typeof t.app }, member.pk);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await feeInvoice(t, member.pk);
    expect(Number(after.number.split('-')[2])).toBe(Number(before.number.split('-')[2]) + 1);
  });
});

describe('receipts', () => {
  const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');

  async function paidInvoice(lang: 'en' | 'th' | 'zh' | 'hi', currency: string) {
    const member = await newMember(t.app);
    const row = await feeInvoice(t, member.pk, { currency, lang });
    const paid = await inTransaction(t.app.deps.db, async (tx) => markInvoicePaid(t.app.deps, tx, (await lockInvoice(tx, row.id))!));
    return (await invoicesJson(t.app.deps.db, [paid], lang))[0];
  }

  it('renders a receipt in Thai whose text can be read back', async () => {
    const invoice = await paidInvoice('th', 'THB');
    const text = pdfText(await renderReceiptPdf(invoice, 'th', 'http://localhost:3000'));
    expect(text).toContain('ใบเสร็จรับเงิน');
    expect(text).toContain('ยอดรวมทั้งสิ้น');
    expect(text).toContain(invoice.receipt_number);
    expect(text).toContain('ครูโยคะ'); // the product's Thai name
    expect(text).toContain('2,300.00');
  });

  it('renders a receipt in Chinese whose text can be read back', async () => {
    const invoice = await paidInvoice('zh', 'USD');
    const pdf = await renderReceiptPdf(invoice, 'zh', 'http://localhost:3000');
    const text = pdfText(pdf);
    expect(text).toContain('收据');
    expect(text).toContain('总计');
    expect(text).toContain(invoice.receipt_number);
    expect(text).toContain('65.00');
    // The Chinese font is embedded as a subset, not whole (the full font is 8 MB).
    expect(pdf.length).toBeLessThan(400_000);
  });

  it('renders a receipt in Hindi with Devanagari text', async () => {
    const invoice = await paidInvoice('hi', 'INR');
    const text = pdfText(await renderReceiptPdf(invoice, 'hi', 'http://localhost:3000'));
    expect(text).toContain('रसीद');
    expect(text).toContain(invoice.receipt_number);
  });

  it('says how the invoice was paid: the card and its last digits, or the transfer and its date', async () => {
    const invoice = await paidInvoice('en', 'USD');
    const byCard = pdfText(
      await renderReceiptPdf(invoice, 'en', 'http://localhost:3000', { method: 'card', cardBrand: 'mastercard', cardLast4: '4444', transferDate: null }),
    );
    expect(byCard).toContain('Paid with: Mastercard card ending 4444');
    const byTransfer = pdfText(
      await renderReceiptPdf(invoice, 'en', 'http://localhost:3000', { method: 'bank_transfer', cardBrand: null, cardLast4: null, transferDate: '2026-11-20' }),
    );
    expect(byTransfer).toContain('Paid with: Bank transfer of November 20, 2026');
    // Without a discount there is no discount line.
    expect(invoice.discount).toBe(0);
    expect(byTransfer).not.toContain('Discount');
  });
});
