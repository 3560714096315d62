import { COMMENT_MAX_LENGTH } from './directory.ts';
import { IdField } from './fields.ts';
import { z } from './zod-setup.ts';

/** A member's rating and comment of a school: one per member, rating 1–5, comment required. */
export const RatingSchema = z.object({
  school: IdField,
  rating: z.coerce.number({ error: 'validation.rating' }).int('validation.rating').min(1, 'validation.rating').max(5, 'validation.rating'),
  comment: z.string().trim().min(1, 'validation.comment_required').max(COMMENT_MAX_LENGTH),
});
export type RatingInput = z.infer<typeof RatingSchema>;
