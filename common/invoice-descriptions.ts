import { TEACHER_FEE_CODES } from './fee-codes.ts';

// What an invoice is for, as a code read in each reader's language (issue 36: "annual renewal" and
// "teacher registration" were English words in the stored reference). Nothing new is stored: the code
// follows from the invoice's type and the kind of registration it bills, which older invoices without
// an application link still tell by their fee items (RTY-200 is a teacher's, CYS a school's).

export const INVOICE_DESCRIPTIONS = ['school_registration', 'teacher_registration', 'school_renewal', 'teacher_renewal', 'registration', 'renewal'] as const;
export type InvoiceDescription = (typeof INVOICE_DESCRIPTIONS)[number];

const TEACHER_CODES = new Set<string>(TEACHER_FEE_CODES);

export function invoiceDescription(invoice: {
  type: 'registration' | 'renewal';
  applicationKind: 'school' | 'teacher' | null;
  itemCodes: readonly string[];
}): InvoiceDescription {
  const kind = invoice.applicationKind ?? (invoice.itemCodes.length ? (invoice.itemCodes.every((c) => TEACHER_CODES.has(c)) ? 'teacher' : 'school') : null);
  return kind ? `${kind}_${invoice.type}` : invoice.type;
}
