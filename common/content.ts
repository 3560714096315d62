import { PageSchema } from './answers.ts';
import { CURRENCIES } from './constants.ts';
import { FEE_AUDIENCES, FEEDBACK_CATEGORIES } from './content-codes.ts';
import { EmailField, RequiredText } from './fields.ts';
import { z } from './zod-setup.ts';

// Shared by the contact and feedback forms (browser, action) and the API.

export * from './content-codes.ts';

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

// Answers of the content calls (SPEC §7 Other).

export const FeeSchema = z.object({
  code: z.string(),
  audience: z.enum(FEE_AUDIENCES),
  name: z.string(),
  description: z.string(),
  amounts: z.object({ annual: z.number().int().nullable(), lifetime: z.number().int().nullable() }).describe('integer minor units in `currency`'),
});
export type Fee = z.infer<typeof FeeSchema>;
/** The fee table in one currency: one page holding every registration. */
export const FeePageSchema = PageSchema(FeeSchema).extend({ currency: z.enum(CURRENCIES) });
export type FeePage = z.infer<typeof FeePageSchema>;

export const FaqEntrySchema = z.object({ id: z.number().int(), group: z.string(), question: z.string(), answer: z.string() });
export const FaqPageSchema = PageSchema(FaqEntrySchema);
export type FaqEntry = z.infer<typeof FaqEntrySchema>;
export type FaqPage = z.infer<typeof FaqPageSchema>;

export const TeamMemberSchema = z.object({ id: z.number().int(), name: z.string(), role: z.string(), bio: z.string(), photo: z.string().nullable() });
export const TeamPageSchema = PageSchema(TeamMemberSchema);
export type TeamMember = z.infer<typeof TeamMemberSchema>;
export type TeamPage = z.infer<typeof TeamPageSchema>;

export const TestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  quote: z.string(),
  country: z.string().nullable(),
  rating: z.number().int(),
});
export const TestimonialPageSchema = PageSchema(TestimonialSchema);
export type Testimonial = z.infer<typeof TestimonialSchema>;
export type TestimonialPage = z.infer<typeof TestimonialPageSchema>;

/** A long-form page rendered to HTML (content/<lang>/<path>.md). */
export const ContentPageSchema = z.object({
  path: z.string(),
  lang: z.string(),
  title: z.string(),
  description: z.string(),
  updated: z.string().nullable(),
  html: z.string(),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

export const PlatformEventSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  description: z.string().optional().describe('only on a lookup by slug or id'),
  location: z.string(),
  is_online: z.boolean(),
  starts_at: z.string(),
  ends_at: z.string(),
  capacity: z.number().int().nullable(),
  seats_left: z.number().int().nullable(),
  is_past: z.boolean(),
  applied: z.boolean().nullable().describe('whether the logged-in member has applied; null for visitors'),
});
export const PlatformEventPageSchema = PageSchema(PlatformEventSchema);
export type PlatformEvent = z.infer<typeof PlatformEventSchema>;
export type PlatformEventPage = z.infer<typeof PlatformEventPageSchema>;

export const VideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  duration_seconds: z.number().int(),
  members_only: z.boolean(),
  published_at: z.string(),
  locked: z.boolean().describe('true when the video is members-only and the caller is a visitor: provider, video_id and embed_url are then null'),
  provider: z.string().nullable(),
  video_id: z.string().nullable(),
  embed_url: z.string().nullable(),
});
export const VideoPageSchema = PageSchema(VideoSchema);
export const VideoDetailSchema = VideoSchema.extend({ related: z.array(VideoSchema) });
export type Video = z.infer<typeof VideoSchema>;
export type VideoPage = z.infer<typeof VideoPageSchema>;
export type VideoDetail = z.infer<typeof VideoDetailSchema>;

/**
 * SPEC §5's demo rule, the API reference's first example call: only the word `example` passes, and
 * any other answers the field's message (localized like every validation message).
 */
export const MagicWordSchema = z.object({
  word: z
    .string({ error: 'validation.required' })
    .trim()
    .max(100, 'validation.magic_word')
    .refine((word) => word === 'example', 'validation.magic_word')
    .describe('try `example`, then anything else'),
});
