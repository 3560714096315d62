import type { Currency, Language } from '#common/constants.ts';
import type { Fee } from '#common/content.ts';
import type { Deps } from '../deps.ts';
import { selectFees } from './content.queries.ts';
import { pick } from './localize.ts';

/** The fee table in one currency: each registration with its annual and lifetime amount (minor units). */
export async function findFees(
  deps: Deps,
  options: { lang: Language; currency: Currency; audience?: 'school' | 'teacher' },
): Promise<{ currency: Currency; results: Fee[] }> {
  const rows = await selectFees(deps.db, options);
  const byCode = new Map<string, Fee>();
  for (const { item, feeType, amount } of rows) {
    let entry = byCode.get(item.code);
    if (!entry) {
      entry = {
        code: item.code,
        audience: item.audience,
        name: pick(item.name, options.lang),
        description: pick(item.description, options.lang),
        amounts: { annual: null, lifetime: null },
      };
      byCode.set(item.code, entry);
    }
    entry.amounts[feeType] = amount;
  }
  return { currency: options.currency, results: [...byCode.values()] };
}
