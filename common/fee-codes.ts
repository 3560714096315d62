import { SCHOOL_STANDARD_CODES } from './standards.ts';

// Which fee items a registration pays (docs/decisions/0029-every-level-priced.md), the same rule for
// the server's invoices and the wizard's amounts: a school pays each standard it registers for, except
// that CYS includes RSY; a teacher pays RTY by training hours, or CYT.

/** Every fee item the product offers: the 13 school standards, RTY by hours and CYT. */
export const TEACHER_FEE_CODES = ['RTY-200', 'RTY-300', 'RTY-500', 'CYT'] as const;
export const FEE_CODES = [...SCHOOL_STANDARD_CODES, ...TEACHER_FEE_CODES];

/** The fee items of a school's levels, in the standards' order; CYS includes RSY. */
export function schoolFeeCodes(levels: readonly string[]): string[] {
  const chosen = SCHOOL_STANDARD_CODES.filter((code) => levels.includes(code));
  return chosen.includes('CYS') ? chosen.filter((code) => code !== 'RSY') : chosen;
}

/** The fee item of a teacher's registration: RTY by hours (200, 201–300, 500 and above), or CYT. */
export function teacherFeeCodes(type: string | null, level: string | null): string[] {
  if (type === 'CYT') return ['CYT'];
  if (type !== 'RTY' || !level) return [];
  const hours = Number(level);
  if (hours >= 500) return ['RTY-500'];
  if (hours > 200) return ['RTY-300'];
  return ['RTY-200'];
}
