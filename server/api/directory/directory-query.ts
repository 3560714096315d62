import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LIST_ORDERINGS } from '#common/directory.ts';
import { CountryKeyField, IdField, LineField, MAX_DB_INT } from '#common/fields.ts';
import { z } from '#common/zod-setup.ts';
import { PageQuerySchema } from '../../http/pagination.ts';

export const bearer = [{ bearerAuth: [] }];

/** Search and filters shared by the school and teacher lists and markers. */
export const ListingQuerySchema = PageQuerySchema.extend({
  search: LineField(200).optional().describe('full text over names, descriptions, styles and places; typo-tolerant on names'),
  country: CountryKeyField.optional().describe('country id or ISO code (TH)'),
  region: IdField.optional().describe('region id'),
  level: LineField(20).optional().describe('level of registration (schools: RSY, CYS…; teachers: RTY or CYT)'),
  style: LineField(40).optional().describe('style of yoga (hatha, vinyasa…)'),
  slug: LineField(120).optional(),
  user: IdField.optional().describe("the owner's user id"),
  ordering: z
    .enum(LIST_ORDERINGS)
    .optional()
    .describe('relevance (default with a search), popular (default), recommended (best rated or most experienced), name, newest'),
});
export type ListingQuery = z.infer<typeof ListingQuerySchema>;
/** Markers answer one list (up to `limit`), not pages. */
export const MarkerQuerySchema = ListingQuerySchema.omit({ page: true, page_size: true, offset: true });

export const filtersOf = (q: ListingQuery) => ({
  search: q.search?.trim() || undefined,
  country: q.country?.trim() || undefined,
  region: q.region,
  level: q.level || undefined,
  style: q.style || undefined,
  slug: q.slug || undefined,
  user: q.user,
  ordering: q.ordering,
});

export const IdOrSlugParamsSchema = z.object({
  id: LineField(120)
    .min(1)
    .refine((v) => !/^\d+$/.test(v) || (Number(v) >= 1 && Number(v) <= MAX_DB_INT), 'validation.invalid')
    .describe('numeric id or slug'),
});
export const keyOf = (id: string) => (/^\d+$/.test(id) ? { id: Number(id) } : { slug: id });

export const ProfileQuerySchema = z.object({ visitor: LineField(100).optional().describe('an opaque visitor key, so views count once per visitor per day') });

/** Who is looking, for the once-per-day view count: the member, or the visitor key a client sends (none: no count). */
export function visitorKey(request: FastifyRequest, visitor: string | undefined): string | undefined {
  if (request.auth?.userId) return `u${request.auth.userId}`;
  if (!visitor) return undefined;
  return createHash('sha256').update(`${request.auth?.clientId}:${visitor}`).digest('hex').slice(0, 40);
}
