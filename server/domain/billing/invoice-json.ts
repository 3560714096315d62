import type { BillTo, Invoice, InvoiceAddress, PaymentTransaction } from '#common/billing.ts';
import type { Currency, Language } from '#common/constants.ts';
import { invoiceDescription } from '#common/invoice-descriptions.ts';
import type { BillTo as StoredBillTo } from '../../db/schema/billing.ts';
import { translate } from '../../lib/i18n.ts';
import type { AddressRow, InvoiceItemRow, InvoiceRow, TransactionRow } from './billing.queries.ts';

// The wire shapes of billing records (common/billing.ts), in the caller's language.

const regionNames = new Map<Language, Intl.DisplayNames>();
/** A country's name in the reader's language (ICU data, so receipts and pages need no lookup). */
export function countryLabel(code: string, lang: Language): string {
  let names = regionNames.get(lang);
  if (!names) regionNames.set(lang, (names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' })));
  return names.of(code) ?? code;
}

export const billToJson = (b: StoredBillTo, lang: Language): BillTo => ({ ...b, country_name: countryLabel(b.country, lang) });

export const addressSnapshot = (a: AddressRow): StoredBillTo => ({
  first_name: a.firstName,
  last_name: a.lastName,
  organisation: a.organisation,
  country: a.country,
  state_province: a.stateProvince,
  post_code: a.postCode,
  address: a.address,
});

export const addressJson = (a: AddressRow, lang: Language): InvoiceAddress => ({ id: a.id, ...billToJson(addressSnapshot(a), lang), is_default: a.isDefault });

export const isPaidOrRefunded = (status: string) => status === 'paid' || status === 'refund';

export function invoiceJson(row: InvoiceRow, items: InvoiceItemRow[], lang: Language): Invoice {
  const own = items.filter((item) => item.invoiceId === row.id);
  const description = invoiceDescription({ type: row.type, applicationKind: row.applicationKind, itemCodes: own.map((item) => item.itemCode) });
  return {
    id: row.id,
    public_id: row.publicId,
    invoice_number: row.number,
    status: row.status,
    status_label: translate(lang, `billing.status.${row.status}`),
    currency: row.currency as Currency,
    type: row.type,
    membership_type: row.membershipType,
    description_code: description,
    description: translate(lang, `billing:description.${description}`),
    items: own.map((item) => ({
      item_code: item.itemCode,
      product: item.product[lang] ?? item.product.en,
      quantity: item.quantity,
      unit_price: item.unitPrice,
      discount_percent: item.discountPercent,
      discount: item.discount,
      amount: item.amount,
    })),
    sub_total: row.subTotal,
    discount: row.discount,
    vat: row.vat,
    grand_total: row.grandTotal,
    reference: row.reference,
    receipt_number: row.receiptNumber,
    bill_to: row.billTo ? billToJson(row.billTo, lang) : null,
    refusal_reason: row.status === 'waiting_for_payment' ? row.refusalReason : null,
    application: row.applicationKind && row.applicationId ? { kind: row.applicationKind, id: row.applicationId } : null,
    payable: row.status === 'waiting_for_payment',
    receipt_url: isPaidOrRefunded(row.status) ? `/api/invoice/${row.id}/receipt` : null,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** "Ananda Sharma (Annual renewal of the teacher registration)": the reference with what it is for, for mails and receipts. */
export const describedReference = (invoice: Pick<Invoice, 'reference' | 'description'>) =>
  invoice.reference ? `${invoice.reference} (${invoice.description})` : invoice.description;

/** A transaction for its owner or the office; a card's reason is a message key, read in `lang`. */
export function transactionJson(t: TransactionRow, invoiceNumber: string, lang: Language = 'en'): PaymentTransaction {
  return {
    id: t.id,
    invoice: t.invoiceId,
    invoice_number: invoiceNumber,
    method: t.method,
    status: t.status,
    amount: t.amount,
    currency: t.currency as Currency,
    processor: t.processor,
    processor_reference: t.processorReference,
    bank: t.bank,
    branch: t.branch,
    account_name: t.accountName,
    account_number: t.accountNumber,
    date: t.transferDate,
    time: t.transferTime,
    slip_url: t.slipFileId ? `/api/file/${t.slipFileId}/download` : null,
    reason: t.method === 'card' && t.reason && /^[a-zA-Z_.]+$/.test(t.reason) ? translate(lang, t.reason) : t.reason,
    created_at: t.createdAt.toISOString(),
    reviewed_at: t.reviewedAt?.toISOString() ?? null,
  };
}
