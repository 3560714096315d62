import { PageSchema } from './answers.ts';
import { SlugField } from './applications.ts';
import { MINOR_UNITS } from './billing.ts';
import { CURRENCIES, type Currency } from './constants.ts';
import { FEE_TYPES } from './content.ts';
import { BooleanField, hasControlCharacters, IdField, LineField, RequiredText } from './fields.ts';
import { z } from './zod-setup.ts';

// The office edits the site's listable content (issue 12): videos, FAQ, team, testimonials, platform
// events in the four languages, the fee table, and hides school ratings. Each text is stored as
// {en, th, zh, hi} (ADR 0005): English is required, an empty language falls back to English.

/** The kinds of listable content, as they appear in paths (`/api/staff/content/{kind}`, `/staff/content/{kind}`). */
export const CONTENT_KINDS = ['faq', 'videos', 'team', 'testimonials', 'platform-events'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const isContentKind = (value: unknown): value is ContentKind => (CONTENT_KINDS as readonly unknown[]).includes(value);

/** What the audit log calls a record of each kind (subject_kind). */
export const CONTENT_SUBJECTS = {
  faq: 'faq_entry',
  videos: 'video',
  team: 'team_member',
  testimonials: 'testimonial',
  'platform-events': 'platform_event',
} as const satisfies Record<ContentKind, string>;

export const FAQ_GROUPS = ['membership', 'schools', 'teachers', 'payments'] as const;
export const VIDEO_CATEGORIES = ['practice', 'pranayama', 'meditation', 'philosophy', 'anatomy', 'teaching', 'business', 'community'] as const;
export const VIDEO_PROVIDERS = ['youtube'] as const;

// ---- Texts in four languages ----

// Forms send an empty language as nothing at all (conform), the API may leave it out: both are "".
const Optional = (max: number, multiLine: boolean) =>
  z
    .string()
    .trim()
    .max(max, `validation.max_length?max=${max}`)
    .refine((v) => !hasControlCharacters(v, multiLine), 'validation.control_characters')
    .optional()
    .transform((v) => v ?? '');

/** {en, th, zh, hi}: English required (the other languages fall back to it), the others may be empty. */
export const LocalizedInput = (max: number, multiLine = false) =>
  z.object(
    {
      en: z
        .string({ error: 'content_admin.english_required' })
        .trim()
        .min(1, 'content_admin.english_required')
        .max(max, `validation.max_length?max=${max}`)
        .refine((v) => !hasControlCharacters(v, multiLine), 'validation.control_characters'),
      th: Optional(max, multiLine),
      zh: Optional(max, multiLine),
      hi: Optional(max, multiLine),
    },
    { error: 'content_admin.english_required' },
  );
export const LocalizedSchema = z.object({ en: z.string(), th: z.string(), zh: z.string(), hi: z.string() }).describe('the text per language; empty = English');
export type LocalizedText = z.infer<typeof LocalizedSchema>;

const SortOrderField = z.coerce
  .number({ error: 'validation.number' })
  .int('validation.number')
  .min(0, 'validation.min_value?min=0')
  .max(100_000, 'validation.max_value?max=100000');
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'validation.choice' });
/** A moment as ISO 8601; without an offset (a datetime-local field) it is UTC. */
export const MomentField = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/, 'content_admin.moment')
  .transform((v, ctx) => {
    const moment = new Date(/(Z|[+-]\d{2}:\d{2})$/.test(v) ? v : `${v}Z`);
    if (Number.isNaN(moment.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'content_admin.moment' });
      return z.NEVER;
    }
    return moment.toISOString();
  });

// ---- Inputs (one schema validates in the browser, the web action and the API) ----

export const FaqInputSchema = z.object({
  group: choice(FAQ_GROUPS),
  question: LocalizedInput(300),
  answer: LocalizedInput(3000, true),
  sort_order: SortOrderField.default(0),
});

export const VideoInputSchema = z.object({
  title: LocalizedInput(200),
  description: LocalizedInput(2000, true),
  category: choice(VIDEO_CATEGORIES),
  provider: choice(VIDEO_PROVIDERS).default('youtube'),
  external_id: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .regex(/^[A-Za-z0-9_-]{6,64}$/, 'content_admin.video_id'),
  duration_seconds: z.coerce
    .number({ error: 'validation.number' })
    .int('validation.number')
    .min(1, 'validation.min_value?min=1')
    .max(86_400, 'validation.max_value?max=86400'),
  members_only: BooleanField.default(false),
  is_published: BooleanField.default(true),
});

export const TeamInputSchema = z.object({
  name: LocalizedInput(150),
  role: LocalizedInput(150),
  bio: LocalizedInput(2000, true),
  sort_order: SortOrderField.default(0),
});

export const TestimonialInputSchema = z.object({
  name: z.preprocess((v) => v ?? '', RequiredText(150)).refine((v) => !hasControlCharacters(v, false), 'validation.control_characters'),
  role: LocalizedInput(150),
  quote: LocalizedInput(2000, true),
  country: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.trim().toUpperCase() : v),
    z
      .string()
      .regex(/^[A-Z]{2}$/, 'validation.country')
      .optional(),
  ),
  rating: z.coerce.number({ error: 'validation.rating' }).int('validation.rating').min(1, 'validation.rating').max(5, 'validation.rating').default(5),
  is_published: BooleanField.default(true),
  sort_order: SortOrderField.default(0),
});

export const PlatformEventInputSchema = z
  .object({
    slug: SlugField,
    title: LocalizedInput(200),
    summary: LocalizedInput(500, true),
    description: LocalizedInput(5000, true),
    location: LocalizedInput(200),
    is_online: BooleanField.default(false),
    starts_at: MomentField,
    ends_at: MomentField,
    capacity: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce
        .number({ error: 'validation.number' })
        .int('validation.number')
        .min(1, 'validation.min_value?min=1')
        .max(100_000, 'validation.max_value?max=100000')
        .optional(),
    ),
    is_active: BooleanField.default(true),
  })
  .refine((v) => v.ends_at >= v.starts_at, { message: 'validation.event_dates', path: ['ends_at'] });

export const CONTENT_INPUTS = {
  faq: FaqInputSchema,
  videos: VideoInputSchema,
  team: TeamInputSchema,
  testimonials: TestimonialInputSchema,
  'platform-events': PlatformEventInputSchema,
} as const;
export type ContentInput<K extends ContentKind> = z.output<(typeof CONTENT_INPUTS)[K]>;

// ---- Answers (plain shapes: what the office sees and edits, every language) ----

export const StaffFaqSchema = z.object({
  id: z.number().int(),
  group: z.string(),
  question: LocalizedSchema,
  answer: LocalizedSchema,
  sort_order: z.number().int(),
});
export const StaffVideoSchema = z.object({
  id: z.number().int(),
  title: LocalizedSchema,
  description: LocalizedSchema,
  category: z.string(),
  provider: z.string(),
  external_id: z.string(),
  duration_seconds: z.number().int(),
  members_only: z.boolean(),
  is_published: z.boolean(),
  published_at: z.string(),
});
export const StaffTeamMemberSchema = z.object({
  id: z.number().int(),
  name: LocalizedSchema,
  role: LocalizedSchema,
  bio: LocalizedSchema,
  photo: z.string().nullable().describe('the photo’s address; changed with `POST staff/content/team/{id}/photo` (multipart)'),
  sort_order: z.number().int(),
});
export const StaffTestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: LocalizedSchema,
  quote: LocalizedSchema,
  country: z.string().nullable(),
  rating: z.number().int(),
  is_published: z.boolean(),
  sort_order: z.number().int(),
});
export const StaffPlatformEventSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: LocalizedSchema,
  summary: LocalizedSchema,
  description: LocalizedSchema,
  location: LocalizedSchema,
  is_online: z.boolean(),
  starts_at: z.string(),
  ends_at: z.string(),
  capacity: z.number().int().nullable(),
  is_active: z.boolean(),
  applications: z.number().int().describe('members who applied; an event with applications can be deactivated, not deleted'),
});

export const CONTENT_ANSWERS = {
  faq: StaffFaqSchema,
  videos: StaffVideoSchema,
  team: StaffTeamMemberSchema,
  testimonials: StaffTestimonialSchema,
  'platform-events': StaffPlatformEventSchema,
} as const;
export type ContentAnswer<K extends ContentKind> = z.infer<(typeof CONTENT_ANSWERS)[K]>;
export type AnyContentAnswer = ContentAnswer<ContentKind>;

// ---- How the web form shows each kind (the order of the fields and their kind of input) ----

export type ContentFieldSpec =
  | { name: string; type: 'localized'; multiline?: boolean }
  | { name: string; type: 'text' | 'number' | 'moment' | 'country'; optional?: boolean }
  | { name: string; type: 'boolean' }
  | { name: string; type: 'choice'; choices: readonly string[] };

export const CONTENT_FIELDS: Record<ContentKind, ContentFieldSpec[]> = {
  faq: [
    { name: 'group', type: 'choice', choices: FAQ_GROUPS },
    { name: 'question', type: 'localized' },
    { name: 'answer', type: 'localized', multiline: true },
    { name: 'sort_order', type: 'number' },
  ],
  videos: [
    { name: 'title', type: 'localized' },
    { name: 'description', type: 'localized', multiline: true },
    { name: 'category', type: 'choice', choices: VIDEO_CATEGORIES },
    { name: 'external_id', type: 'text' },
    { name: 'duration_seconds', type: 'number' },
    { name: 'members_only', type: 'boolean' },
    { name: 'is_published', type: 'boolean' },
  ],
  team: [
    { name: 'name', type: 'localized' },
    { name: 'role', type: 'localized' },
    { name: 'bio', type: 'localized', multiline: true },
    { name: 'sort_order', type: 'number' },
  ],
  testimonials: [
    { name: 'name', type: 'text' },
    { name: 'role', type: 'localized' },
    { name: 'quote', type: 'localized', multiline: true },
    { name: 'country', type: 'country', optional: true },
    { name: 'rating', type: 'number' },
    { name: 'is_published', type: 'boolean' },
    { name: 'sort_order', type: 'number' },
  ],
  'platform-events': [
    { name: 'slug', type: 'text' },
    { name: 'title', type: 'localized' },
    { name: 'summary', type: 'localized', multiline: true },
    { name: 'description', type: 'localized', multiline: true },
    { name: 'location', type: 'localized' },
    { name: 'is_online', type: 'boolean' },
    { name: 'starts_at', type: 'moment' },
    { name: 'ends_at', type: 'moment' },
    { name: 'capacity', type: 'number', optional: true },
    { name: 'is_active', type: 'boolean' },
  ],
};

/** The line a list shows for a record: its English title or question. */
export function contentTitle(kind: ContentKind, record: AnyContentAnswer): string {
  const r = record as Record<string, unknown>;
  const text = kind === 'faq' ? r.question : kind === 'testimonials' ? r.name : kind === 'team' ? r.name : r.title;
  return typeof text === 'string' ? text : ((text as LocalizedText | undefined)?.en ?? '');
}

// ---- Fees: amount per item, membership type and currency ----

/** An amount typed in major units ("250", "250.50", "1,250") as integer minor units. */
export const MajorAmountField = z
  .string({ error: 'validation.required' })
  .trim()
  .transform((v) => v.replace(/[,\s]/g, ''))
  .pipe(z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'content_admin.amount'))
  .transform((v) => Math.round(Number(v) * 100));

export const FeeAmountInputSchema = z.object({
  code: LineField(20).min(1, 'validation.required'),
  fee_type: z.enum(FEE_TYPES, { error: 'validation.choice' }),
  currency: z.enum(CURRENCIES, { error: 'validation.choice' }),
  amount: z.coerce
    .number({ error: 'content_admin.amount' })
    .int('content_admin.amount')
    .min(1, 'content_admin.amount')
    .max(999_999_999, 'content_admin.amount')
    .describe('integer minor units'),
});
/** Several amounts at once (the fee table's form sends every changed cell). */
export const FeeChangeSchema = z.object({
  amounts: z.array(FeeAmountInputSchema, { error: 'validation.required' }).min(1, 'validation.required').max(200, 'validation.max_items?max=200'),
});
export type FeeChange = z.infer<typeof FeeChangeSchema>;

export const StaffFeeItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  audience: z.string(),
  name: LocalizedSchema,
  amounts: z
    .array(z.object({ fee_type: z.enum(FEE_TYPES), currency: z.enum(CURRENCIES), amount: z.number().int().describe('minor units') }))
    .describe('missing combinations have no amount: applications in them are refused'),
});
export type StaffFeeItem = z.infer<typeof StaffFeeItemSchema>;
export const StaffFeePageSchema = PageSchema(StaffFeeItemSchema);
export type StaffFeePage = z.infer<typeof StaffFeePageSchema>;

/** Minor units shown as a plain major-unit number for a form ("250.00" → "250", "250.5" → "250.50"). */
export function majorAmount(minor: number, currency: Currency): string {
  const factor = MINOR_UNITS[currency];
  return minor % factor === 0 ? String(minor / factor) : (minor / factor).toFixed(2);
}

// ---- School ratings: hidden by the office with a reason ----

export const RATING_FILTERS = ['all', 'shown', 'hidden'] as const;
export const StaffRatingQuerySchema = z.object({
  status: z.enum(RATING_FILTERS, { error: 'validation.choice' }).default('all'),
  school: IdField.optional(),
});
export type StaffRatingQuery = z.infer<typeof StaffRatingQuerySchema>;

export const StaffRatingSchema = z.object({
  id: z.number().int(),
  school: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  hidden: z.boolean(),
  hidden_at: z.string().nullable(),
  hidden_reason: z.string().nullable().describe('staff only'),
  hidden_by: z.string().nullable().describe('e-mail of the staff member who hid it'),
});
export type StaffRating = z.infer<typeof StaffRatingSchema>;
export const StaffRatingPageSchema = PageSchema(StaffRatingSchema);
export type StaffRatingPage = z.infer<typeof StaffRatingPageSchema>;

export const HideRatingSchema = z.object({ reason: z.preprocess((v) => v ?? '', RequiredText(500)) });
export type HideRating = z.infer<typeof HideRatingSchema>;
