import type { DirectoryKind } from '#common/directory-codes.ts';
import type { Deps } from '../deps.ts';
import { countSitemapEntries, selectSitemapEntries } from './sitemap.queries.ts';

/** The public records a sitemap lists, in id order after a cursor (cheap at any size). */
export async function sitemapEntries(deps: Pick<Deps, 'db'>, query: { kind: DirectoryKind; after: number; limit: number }) {
  const [rows, total] = await Promise.all([selectSitemapEntries(deps.db, query), countSitemapEntries(deps.db, query.kind)]);
  return {
    total,
    last: rows.at(-1)?.id ?? null,
    full: rows.length === query.limit,
    results: rows.map((r) => ({ id: r.id, slug: r.slug, updated_at: r.updatedAt.toISOString() })),
  };
}
