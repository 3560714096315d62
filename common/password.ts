import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { z } from './zod-setup.ts';

/** SPEC §5: at least 8 characters with a lowercase letter, an uppercase letter and a number. */
export function isStrongPassword(value: string): boolean {
  // Characters as people count them (code points), not UTF-16 units: 😀 is one character, not two.
  return [...value].length >= PASSWORD_MIN_LENGTH && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value);
}

export const PasswordSchema = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .max(128, 'validation.max_length?max=128')
  .refine(isStrongPassword, 'validation.password_rule');
