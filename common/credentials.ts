// Registry cards of listed schools and teachers, and the public check of their code
// (docs/decisions/0036-registry-cards.md). Codes and states: common/credential-codes.ts.
import { REGISTRY_CODE_LENGTH, REGISTRY_KINDS, REGISTRY_STATES, readRegistryCode } from './credential-codes.ts';
import { IdField } from './fields.ts';
import { z } from './zod-setup.ts';

export * from './credential-codes.ts';

/** A registry card's code in a path, as typed or printed; anything else is a 400 that says what a code looks like. */
export const RegistryCodeField = z
  .string()
  .max(20, 'credentials:validation.code')
  .transform((v) => readRegistryCode(v) ?? '')
  .refine((v) => v.length === REGISTRY_CODE_LENGTH, 'credentials:validation.code');
export const RegistryCodeParamsSchema = z.object({ code: RegistryCodeField });
export const RegistryCardParamsSchema = z.object({ id: IdField });

const Kind = z.enum(REGISTRY_KINDS);
const Levels = z.array(z.string()).describe('school: its standards (RSY, CYS …); teacher: RTY or CYT');
const Hours = z.number().int().nullable().describe('a teacher’s registration level in training hours (200, 500 …); null for a school');

/** The public facts of a registration: what its card prints, nothing private (no contact, no owner). */
export const RegisteredListingSchema = z.object({
  kind: Kind,
  name: z.string(),
  local_name: z.string().nullable(),
  levels: Levels,
  registration_hours: Hours,
  registration_number: z.string().nullable().describe('the WYA School ID or WYA Teacher ID'),
  member_since: z.string().nullable().describe('YYYY-MM-DD'),
  valid_until: z.string().nullable().describe('YYYY-MM-DD; null for a lifetime membership'),
  lifetime: z.boolean(),
  photo: z.string().nullable().describe('a teacher’s photo, a school’s logo (or cover image)'),
  profile_url: z.string().nullable().describe('its public page (a path), while it is valid'),
});
export type RegisteredListing = z.infer<typeof RegisteredListingSchema>;

/** Anyone checks a card's code: the state at the moment of asking, and the registration's public facts. */
export const RegistryVerificationSchema = z.object({
  code: z.string().describe('as printed, ABCDE-FGHJK'),
  state: z.enum(REGISTRY_STATES).describe('valid today, expired (membership lapsed), suspended by the office, or not listed'),
  checked_at: z.string().describe('when the state was computed (ISO 8601)'),
  listing: RegisteredListingSchema.nullable().describe('null when not listed: an application that was never on the register'),
});
export type RegistryVerification = z.infer<typeof RegistryVerificationSchema>;

/** The owner's registry card: what the PDF prints, the address its QR code holds, and that QR code for an SVG. */
export const RegistryCardSchema = RegisteredListingSchema.omit({ profile_url: true }).extend({
  id: z.number().int(),
  code: z.string().describe('as printed, ABCDE-FGHJK'),
  verify_url: z.string().describe('the absolute address of the public check (the QR code holds it)'),
  qr: z
    .object({
      size: z.number().int().describe('modules square, the light margin included: the SVG viewBox is 0 0 size size'),
      path: z.string().describe('SVG path data of the dark modules'),
    })
    .describe('the QR code of verify_url, to draw as an SVG'),
  pdf_url: z.string().describe('the API path of the card as a PDF'),
});
export type RegistryCard = z.infer<typeof RegistryCardSchema>;
