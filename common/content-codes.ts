// Codes of the information pages, without their schemas: pages import these without loading Zod.
// common/content.ts re-exports them.
import { SCHOOL_STANDARD_CODES } from './standards.ts';

/** The standards that have a page of their own (/standards/{code}): the school standards of common/standards.ts. */
export const STANDARD_CODES = SCHOOL_STANDARD_CODES;
export type StandardCode = (typeof STANDARD_CODES)[number];
export const isStandardCode = (value: string): value is StandardCode => (STANDARD_CODES as readonly string[]).includes(value);

export const FEE_TYPES = ['annual', 'lifetime'] as const;
export type FeeType = (typeof FEE_TYPES)[number];
export const FEE_AUDIENCES = ['school', 'teacher'] as const;

export const FEEDBACK_CATEGORIES = ['website', 'membership', 'directory', 'events', 'other'] as const;
export const VIDEOS_PAGE_SIZE = 9;
