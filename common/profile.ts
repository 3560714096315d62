import { BooleanField, OptionalIdField, OptionalText } from './fields.ts';
import { z } from './zod-setup.ts';

const CountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), 'validation.country')
  .transform((v) => v || null)
  .nullable()
  .optional();

/** Editable fields of SPEC §3 User profile; every field optional so PATCH changes only what is sent. */
export const ProfileUpdateSchema = z.object({
  first_name: z.string().trim().min(1, 'validation.required').max(150, 'validation.max_length?max=150').optional(),
  last_name: z.string().trim().min(1, 'validation.required').max(150, 'validation.max_length?max=150').optional(),
  legal_full_name: OptionalText(200),
  nationality: CountryCode,
  country_of_residence: CountryCode,
  date_of_birth: z
    .string()
    .trim()
    .refine((v) => v === '' || isPastIsoDate(v), 'validation.date_of_birth')
    .transform((v) => v || null)
    .nullable()
    .optional(),
  email_notifications: BooleanField.optional(),
  location: OptionalText(255),
  detail: OptionalText(5000),
  web_site_url: z
    .string()
    .trim()
    .max(500, 'validation.max_length?max=500')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), 'validation.url')
    .transform((v) => v || null)
    .nullable()
    .optional(),
  region: OptionalIdField,
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

function isPastIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getTime() < Date.now() && date.getUTCFullYear() >= 1900;
}
