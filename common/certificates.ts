// Certificates of attendance (issue 13; docs/decisions/0016-events-and-bookings.md, addendum):
// attendance of an event that accepts CE, as continuing-education hours.
import { PageSchema } from './answers.ts';
import { IdField } from './fields.ts';
import { z } from './zod-setup.ts';

/** Crockford base 32: no I, L, O or U, so a code read aloud or typed from paper is not misread. */
export const CERTIFICATE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_CODE_LENGTH = 10;

/** A code as printed everywhere (ABCDE-FGHJK: API answers, pages, PDF, CSV), from the stored one or a printed one. */
export function formatCertificateCode(code: string): string {
  const stored = code.replace(/-/g, '');
  return `${stored.slice(0, 5)}-${stored.slice(5)}`;
}

/**
 * A code as a person types it: any case, with or without the dash or spaces, I/L read as 1 and O as 0
 * (Crockford's rule). Anything else is not a code.
 */
export const CertificateCodeField = z
  .string()
  .max(20, 'validation.certificate_code')
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0'))
  .refine((v) => v.length === CERTIFICATE_CODE_LENGTH && [...v].every((c) => CERTIFICATE_ALPHABET.includes(c)), 'validation.certificate_code');
export const CertificateParamsSchema = z.object({ code: CertificateCodeField });

const Hours = z.number().describe('continuing-education hours (halves allowed)');

/** The public check of a code: who attended what; nothing more about the member. */
export const CertificateVerificationSchema = z.object({
  code: z.string().describe('as printed, ABCDE-FGHJK'),
  valid: z.boolean().describe('false once the school withdrew the attendance'),
  member_name: z.string().nullable(),
  event_subject: z.string().nullable(),
  school_name: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  hours: Hours.nullable(),
  issued_at: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>;

export const CertificateSchema = z.object({
  code: z.string(),
  booking: z.number().int().nullable().describe('the booking it was issued for (null once the event was deleted)'),
  event_subject: z.string(),
  school_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  hours: Hours,
  issued_at: z.string(),
});
/** A page of a member's valid certificates, newest event first, and the hours of all of them. */
export const CertificateListSchema = PageSchema(CertificateSchema).extend({ total_hours: Hours.describe('of every valid certificate, not only this page') });
/** What a listed teacher's public page shows: the CE hours of its member's valid certificates. */
export const CeSummaryQuerySchema = z.object({ teacher: IdField });
export const CeSummarySchema = z.object({ total_hours: Hours, certificates: z.number().int().describe('valid certificates of attendance') });
export type CeSummary = z.infer<typeof CeSummarySchema>;
export type Certificate = z.infer<typeof CertificateSchema>;
export type CertificateList = z.infer<typeof CertificateListSchema>;
