import { BooleanField, EmailField, OtpCodeField, PhoneField, RequiredText } from './fields.ts';
import { PasswordSchema } from './password.ts';
import { z } from './zod-setup.ts';

export const UsernameField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(3, 'validation.min_length?min=3')
  .max(150, 'validation.max_length?max=150')
  .regex(/^[\w.@+-]+$/, 'validation.username');

export const RegistrationSchema = z
  .object({
    username: UsernameField,
    email: EmailField,
    password1: PasswordSchema,
    password2: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
    first_name: RequiredText(150),
    last_name: RequiredText(150),
    // An unticked checkbox is absent from the form: treat it as false so the terms message shows.
    accept_terms: z.preprocess((v) => v ?? false, BooleanField).refine((v) => v === true, 'validation.accept_terms'),
  })
  .refine((d) => d.password1 === d.password2, { path: ['password2'], message: 'validation.password_mismatch' });
export type Registration = z.infer<typeof RegistrationSchema>;

export const LoginSchema = z.object({
  username: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(254),
  password: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(128),
});

export const PasswordResetSchema = z.object({ email: EmailField });

const NewPasswordFields = z.object({
  new_password1: PasswordSchema,
  new_password2: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
});
const passwordsMatch: [(d: { new_password1: string; new_password2: string }) => boolean, { path: string[]; message: string }] = [
  (d) => d.new_password1 === d.new_password2,
  { path: ['new_password2'], message: 'validation.password_mismatch' },
];

/** The form of the emailed reset link (uid and token come from the link itself). */
export const NewPasswordSchema = NewPasswordFields.refine(...passwordsMatch);

export const PasswordResetConfirmSchema = NewPasswordFields.extend({
  uid: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
  token: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
}).refine(...passwordsMatch);

/** The two parts of an emailed reset link, checked before the new-password form shows. */
export const PasswordResetLinkSchema = z.object({
  uid: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(64, 'validation.invalid'),
  token: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(128, 'validation.invalid'),
});

export const PasswordChangeSchema = NewPasswordFields.extend({
  old_password: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
}).refine(...passwordsMatch);

export const MobileOtpGenerateSchema = z.object({ phone_number: PhoneField });
export const MobileOtpVerifySchema = z.object({ phone_number: PhoneField, code: OtpCodeField });
export const EmailOtpGenerateSchema = z.object({ email: EmailField });
export const EmailOtpVerifySchema = z.object({ email: EmailField, code: OtpCodeField });
export const CheckEmailSchema = z.object({ email: EmailField });
export const CheckPhoneSchema = z.object({ phone_number: PhoneField });

/** RFC 6749 §5.1: the token calls' answer (password, client_credentials, refresh_token, convert-token). */
export const TokenAnswerSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().describe('seconds'),
  refresh_token: z.string().optional().describe('member tokens only; each works once'),
  scope: z.string().optional(),
});
export type TokenAnswer = z.infer<typeof TokenAnswerSchema>;

/** RFC 7009: the same empty answer whether or not the token was live. */
export const RevokedSchema = z.object({}).describe('Revoked, or was not live');

/** Answers of check-email-exists and check-phone-exists. */
export const ExistsSchema = z.object({ exists: z.boolean() });
