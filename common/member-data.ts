import type { Language } from './constants.ts';
import { hasControlCharacters } from './fields.ts';
import { z } from './zod-setup.ts';

// A member's own data (docs/decisions/0041-data-export-and-erasure.md): a copy to download
// (POST/GET user-profile/export/) and the deletion of the account (DELETE user-profile/).

/** How long a ready archive can be downloaded. */
export const DATA_EXPORT_DAYS = 7;

/**
 * none: never asked (or the last copy was removed with the account's data); requested: being made;
 * ready: downloadable until `expires_at`; failed: could not be made, ask again; expired: ask again.
 */
export const DATA_EXPORT_STATES = ['none', 'requested', 'ready', 'failed', 'expired'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

export const DataExportSchema = z.object({
  id: z.number().int().nullable().describe('null while none was ever asked for'),
  state: z.enum(DATA_EXPORT_STATES),
  requested_at: z.string().nullable(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable().describe('until when the archive can be downloaded'),
  size: z.number().int().nullable().describe('bytes of the archive'),
  download_url: z.string().nullable().describe('API path of the archive (a .tar.gz) while it is ready; only its member may download it'),
});
export type DataExport = z.infer<typeof DataExportSchema>;

/** POST user-profile/export/: the new request and a confirmation. */
export const DataExportRequestedSchema = DataExportSchema.extend({ detail: z.string() });
export type DataExportRequested = z.infer<typeof DataExportRequestedSchema>;

/**
 * The username of an erased member's placeholder account (`~deleted-<id>`): sign-up refuses `~`, so
 * no member can hold one, and pages can tell the placeholder from a member.
 */
export const ERASED_USERNAME_PREFIX = '~deleted-';
export const isErasedUsername = (username: string) => username.startsWith(ERASED_USERNAME_PREFIX);

/** The word a member types to delete their account, in the language of the page they read. */
export const DELETE_CONFIRMATION_WORDS: Record<Language, string> = { en: 'DELETE', th: 'ลบ', zh: '删除', hi: 'हटाएं' };

/**
 * Compares what was typed with the word: spaces around it, letter case and Unicode forms do not
 * matter, nor Hindi's two spellings of the nasal vowel (हटाएं, हटाएँ).
 */
export const isConfirmationWord = (typed: string, lang: Language) => fold(typed) === fold(DELETE_CONFIRMATION_WORDS[lang]);
const fold = (word: string) =>
  word
    .trim()
    .normalize('NFC')
    .toUpperCase()
    .replace(/\u0901/g, '\u0902');

/** DELETE user-profile/: the member's password and the confirmation word of the request's language. */
export const AccountDeletionSchema = z.object({
  password: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(128),
  confirmation: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(40, 'validation.max_length?max=40'),
});
export type AccountDeletion = z.infer<typeof AccountDeletionSchema>;

/** How long the office's reason for erasing a member may be (it stays in the audit log). */
export const ERASURE_REASON_MIN = 3;
export const ERASURE_REASON_MAX = 500;

/** DELETE staff/members/{id}: the office erases a member, with the reason the audit log keeps. */
export const StaffErasureSchema = z.object({
  reason: z.preprocess(
    (v) => v ?? '',
    z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required', abort: true })
      .min(ERASURE_REASON_MIN, `validation.min_length?min=${ERASURE_REASON_MIN}`)
      .max(ERASURE_REASON_MAX, `validation.max_length?max=${ERASURE_REASON_MAX}`)
      .refine((v) => !hasControlCharacters(v), 'validation.control_characters'),
  ),
});
export type StaffErasure = z.infer<typeof StaffErasureSchema>;
