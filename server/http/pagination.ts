import type { FastifyRequest } from 'fastify';
import { z } from '#common/zod-setup.ts';

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  page_size: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

/** page/page_size (or limit/offset) with a maximum page size. */
export function pageWindow(query: z.infer<typeof PageQuerySchema>, options: { defaultSize: number; maxSize: number }) {
  const size = Math.min(query.page_size ?? query.limit ?? options.defaultSize, options.maxSize);
  if (query.offset !== undefined || (query.limit !== undefined && query.page === undefined)) return { limit: size, offset: query.offset ?? 0 };
  return { limit: size, offset: ((query.page ?? 1) - 1) * size };
}

/** DRF-style list answer with next and previous links. */
export function pageAnswer<T>(request: FastifyRequest, window: { limit: number; offset: number }, total: number, results: T[]) {
  const link = (offset: number) => {
    const url = new URL(request.url, 'http://local');
    url.searchParams.delete('offset');
    url.searchParams.delete('limit');
    url.searchParams.set('page', String(Math.floor(offset / window.limit) + 1));
    url.searchParams.set('page_size', String(window.limit));
    return `${url.pathname}${url.search}`;
  };
  return {
    count: total,
    next: window.offset + window.limit < total ? link(window.offset + window.limit) : null,
    previous: window.offset > 0 ? link(Math.max(0, window.offset - window.limit)) : null,
    results,
  };
}
