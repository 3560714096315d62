import { z } from './zod-setup.ts';
import { EmailField, RequiredText } from './fields.ts';

// Shared by the contact and feedback forms (browser, action) and the API.

export const STANDARD_CODES = ['RSY', 'AYS', 'KYS', 'PYS', 'YTS', 'AVS', 'YYS', 'MSS', 'CYS', 'EYEP', 'OYCP', 'GYS', 'AYP'] as const;
export type StandardCode = (typeof STANDARD_CODES)[number];
export const isStandardCode = (value: string): value is StandardCode => (STANDARD_CODES as readonly string[]).includes(value);

export const FEE_TYPES = ['annual', 'lifetime'] as const;
export type FeeType = (typeof FEE_TYPES)[number];
export const FEE_AUDIENCES = ['school', 'teacher'] as const;

export const FEEDBACK_CATEGORIES = ['website', 'membership', 'directory', 'events', 'other'] as const;
export const VIDEOS_PAGE_SIZE = 9;

const MessageText = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .min(10, 'validation.min_length?min=10')
  .max(5000, 'validation.max_length?max=5000');

export const ContactSchema = z.object({
  subject: RequiredText(200),
  message: MessageText,
  email: EmailField,
});
export type ContactInput = z.infer<typeof ContactSchema>;

export const FeedbackSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, { error: 'validation.feedback_category' }),
  rating: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: 'validation.rating' }).int('validation.rating').min(1, 'validation.rating').max(5, 'validation.rating').optional(),
  ),
  message: MessageText,
  email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), EmailField.optional()),
});
export type FeedbackInput = z.infer<typeof FeedbackSchema>;
