import { formatRegistryCode, type RegistryKind, type RegistryState, verifyPath } from '#common/credential-codes.ts';
import type { RegisteredListing, RegistryCard, RegistryVerification } from '#common/credentials.ts';
import { AppError } from '../../lib/errors.ts';
import { qrPath } from '../../lib/qr.ts';
import { type Actor, requireMember, requireOwner } from '../access.ts';
import type { Deps } from '../deps.ts';
import { imageUrl } from '../directory/answer-parts.ts';
import { type RegistryRow, selectRegistryByCode, selectRegistryById } from './registry.queries.ts';

// Registry cards (docs/decisions/0036-registry-cards.md): every school and teacher has a random code
// (drawn by the database on insert); while the listing is approved and valid its owner downloads a
// card whose QR code holds /verify/{code}, and anyone checks the code there. The state is computed
// when asked, from what the listing is now, so a card never needs to be withdrawn.

/** valid: listed today; expired: approved but lapsed (or refunded); suspended: hidden by the office; not_listed: never approved. */
export function registryState(row: Pick<RegistryRow, 'listed' | 'status' | 'validUntil' | 'membershipType'>): RegistryState {
  if (row.listed) return 'valid';
  if (row.status === 'approved' && (row.validUntil || row.membershipType === 'lifetime')) return 'expired';
  if (row.status === 'suspended') return 'suspended';
  return 'not_listed';
}

/** The public facts of a registration, as its card prints them. */
export function registeredListing(deps: Pick<Deps, 'storage'>, row: RegistryRow, state: RegistryState): RegisteredListing {
  const hours = row.registrationHours && /^\d+$/.test(row.registrationHours) ? Number(row.registrationHours) : null;
  return {
    kind: row.kind,
    name: row.name,
    local_name: row.localName,
    levels: row.levels,
    registration_hours: hours,
    registration_number: row.registrationNumber,
    member_since: row.memberSince,
    valid_until: row.validUntil,
    lifetime: !row.validUntil && row.membershipType === 'lifetime',
    photo: imageUrl(deps.storage, row.photo),
    profile_url: state === 'valid' ? `/${row.kind}s/${row.slug}` : null,
  };
}

/**
 * Anyone checks a code (stored form, see RegistryCodeField): the state now and the public facts; a
 * listing that was never on the register says only that it is not listed. An unknown code is not found.
 */
export async function verifyRegistration(deps: Pick<Deps, 'db' | 'storage'>, options: { code: string }): Promise<RegistryVerification> {
  const row = await selectRegistryByCode(deps.db, options.code);
  if (!row) throw new AppError('NOT_FOUND', 'credentials:errors.code_not_found');
  const state = registryState(row);
  return {
    code: formatRegistryCode(row.registryCode),
    state,
    checked_at: new Date().toISOString(),
    listing: state === 'not_listed' ? null : registeredListing(deps, row, state),
  };
}

/**
 * The owner's (or staff's) registry card of a school or teacher. Anyone else is told it does not
 * exist; a listing that is not listed today has no card to print (409, saying why).
 */
export async function getRegistryCard(deps: Pick<Deps, 'db'>, options: { actor: Actor; kind: RegistryKind; id: number }): Promise<RegistryRow> {
  requireMember(options.actor);
  const row = await selectRegistryById(deps.db, options.kind, options.id);
  requireOwner(options.actor, row?.userId);
  if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
  if (!row.listed) throw new AppError('CONFLICT', `credentials:errors.card_${registryState(row)}`);
  return row;
}

/** The absolute address a card's QR code holds. */
export const verifyUrl = (site: string, code: string) => `${site.replace(/\/+$/, '')}${verifyPath(code)}`;

/** The owner's card as the API answers it: the listing's facts, its code, the QR code's address and path. */
export async function registryCardAnswer(
  deps: Pick<Deps, 'db' | 'storage' | 'config'>,
  options: { actor: Actor; kind: RegistryKind; id: number; pdfUrl: string },
): Promise<RegistryCard> {
  const row = await getRegistryCard(deps, options);
  const url = verifyUrl(deps.config.publicUrl, row.registryCode);
  const { profile_url: _, ...facts } = registeredListing(deps, row, 'valid');
  return { ...facts, id: row.id, code: formatRegistryCode(row.registryCode), verify_url: url, qr: qrPath(url), pdf_url: options.pdfUrl };
}
