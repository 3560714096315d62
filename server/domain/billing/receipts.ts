import { isLanguage, type Language } from '#common/constants.ts';
import { AppError } from '../../lib/errors.ts';
import type { Actor } from '../access.ts';
import type { Deps } from '../deps.ts';
import { selectSettlingPayment } from './billing.queries.ts';
import { isPaidOrRefunded } from './invoice-json.ts';
import { invoicesJson, ownInvoice } from './invoices.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

/** The receipt's file name: `receipt-RCT-2026-000001.pdf`. */
export const receiptFileName = (receiptNumber: string) => `receipt-${receiptNumber}.pdf`;

/** The receipt PDF of a paid (or refunded) invoice, for its owner or staff, in the caller's language. */
export async function getReceiptPdf(deps: Deps, options: { actor: Actor; id: number; lang: Language }): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await ownInvoice(deps.db, options.actor, options.id);
  if (!isPaidOrRefunded(row.status) || !row.receiptNumber) throw new AppError('NOT_FOUND', 'errors.receipt_not_available');
  const [invoice] = await invoicesJson(deps.db, [row], options.lang);
  const payment = await selectSettlingPayment(deps.db, row.id);
  return { pdf: await renderReceiptPdf(invoice, options.lang, deps.config.publicUrl, payment), fileName: receiptFileName(row.receiptNumber) };
}

export const invoiceLanguage = (language: string): Language => (isLanguage(language) ? language : 'en');
