import { schoolFeeCodes, teacherFeeCodes } from '#common/fee-codes.ts';
import type { Db } from '../../db/client.ts';
import type { Localized } from '../../db/schema/content.ts';
import { AppError } from '../../lib/errors.ts';
import { schoolHasLevel, selectApplicationForInvoice, selectFees, selectFullyPricedCodes } from './billing.queries.ts';

// What an application costs: items from the fee table (amounts set per currency by the office, never
// converted), the graduate discount of ADR 0005, and totals in integer minor units.

export type PricedItem = {
  itemCode: string;
  product: Localized;
  quantity: number;
  unitPrice: number;
  discountPercent: number;
  discount: number;
  amount: number;
  sortOrder: number;
};
export type Totals = { subTotal: number; discount: number; vat: number; grandTotal: number };
export type ApplicationRef = { kind: 'school' | 'teacher'; id: number };

/** ADR 0005: graduates of an RSY (or CYS) school get 15% off their RTY registration. */
export const GRADUATE_DISCOUNT_PERCENT = 15;

/** percent of an amount in minor units, rounded half up (amounts are never negative). */
export const percentOf = (amount: number, percent: number) => Math.floor((amount * percent + 50) / 100);

/** Sub total, discount, VAT on what remains, grand total: all integers, from the items alone. */
export function computeTotals(items: Pick<PricedItem, 'amount' | 'discount'>[], vatPercent: number): Totals {
  const subTotal = items.reduce((sum, item) => sum + item.amount, 0);
  const discount = items.reduce((sum, item) => sum + item.discount, 0);
  const vat = percentOf(subTotal - discount, vatPercent);
  return { subTotal, discount, vat, grandTotal: subTotal - discount + vat };
}

/**
 * Prices an application in a currency for a membership type. Refused (409) when the fee table has no
 * amount for it: an invoice is never made up.
 */
export async function priceApplication(
  db: Db,
  application: ApplicationRef,
  options: { membershipType: 'annual' | 'lifetime'; currency: string },
): Promise<{ items: PricedItem[]; reference: string; userId: number }> {
  const row = await selectApplicationForInvoice(db, application.kind, application.id);
  if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
  const codes = application.kind === 'school' ? schoolFeeCodes(row.levels) : teacherFeeCodes(row.registrationType, row.registrationLevel);
  const fees = await selectFees(db, codes, options.membershipType, options.currency);
  // The wizard offers only priced levels (assertPriced); a fee the office removed since is still a clear 409.
  if (!codes.length || fees.length !== codes.length) throw new AppError('CONFLICT', 'errors.fee_not_set');
  const discountPercent =
    application.kind === 'teacher' && row.trainingSchoolId && (await schoolHasLevel(db, row.trainingSchoolId, ['RSY', 'CYS'])) ? GRADUATE_DISCOUNT_PERCENT : 0;
  const items = fees.map((fee, index) => ({
    itemCode: fee.code,
    product: fee.name,
    quantity: 1,
    unitPrice: fee.amount,
    discountPercent,
    discount: percentOf(fee.amount, discountPercent),
    amount: fee.amount,
    sortOrder: index,
  }));
  return { items, reference: row.name, userId: row.userId };
}

/**
 * The codes among `codes` that cannot be priced yet: the office has not set an amount for every
 * currency and both membership types. Only fully priced levels are offered, so a member never fills
 * in a whole application to meet a missing fee at the end.
 */
export async function unpricedCodes(db: Db, codes: readonly string[]): Promise<string[]> {
  if (!codes.length) return [];
  const priced = new Set(await selectFullyPricedCodes(db, codes));
  return codes.filter((code) => !priced.has(code));
}

/** Refuses (400 on `field`) a choice of levels the office has not priced yet. */
export async function assertPriced(db: Db, field: string, codes: readonly string[]): Promise<void> {
  const missing = await unpricedCodes(db, codes);
  if (missing.length) {
    const message = `errors.level_not_available?codes=${missing.join(', ')}`;
    throw new AppError('VALIDATION', message, { fields: { [field]: [message] } });
  }
}
