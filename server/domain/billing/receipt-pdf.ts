import { formatMoney, type Invoice } from '#common/billing.ts';
import type { Language } from '#common/constants.ts';
import { translateMail } from '../../lib/i18n.ts';
import { createPdf, pdfBuffer, writeText } from '../../lib/pdf.ts';
import { describedReference } from './invoice-json.ts';

// The receipt of a paid invoice as a PDF, in the member's language (labels in locales/*/mail.json,
// `receipt.*`), with the organisation's name, the receipt and invoice numbers, bill-to, items and totals.

const dateIn = (iso: string, lang: Language) => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** How the invoice was paid, as the receipt says it: the card (brand and last four digits), or the transfer and its date. */
export type ReceiptPayment = { method: 'card' | 'bank_transfer'; cardBrand: string | null; cardLast4: string | null; transferDate: string | null } | null;

export async function renderReceiptPdf(invoice: Invoice, lang: Language, site: string, payment: ReceiptPayment = null): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string>) => translateMail(lang, `receipt.${key}`, params);
  const money = (amount: number) => formatMoney(amount, invoice.currency, lang);
  const doc = await createPdf({ title: `${t('title')} ${invoice.receipt_number ?? invoice.invoice_number}`, lang });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  writeText(doc, translateMail(lang, 'layout.brand'), { bold: true, size: 16 });
  writeText(doc, site, { size: 9 });
  doc.moveDown(1);
  writeText(doc, t('title'), { bold: true, size: 22 });
  if (invoice.status === 'refund') writeText(doc, t('refunded'), { bold: true, size: 12 });
  doc.moveDown(0.5);
  const facts: [string, string][] = [
    [t('receipt_number'), invoice.receipt_number ?? '—'],
    [t('invoice_number'), invoice.invoice_number],
    [t('paid_at'), invoice.paid_at ? dateIn(invoice.paid_at, lang) : '—'],
    [t('reference'), describedReference(invoice)],
  ];
  const paidWith = paymentText(payment, lang, t);
  if (paidWith) facts.push([t('paid_with'), paidWith]);
  for (const [label, value] of facts) writeText(doc, `${label}: ${value}`, { size: 10 });

  if (invoice.bill_to) {
    const b = invoice.bill_to;
    doc.moveDown(1);
    writeText(doc, t('bill_to'), { bold: true, size: 11 });
    const lines = [`${b.first_name} ${b.last_name}`, b.organisation, b.address, `${b.state_province} ${b.post_code}`, b.country_name];
    for (const line of lines.filter((l): l is string => Boolean(l))) writeText(doc, line, { size: 10 });
  }

  doc.moveDown(1.5);
  writeText(doc, t('items'), { bold: true, size: 11 });
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + width, doc.y + 2)
    .stroke('#999999');
  doc.moveDown(0.5);
  for (const item of invoice.items) {
    const y = doc.y;
    writeText(doc, `${item.product} × ${item.quantity}`, { size: 10, width: width - 130 }, { x: left, y });
    const after = doc.y;
    writeText(doc, money(item.amount), { size: 10, width: 120, align: 'right' }, { x: left + width - 120, y });
    doc.y = Math.max(after, doc.y);
    doc.x = left;
    if (item.discount) writeText(doc, `${t('discount')} ${item.discount_percent}%: −${money(item.discount)}`, { size: 9 });
  }
  doc.moveDown(0.5);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke('#999999');
  doc.moveDown(0.5);
  const totals: [string, number, boolean][] = [
    [t('sub_total'), invoice.sub_total, false],
    // No discount, no "Discount −$0.00" line.
    ...(invoice.discount ? [[t('discount'), -invoice.discount, false] as [string, number, boolean]] : []),
    [t('vat'), invoice.vat, false],
    [t('grand_total'), invoice.grand_total, true],
  ];
  for (const [label, amount, bold] of totals) {
    const y = doc.y;
    writeText(doc, label, { size: bold ? 12 : 10, bold, width: width - 130 }, { x: left, y });
    writeText(doc, amount < 0 ? `−${money(-amount)}` : money(amount), { size: bold ? 12 : 10, bold, width: 120, align: 'right' }, { x: left + width - 120, y });
    doc.x = left;
  }
  doc.moveDown(2);
  writeText(doc, t('thanks'), { size: 10 });
  return pdfBuffer(doc);
}

function paymentText(payment: ReceiptPayment, lang: Language, t: (key: string, params?: Record<string, string>) => string): string | null {
  if (!payment) return null;
  if (payment.method === 'card') {
    const brand = payment.cardBrand ? payment.cardBrand.charAt(0).toUpperCase() + payment.cardBrand.slice(1) : '';
    return brand && payment.cardLast4 ? t('card', { brand, last4: payment.cardLast4 }) : t('card_plain');
  }
  return payment.transferDate ? t('transfer', { date: dateIn(payment.transferDate, lang) }) : t('transfer_plain');
}
