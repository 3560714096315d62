import type { FastifyRequest } from 'fastify';
import type { Page } from '#common/answers.ts';
import { MAX_PAGE, PageNumberField } from '#common/fields.ts';
import { z } from '#common/zod-setup.ts';
import { AppError } from '../lib/errors.ts';

export const PageQuerySchema = z.object({
  page: PageNumberField.optional(),
  // Sizes above a list's maximum are capped by pageWindow; the bound here only keeps numbers sane.
  page_size: PageNumberField.optional(),
  limit: PageNumberField.optional(),
  offset: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(MAX_PAGE * 1000, 'validation.invalid')
    .optional(),
});

type PageQuery = z.infer<typeof PageQuerySchema>;

/** limit/offset (DRF's LimitOffsetPagination) rather than page numbers. */
const byOffset = (query: PageQuery) => query.offset !== undefined || (query.limit !== undefined && query.page === undefined);

/** page/page_size (or limit/offset) with a maximum page size. */
export function pageWindow(query: PageQuery, options: { defaultSize: number; maxSize: number }) {
  const size = Math.min(query.page_size ?? query.limit ?? options.defaultSize, options.maxSize);
  if (byOffset(query)) return { limit: size, offset: query.offset ?? 0 };
  return { limit: size, offset: ((query.page ?? 1) - 1) * size };
}

/**
 * DRF-style list answer with next and previous links (PageSchema of common/answers.ts). The links are
 * absolute, on the site's public address (PUBLIC_URL), as DRF's are: a client follows them as they are.
 *
 * A page number past the end is a 404 "Invalid page." as DRF's PageNumberPagination answers (decision
 * 0032); page 1 of an empty list is an empty page, and an offset past the end an empty one as DRF's
 * LimitOffsetPagination's. Judged by the results, not by `total`: a capped directory count (1,001 for
 * "1,000+") must not make a page that has results a 404.
 */
export function pageAnswer<T>(request: FastifyRequest, window: { limit: number; offset: number }, total: number, results: T[]): Page<T> {
  if (results.length === 0 && window.offset > 0 && !byOffset(request.query as PageQuery)) throw new AppError('NOT_FOUND', 'errors.invalid_page');
  const link = (offset: number) => {
    const url = new URL(request.url, request.server.deps.config.publicUrl);
    url.searchParams.delete('offset');
    url.searchParams.delete('limit');
    url.searchParams.set('page', String(Math.floor(offset / window.limit) + 1));
    url.searchParams.set('page_size', String(window.limit));
    return url.toString();
  };
  return {
    count: total,
    next: window.offset + window.limit < total ? link(window.offset + window.limit) : null,
    previous: window.offset > 0 ? link(Math.max(0, window.offset - window.limit)) : null,
    results,
  };
}

/** A short list answered whole, in the same shape as every other list. */
export const wholePage = <T>(results: T[]): Page<T> => ({ count: results.length, next: null, previous: null, results });
