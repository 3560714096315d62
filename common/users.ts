import { z } from './zod-setup.ts';

// Answers of the user calls (SPEC §3 User profile, §7 User). The forms' inputs are in auth.ts and profile.ts.

/** GET /api/user-auth/user/: who the token belongs to. */
export const UserInfoSchema = z.object({
  pk: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_staff: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** POST /api/user-auth/registration/: the new member and a welcome message. */
export const RegisteredSchema = UserInfoSchema.extend({ detail: z.string() });
export type Registered = z.infer<typeof RegisteredSchema>;

/** GET /api/user-profile/: the member's own profile. */
export const ProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  profile: z.object({ avatar: z.string().nullable().describe('public address of the avatar image') }),
  phone_number: z.string().nullable(),
  phone_verified: z.boolean(),
  phone_pending: z.string().nullable().describe('a number that was sent a code which can still verify it'),
  web_site_url: z.string().nullable(),
  detail: z.string().nullable(),
  region: z.number().int().nullable(),
  region_name: z.string().nullable(),
  region_country: z.string().nullable().describe("ISO code of the region's country"),
  legal_full_name: z.string().nullable(),
  nationality: z.string().nullable(),
  country_of_residence: z.string().nullable(),
  date_of_birth: z.string().nullable().describe('YYYY-MM-DD'),
  email_notifications: z.boolean(),
  location: z.string().nullable(),
  has_password: z.boolean().describe('false for accounts made through Google sign-in that never set one'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** PATCH /api/user-profile/: the saved profile and a confirmation. */
export const ProfileSavedSchema = ProfileSchema.extend({ detail_message: z.string() });
export type ProfileSaved = z.infer<typeof ProfileSavedSchema>;
