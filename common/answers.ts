import { z } from './zod-setup.ts';

// Shapes every API answer shares (ARCHITECTURE "API conventions"). Each area's own answers live in
// common/<area>.ts; routes declare them in `response:` and the web reads their types with z.infer.

/** A message for the caller: confirmations ("Saved") and every error except a 400 that names fields. */
export const DetailSchema = z.object({ detail: z.string() });
export type Detail = z.infer<typeof DetailSchema>;

/** 400 naming what was wrong: {"field": ["message"], "non_field_errors": ["message"]}. */
export const ValidationErrorSchema = z.record(z.string(), z.array(z.string())).describe('Messages per field; `non_field_errors` for the request as a whole');

/** A 400 names fields when it can; a body that cannot be read or a rule of the call is one message. */
export const BadRequestSchema = z.union([ValidationErrorSchema, DetailSchema]);

/** RFC 6749 §5.2: errors of the token calls. */
export const OAuthErrorSchema = z.object({ error: z.string(), error_description: z.string() });
export type OAuthError = z.infer<typeof OAuthErrorSchema>;

/** Every list: the total, links to the next and previous pages (null at the ends), one page of results. */
export const PageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int().describe('matches in all pages'),
    next: z.string().nullable().describe('the absolute address of the next page'),
    previous: z.string().nullable().describe('the absolute address of the previous page'),
    results: z.array(item),
  });
/** The type of a page of any item, as PageSchema describes it. */
export type Page<T> = Omit<z.infer<ReturnType<typeof PageSchema>>, 'results'> & { results: T[] };

/** A created record and its confirmation. */
export const CreatedSchema = z.object({ id: z.number().int(), detail: z.string() });
