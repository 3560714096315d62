import type { Db } from '../../db/client.ts';
import type { Localized } from '../../db/schema/content.ts';
import { AppError } from '../../lib/errors.ts';
import { schoolHasLevel, selectApplicationForInvoice, selectFees } from './billing.queries.ts';

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

/** The fee item a school pays: CYS includes RSY, so a school applying for both pays CYS alone. */
export function schoolFeeCodes(levels: readonly string[]): string[] {
  if (levels.includes('CYS')) return ['CYS'];
  if (levels.includes('RSY')) return ['RSY'];
  return [];
}

/** The fee item of a teacher's registration level (hours): 200, 201–300, 500 and above. */
export function teacherFeeCodes(type: string | null, level: string | null): string[] {
  if (type !== 'RTY' || !level) return [];
  const hours = Number(level);
  if (hours >= 500) return ['RTY-500'];
  if (hours > 200) return ['RTY-300'];
  return ['RTY-200'];
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
  if (!codes.length || fees.length !== codes.length) throw new AppError('CONFLICT', 'errors.fee_not_available');
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
