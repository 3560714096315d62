import { z } from './zod-setup.ts';

// Message keys (translated at the edges: by the API for its answers, by the web for forms).
// A key may carry parameters after a "?" as in "validation.max_length?max=150".

/** Form and multipart booleans arrive as 1/0 or true/false (SPEC §7). */
export const BooleanField = z.preprocess((value) => {
  if (value === '1' || value === 1 || value === 'true' || value === 'on') return true;
  if (value === '0' || value === 0 || value === 'false' || value === '') return false;
  return value;
}, z.boolean());

/** Optional text that treats an empty string as "clear the field". */
export const OptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `validation.max_length?max=${max}`)
    .transform((v) => v || null)
    .nullable()
    .optional();

export const RequiredText = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, `validation.max_length?max=${max}`);

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

export const OtpCodeField = z.string({ error: 'validation.required' }).trim().regex(/^\d{6}$/, 'validation.otp_code');
