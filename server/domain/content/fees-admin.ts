import type { Currency } from '#common/constants.ts';
import type { FeeType } from '#common/content.ts';
import type { FeeChange, StaffFeeItem } from '#common/staff-content.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/errors.ts';
import { publicContentChanged } from '../../lib/public-changes.ts';
import { type Actor, requireStaff } from '../access.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Deps } from '../deps.ts';
import { lockFeeAmounts, selectFeeItemsByCode, selectFeeTable, upsertFeeAmount } from './content-admin.queries.ts';

// The office sets the fee table (issue 12): one integer minor-unit amount per item, membership type
// and currency. Invoices copy their amounts when they are made (billing/pricing.ts), so a change
// prices new invoices only; invoices already issued keep what they say.

async function feeTable(db: Db): Promise<StaffFeeItem[]> {
  const { items, amounts } = await selectFeeTable(db);
  return items.map((item) => ({
    id: item.id,
    code: item.code,
    audience: item.audience,
    name: item.name,
    amounts: amounts.filter((a) => a.itemId === item.id).map((a) => ({ fee_type: a.feeType as FeeType, currency: a.currency as Currency, amount: a.amount })),
  }));
}

export async function findFeeTable(deps: Pick<Deps, 'db'>, options: { actor: Actor }): Promise<StaffFeeItem[]> {
  requireStaff(options.actor);
  return feeTable(deps.db);
}

const amountsByKey = (rows: { feeType: string; currency: string; amount: number }[]) =>
  Object.fromEntries(rows.map((r) => [`${r.feeType}.${r.currency}`, r.amount] as const).sort(([a], [b]) => a.localeCompare(b)));

/** Sets amounts (all or nothing); each item changed gets one audit entry with its amounts before and after. */
export async function changeFees(deps: Pick<Deps, 'db'>, options: { actor: Actor; change: FeeChange }): Promise<StaffFeeItem[]> {
  const staffId = requireStaff(options.actor);
  const codes = [...new Set(options.change.amounts.map((a) => a.code))];
  await inTransaction(deps.db, async (tx) => {
    const items = new Map((await selectFeeItemsByCode(tx, codes)).map((item) => [item.code, item]));
    const unknown = options.change.amounts.findIndex((a) => !items.has(a.code));
    if (unknown >= 0) throw new AppError('VALIDATION', 'validation.choice', { fields: { [`amounts.${unknown}.code`]: ['validation.choice'] } });
    for (const code of codes) {
      const item = items.get(code)!;
      const before = amountsByKey(await lockFeeAmounts(tx, item.id));
      for (const a of options.change.amounts.filter((x) => x.code === code)) {
        await upsertFeeAmount(tx, { itemId: item.id, feeType: a.fee_type, currency: a.currency, amount: a.amount });
      }
      const after = amountsByKey(await lockFeeAmounts(tx, item.id));
      if (JSON.stringify(before) === JSON.stringify(after)) continue;
      await recordAudit(tx, {
        actorId: staffId,
        action: 'fee.update',
        subject: { kind: 'fee_item', id: item.id },
        before: { code, ...before },
        after: { code, ...after },
      });
    }
  });
  publicContentChanged();
  return feeTable(deps.db);
}
