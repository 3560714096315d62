import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { countUpTo, firstFound, type Match, pageWithTotal, type SearchColumns, searchPasses, withThreshold } from './search.queries.ts';

/**
 * The search port (docs/decisions/0033-search-in-the-database.md): every directory list and map of
 * schools, teachers and events asks it for the ids of one page and the total, and reads the page's
 * rows itself. PostgreSQL (full text, then pg_trgm) is its only implementation, on PGlite and on a
 * server; a search server could answer the same call without changing its callers.
 */

/** What a kind of listing gives the search: its table, columns, who may see it and how it orders. */
export type ListingKind<F> = {
  table: PgTable;
  id: AnyColumn;
  columns: SearchColumns;
  /** Visibility (visibility.queries.ts) and the filters. */
  where: (filters: F) => SQL | undefined;
  /** The order asked for; `rank` is the search pass's ranking when there is a query. */
  order: (ordering: string | undefined, rank: SQL | undefined) => SQL[];
  /** Listings that can be put on a map. */
  located: SQL;
};

export type ListingSearch<F> = {
  query?: string;
  filters: F;
  ordering?: string;
  window: { limit: number; offset: number };
};

/** One page of ids in the order asked for, and the total (exact up to DIRECTORY_COUNT_CAP, then the cap + 1). */
export async function searchListings<F>(db: Db, kind: ListingKind<F>, search: ListingSearch<F>): Promise<{ ids: number[]; total: number }> {
  const base = kind.where(search.filters);
  // Strict matches first; misspelled words only when nothing matched (search.queries.ts).
  const { rows, total } = await firstFound(
    search.query ? searchPasses(db, kind.columns, search.query) : [],
    (match) =>
      withThreshold(db, match, (q) => {
        const where = and(base, match?.where);
        return pageWithTotal(
          search.window,
          () => idsWhere(q, kind, where, search.ordering, match, search.window),
          () => countUpTo(q, kind.table, where),
        );
      }),
    (r) => r.total > 0,
  );
  return { ids: rows, total };
}

/** The first `limit` ids of the search that can be put on a map, in the list's order (no total). */
export async function searchLocatedListings<F>(db: Db, kind: ListingKind<F>, search: Omit<ListingSearch<F>, 'window'> & { limit: number }): Promise<number[]> {
  const base = and(kind.where(search.filters), kind.located);
  return firstFound(
    search.query ? searchPasses(db, kind.columns, search.query) : [],
    (match) => withThreshold(db, match, (q) => idsWhere(q, kind, and(base, match?.where), search.ordering, match, { limit: search.limit, offset: 0 })),
    (ids) => ids.length > 0,
  );
}

async function idsWhere<F>(
  db: Db,
  kind: ListingKind<F>,
  where: SQL | undefined,
  ordering: string | undefined,
  match: Match | undefined,
  window: { limit: number; offset: number },
) {
  const rows = await db
    .select({ id: sql<number>`${kind.id}` })
    .from(kind.table)
    .where(where)
    .orderBy(...kind.order(ordering, match?.rank))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((r) => r.id);
}

/**
 * The rows of a page of ids, in the ids' order. `read` filters by `inArray(id, ids)` and may leave
 * out a row that stopped being shown between the two queries.
 */
export async function rowsInOrder<R>(ids: number[], read: (ids: number[]) => Promise<R[]>, idOf: (row: R) => number): Promise<R[]> {
  if (!ids.length) return [];
  const byId = new Map((await read(ids)).map((row) => [idOf(row), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
