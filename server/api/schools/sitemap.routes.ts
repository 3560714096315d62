import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DIRECTORY_KINDS } from '#common/directory.ts';
import { z } from '#common/zod-setup.ts';
import { selectSitemapEntries } from '../../domain/directory/sitemap.queries.ts';
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
      },
    },
    async (request, reply) => {
      const rows = await selectSitemapEntries(api.deps.db, request.query);
      reply.header('cache-control', 'no-store');
      return { results: rows.map((r) => ({ id: r.id, slug: r.slug, updated_at: r.updatedAt.toISOString() })), last: rows.at(-1)?.id ?? null };
    },
  );
};
