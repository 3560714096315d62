// Registry cards and their check by code (docs/decisions/0036-registry-cards.md), without the
// schemas: pages import these without loading Zod. common/credentials.ts re-exports them.

/** Crockford base 32 (no I, L, O or U), as certificates of attendance: a code read from a card is not misread. */
export const REGISTRY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REGISTRY_CODE_LENGTH = 10;

/** A code as printed (ABCDE-FGHJK), from the stored or a printed one. */
export function formatRegistryCode(code: string): string {
  const stored = code.replace(/-/g, '');
  return `${stored.slice(0, 5)}-${stored.slice(5)}`;
}

/** A code as a person types it: any case, with or without the dash or spaces, I/L as 1 and O as 0; null if it is no code. */
export function readRegistryCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0');
  return code.length === REGISTRY_CODE_LENGTH && [...code].every((c) => REGISTRY_CODE_ALPHABET.includes(c)) ? code : null;
}

/** The public page that checks a registration (the QR code of the card points here). */
export const verifyPath = (code: string) => `/verify/${formatRegistryCode(code)}`;

export const REGISTRY_KINDS = ['school', 'teacher'] as const;
export type RegistryKind = (typeof REGISTRY_KINDS)[number];

/**
 * What a check says, computed when it is asked: `valid` (approved and valid today, the directory's
 * rule), `expired` (approved, but its membership has lapsed), `suspended` (the office hid it), or
 * `not_listed` (any other state: an application that was never listed).
 */
export const REGISTRY_STATES = ['valid', 'expired', 'suspended', 'not_listed'] as const;
export type RegistryState = (typeof REGISTRY_STATES)[number];
