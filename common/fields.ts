import { z } from './zod-setup.ts';

// Message keys (translated at the edges: by the API for its answers, by the web for forms).
// A key may carry parameters after a "?" as in "validation.max_length?max=150".

/** Form and multipart booleans arrive as 1/0 or true/false (SPEC §7). */
export const BooleanField = z.preprocess((value) => {
  if (value === '1' || value === 1 || value === 'true' || value === 'on') return true;
  if (value === '0' || value === 0 || value === 'false' || value === '') return false;
  return value;
}, z.boolean());

/** The largest value of the database's integer columns: larger ids can only be wrong. */
export const MAX_DB_INT = 2_147_483_647;

/** NUL and the other C0/C1 control characters, except tab and line breaks that multi-line text may hold. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Any control character at all: for one-line values (names, codes, search terms). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const LINE_CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;

/** Drops every control character (addresses typed by hand are corrected rather than refused). */
export const withoutControlCharacters = (value: string) => value.replace(new RegExp(LINE_CONTROL_CHARACTERS.source, 'g'), '');

export const hasControlCharacters = (value: string, multiLine = true) => (multiLine ? CONTROL_CHARACTERS : LINE_CONTROL_CHARACTERS).test(value);

/** One rule for all free text: no control characters (NUL breaks PostgreSQL; the rest is never meant). */
export const TextField = (max: number) =>
  z
    .string()
    .max(max, `validation.max_length?max=${max}`)
    .refine((v) => !hasControlCharacters(v), 'validation.control_characters');

/** One-line text such as a search term, a code or a slug. */
export const LineField = (max: number) =>
  z
    .string()
    .max(max, `validation.max_length?max=${max}`)
    .refine((v) => !hasControlCharacters(v, false), 'validation.control_characters');

/** Optional text that treats an empty string as "clear the field". */
export const OptionalText = (max: number) =>
  TextField(max)
    .trim()
    .transform((v) => v || null)
    .nullable()
    .optional();

export const RequiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, `validation.max_length?max=${max}`)
    .refine((v) => !hasControlCharacters(v), 'validation.control_characters');

/** One rule for every id in paths, filters and bodies: a positive integer the database can hold. */
export const IdField = z.coerce
  .number({ error: 'validation.invalid' })
  .int('validation.invalid')
  .min(1, 'validation.invalid')
  .max(MAX_DB_INT, 'validation.invalid');

/** An id that may be sent empty to clear it (forms). */
export const OptionalIdField = z.preprocess((v) => (v === '' || v === null ? null : v), IdField.nullable()).optional();

/** Page numbers: past this no list has pages, and larger values overflow the offset. */
export const MAX_PAGE = 100_000;
export const PageNumberField = z.coerce
  .number({ error: 'validation.invalid' })
  .int('validation.invalid')
  .min(1, 'validation.invalid')
  .max(MAX_PAGE, 'validation.invalid');

/** A country given by id or ISO code (12 or TH). */
export const CountryKeyField = z
  .string()
  .trim()
  .regex(/^(\d{1,10}|[A-Za-z]{2,3})$/, 'validation.invalid')
  .refine((v) => !/^\d+$/.test(v) || (Number(v) >= 1 && Number(v) <= MAX_DB_INT), 'validation.invalid');

export const EmailField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(254, 'validation.max_length?max=254')
  .pipe(z.email('validation.email'))
  .transform((v) => v.toLowerCase());

/** E.164-style phone number: optional +, 7–15 digits; spaces and dashes are dropped. */
export const PhoneField = z
  .string({ error: 'validation.required' })
  .trim()
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+?[1-9]\d{6,14}$/, 'validation.phone'));

export const OtpCodeField = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^\d{6}$/, 'validation.otp_code');

/** A page number from a page URL: anything malformed is the first page, anything too large the last one allowed. */
export function pageFromUrl(value: string | null): number {
  if (value && /^\d+$/.test(value.trim()) && value.trim().length > 6) return MAX_PAGE;
  const parsed = PageNumberField.safeParse(value ?? '1');
  return parsed.success ? parsed.data : 1;
}

/** An id from a page URL, or null when it could not be one. */
export function idFromUrl(value: string | null | undefined): number | null {
  const parsed = IdField.safeParse(value ?? '');
  return parsed.success && /^\d+$/.test(String(value).trim()) ? parsed.data : null;
}
