import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DIRECTORY_KINDS, SitemapPageSchema } from '#common/directory.ts';
import { z } from '#common/zod-setup.ts';
import { sitemapEntries } from '../../domain/directory/sitemap.ts';
import { errorAnswers } from '../../http/answers.ts';
import { bearer } from './directory-query.ts';

const SITEMAP_PAGE_MAX = 50_000;

/** Not in SPEC §7: the public records a sitemap lists, paged by id so it stays cheap at any size. */
export const sitemapRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/directory/sitemap-entries',
    {
      schema: {
        tags: ['Directory'],
        summary: 'Public profiles (slug) and upcoming events (id) for sitemap.xml, in id order after a cursor',
        security: bearer,
        querystring: z.object({
          kind: z.enum(DIRECTORY_KINDS),
          after: z.coerce.number().int().min(0).default(0),
          limit: z.coerce.number().int().min(1).max(SITEMAP_PAGE_MAX).default(SITEMAP_PAGE_MAX),
        }),
        response: { 200: SitemapPageSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request, reply) => {
      const { total, last, full, results } = await sitemapEntries(api.deps, request.query);
      // A full page may have more after it; the cursor only moves forward, so there is no previous link.
      const next = new URL(request.url, 'http://local');
      next.searchParams.set('after', String(last));
      reply.header('cache-control', 'no-store');
      return { count: total, next: last !== null && full ? `${next.pathname}${next.search}` : null, previous: null, results, last };
    },
  );
};
