import { sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '#common/constants.ts';
import { FEE_CODES } from '#common/fee-codes.ts';
import { standardName, standardOf, standardSummary } from '#common/standards.ts';
import type { Db } from './client.ts';
import type { Localized } from './schema/content.ts';
import { feeItems } from './schema/index.ts';

// Every registration the product offers has a fee item (docs/decisions/0029-every-level-priced.md),
// so the office can price it in the back office; the amounts are the office's. Run with the
// migrations: an item missing from the table is added without amounts, and until the office sets
// them the level is shown as not available yet.

const HOURS: Record<Language, (hours: string) => string> = {
  en: (h) => `, ${h} hours`,
  th: (h) => ` ${h} ชั่วโมง`,
  zh: (h) => ` ${h} 小时`,
  hi: (h) => `, ${h} घंटे`,
};
const TEACHER_HOURS: Record<string, string> = { 'RTY-200': '200', 'RTY-300': '201–300', 'RTY-500': '500' };

/** A fee's name from the one list of standards: "Registered Yoga Teacher, 200 hours (RTY 200)". */
export function feeItemName(code: string): Localized {
  const hours = TEACHER_HOURS[code];
  const standard = hours ? 'RTY' : code;
  return Object.fromEntries(
    LANGUAGES.map((lang) => [lang, `${standardName(standard, lang)}${hours ? HOURS[lang](hours) : ''} (${hours ? `RTY ${hours.split('–').at(-1)}` : code})`]),
  ) as Localized;
}

const summaryOf = (code: string): Localized =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, standardSummary(code.startsWith('RTY') ? 'RTY' : code, lang)])) as Localized;

/** Adds the fee items the table lacks (no amounts); existing items and their amounts are left as they are. */
export async function ensureFeeItems(db: Db): Promise<void> {
  const values = FEE_CODES.map((code, index) => ({
    code,
    audience: (standardOf(code)?.audience ?? 'teacher') as 'school' | 'teacher',
    name: feeItemName(code),
    description: summaryOf(code),
    sortOrder: index,
  }));
  await db.insert(feeItems).values(values).onConflictDoNothing({ target: feeItems.code });
  // Keep a stable order: schools by the standards' list, then teachers (items added later sort last otherwise).
  await db.execute(
    sql`update fee_items set sort_order = array_position(${sql.param(FEE_CODES)}::text[], code::text) where code = any(${sql.param(FEE_CODES)}::text[])`,
  );
}
