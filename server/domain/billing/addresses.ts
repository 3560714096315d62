import type { InvoiceAddress, InvoiceAddressInput } from '#common/billing.ts';
import type { Language } from '#common/constants.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { type Actor, requireMember, requireOwner } from '../access.ts';
import type { Deps } from '../deps.ts';
import {
  clearDefaultAddress,
  countAddresses,
  insertAddress,
  lockUser,
  selectAddress,
  selectAddresses,
  selectCountryByCode,
  updateAddress,
} from './billing.queries.ts';
import { addressJson } from './invoice-json.ts';

// A member's invoice addresses: several may be saved, one is the default that new invoices bill to.

/** More would only be clutter on the checkout page. */
export const MAX_INVOICE_ADDRESSES = 20;

async function assertCountry(db: Db, code: string | undefined) {
  if (code !== undefined && !(await selectCountryByCode(db, code))) throw fieldError('country', 'validation.country');
}

const columns = (input: Partial<InvoiceAddressInput>) => ({
  ...(input.first_name !== undefined ? { firstName: input.first_name } : {}),
  ...(input.last_name !== undefined ? { lastName: input.last_name } : {}),
  ...(input.organisation !== undefined ? { organisation: input.organisation } : {}),
  ...(input.country !== undefined ? { country: input.country } : {}),
  ...(input.state_province !== undefined ? { stateProvince: input.state_province } : {}),
  ...(input.post_code !== undefined ? { postCode: input.post_code } : {}),
  ...(input.address !== undefined ? { address: input.address } : {}),
});

export async function findInvoiceAddresses(deps: Deps, options: { actor: Actor; lang: Language }): Promise<InvoiceAddress[]> {
  const userId = requireMember(options.actor);
  return (await selectAddresses(deps.db, userId)).map((a) => addressJson(a, options.lang));
}

/** Saves a new address; the first one, or one marked so, becomes the default. */
export async function createInvoiceAddress(deps: Deps, options: { actor: Actor; lang: Language; input: InvoiceAddressInput }): Promise<InvoiceAddress> {
  const userId = requireMember(options.actor);
  await assertCountry(deps.db, options.input.country);
  const row = await inTransaction(deps.db, async (tx) => {
    await lockUser(tx, userId);
    const existing = await countAddresses(tx, userId);
    if (existing >= MAX_INVOICE_ADDRESSES) throw new AppError('CONFLICT', `errors.too_many_addresses?max=${MAX_INVOICE_ADDRESSES}`);
    const isDefault = existing === 0 || options.input.is_default === true;
    if (isDefault) await clearDefaultAddress(tx, userId);
    return insertAddress(tx, {
      userId,
      firstName: options.input.first_name,
      lastName: options.input.last_name,
      organisation: options.input.organisation ?? null,
      country: options.input.country,
      stateProvince: options.input.state_province,
      postCode: options.input.post_code,
      address: options.input.address,
      isDefault,
    });
  });
  return addressJson(row, options.lang);
}

/** Changes the fields sent; `is_default: true` moves the default here (the default cannot be unset, only moved). */
export async function updateInvoiceAddress(
  deps: Deps,
  options: { actor: Actor; id: number; lang: Language; input: Partial<InvoiceAddressInput> },
): Promise<InvoiceAddress> {
  requireMember(options.actor);
  const current = await selectAddress(deps.db, options.id);
  requireOwner(options.actor, current?.userId ?? null);
  if (!current) throw new AppError('NOT_FOUND', 'errors.not_found');
  await assertCountry(deps.db, options.input.country);
  const row = await inTransaction(deps.db, async (tx) => {
    await lockUser(tx, current.userId);
    const makeDefault = options.input.is_default === true && !current.isDefault;
    if (makeDefault) await clearDefaultAddress(tx, current.userId);
    return updateAddress(tx, current.id, { ...columns(options.input), ...(makeDefault ? { isDefault: true } : {}) });
  });
  return addressJson(row, options.lang);
}
