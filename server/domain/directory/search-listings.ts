import { type AnyColumn, and, desc, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DIRECTORY_COUNT_CAP } from '#common/directory.ts';
import type { Db } from '../../db/client.ts';
import { preparedWhereEmbedded } from '../../db/prepared.ts';
import {
  countMatches,
  countUpTo,
  type FixedMatch,
  type FixedWhere,
  firstFound,
  type Match,
  pageWithTotal,
  type SearchColumns,
  searchPasses,
  statementName,
} from './search.queries.ts';

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
  /** The order asked for: whether a search's rank comes first, then these columns. */
  order: (ordering: string | undefined, searched: boolean) => ListingOrder;
  /** Listings that can be put on a map. */
  located: SQL;
  /**
   * For a list without a query that pages ask for on every view (a profile's events), the ids of a
   * window in the list's order read by a prepared statement, or undefined for any other filters.
   */
  preparedList?: (db: Db, filters: F) => ((window: Window) => Promise<number[]>) | undefined;
  /**
   * The listings' condition (who may see them and the filters) as one statement text for every value
   * of the filters, when they allow it: a search's count and page of ids may then be prepared.
   */
  fixedWhere?: (filters: F) => FixedWhere | undefined;
};

export type ListingOrder = { rankFirst: boolean; columns: SQL[] };

type Window = { limit: number; offset: number };

export type ListingSearch<F> = { query?: string; filters: F; ordering?: string; window: Window };

/** One page of ids in the order asked for, and the total (exact up to DIRECTORY_COUNT_CAP, then the cap + 1). */
export async function searchListings<F>(db: Db, kind: ListingKind<F>, search: ListingSearch<F>): Promise<{ ids: number[]; total: number }> {
  const base = kind.where(search.filters);
  const list = !search.query && !search.ordering ? kind.preparedList?.(db, search.filters) : undefined;
  if (list) {
    const { rows, total } = await pageWithTotal(
      search.window,
      () => list(search.window),
      () => countUpTo(db, kind.table, base),
    );
    return { ids: rows, total };
  }
  const fixedWhere = kind.fixedWhere?.(search.filters);
  // Strict matches first; misspelled words only when nothing matched (search.queries.ts).
  return firstFound(
    search.query ? searchPasses(db, kind.columns, search.query) : [],
    (match) => windowOf(db, kind, and(base, match?.where), search.ordering, match, search.window, fixedWhere),
    (r) => r.total > 0,
  );
}

/** Filters that carry the query and the order, as the directory's lists take them. */
type Searched = { search?: string; ordering?: string };

/**
 * A page of rows and the total: the port's ids, then the rows `read` finds for them where the listing is
 * still shown (read again: a listing hidden between the two queries is left out; stillShown), in order.
 */
export async function readListings<F extends Searched, R>(
  db: Db,
  kind: ListingKind<F>,
  filters: F,
  window: Window,
  read: (ids: number[]) => PromiseLike<R[]>,
  idOf: (row: R) => number,
) {
  const { ids, total } = await searchListings(db, kind, { query: filters.search, filters, ordering: filters.ordering, window });
  return { rows: await rowsInOrder(ids, read, idOf), total };
}

/** The listings of `ids` that the search's own condition (visibility and filters) still lets through. */
export const stillShown = <F>(kind: ListingKind<F>, filters: F, ids: number[]) => and(kind.where(filters), inArray(kind.id, ids));

/**
 * `id = any($ids)`: one statement text whatever the number of ids, so a page's rows can be read by a
 * prepared statement (a search's own statements are not: decision 0061).
 */
export const idAmong = (id: AnyColumn) => sql`${id} = any(${sql.placeholder('ids')})`;

/** The first `limit` rows of the search that can be put on a map, in the list's order. */
export async function readLocatedListings<F extends Searched, R>(
  db: Db,
  kind: ListingKind<F>,
  filters: F,
  limit: number,
  read: (where: SQL | undefined) => PromiseLike<R[]>,
  idOf: (row: R) => number,
) {
  const located = { ...kind, where: (f: F) => and(kind.where(f), kind.located) };
  return (await readListings(db, located, filters, { limit, offset: 0 }, (ids) => read(stillShown(located, filters, ids)), idOf)).rows;
}

/** Listings with coordinates (every kind keeps them in `latitude` and `longitude`). */
export const locatedOn = (table: { latitude: AnyColumn; longitude: AnyColumn }) => sql`${table.latitude} is not null and ${table.longitude} is not null`;

/**
 * The ids of a window and the total. A list without a query is read in its own order (an index
 * walk, the planner judging the filters from their statistics) and counted only when the page is
 * full. A search is counted first, because the planner cannot judge how many listings a word or a
 * name matches: a walk in the list's order that it expects to stop early may go through every
 * listing and find nothing. Up to the cap, the matches are found through the search indexes and
 * sorted; past it (a common word) the list's order is walked, which then stops early. When the
 * search's rank comes first, a pass that gives it as levels (names starting with the query,
 * containing it, the others) is read level by level, so that thousands of matches are not all ranked
 * for one page.
 */
async function windowOf<F>(
  db: Db,
  kind: ListingKind<F>,
  where: SQL | undefined,
  ordering: string | undefined,
  match: Match | undefined,
  window: Window,
  fixedWhere: FixedWhere | undefined,
) {
  const { rankFirst, columns } = kind.order(ordering, match !== undefined);
  if (!match) {
    const { rows, total } = await pageWithTotal(
      window,
      () => idsInOrder(db, kind, where, columns, window),
      () => countUpTo(db, kind.table, where),
    );
    return { ids: rows, total };
  }
  const total = await countMatches(db, kind.table, match, where, fixedWhere);
  const order = rankFirst ? [desc(match.rank), ...columns] : columns;
  if (!total) return { ids: [], total };
  if (total <= DIRECTORY_COUNT_CAP) {
    const plain = !ordering && fixedWhere && match.fixed ? await preparedSortedIds(db, kind, fixedWhere, match.fixed, columns, window) : undefined;
    return { ids: plain ?? (await sortedIds(db, kind, where, order, window)), total };
  }
  if (rankFirst && match.levels) return { ids: await idsByLevel(db, kind, where, match.levels, columns, window, total), total };
  return { ids: await idsInOrder(db, kind, where, order, window), total };
}

/**
 * The window read level by level, each level counted first as a search is (windowOf). The last
 * level holds at least what the others left of the (capped) total: when that is many, it is walked
 * without counting it (a common word's "the others").
 */
async function idsByLevel<F>(db: Db, kind: ListingKind<F>, where: SQL | undefined, levels: SQL[], columns: SQL[], window: Window, total: number) {
  const ids: number[] = [];
  let skip = window.offset;
  let left = total;
  for (const [i, level] of levels.entries()) {
    if (ids.length >= window.limit) break;
    const within = and(where, level);
    if (i === levels.length - 1 && left > Math.max(skip, DIRECTORY_COUNT_CAP / 2)) {
      ids.push(...(await idsInOrder(db, kind, within, columns, { limit: window.limit - ids.length, offset: skip })));
      break;
    }
    const count = await countUpTo(db, kind.table, within, Math.max(DIRECTORY_COUNT_CAP, skip));
    left -= count;
    if (count <= skip) {
      skip -= count;
      continue;
    }
    const part = { limit: window.limit - ids.length, offset: skip };
    ids.push(...(count <= DIRECTORY_COUNT_CAP ? await sortedIds(db, kind, within, columns, part) : await idsInOrder(db, kind, within, columns, part)));
    skip = 0;
  }
  return ids;
}

/**
 * Known to be few: found through the search indexes and sorted, never by walking the list's order.
 * The matches are read in a subquery the planner may not merge into the sort (`offset 0`) and named
 * as the table, so the order's columns still resolve: no index can offer that order. One statement,
 * where `set local enable_indexscan = off` took a transaction of four round trips.
 */
async function sortedIds<F>(db: Db, kind: ListingKind<F>, where: SQL | undefined, order: SQL[], window: Window) {
  return (await sortedIdsQuery(db, kind, where, order, window.limit, window.offset)).map((r) => r.id);
}

const sortedIdsQuery = <F>(db: Db, kind: ListingKind<F>, where: SQL | undefined, order: SQL[], limit: number | Placeholder, offset: number | Placeholder) =>
  db
    .select({ id: sql<number>`${kind.id}` })
    .from(sql`(select * from ${kind.table} where ${where ?? sql`true`} offset 0) as ${kind.table}`)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);

/**
 * sortedIds of a search in the default order (its rank, then `columns`), by a prepared statement on
 * the embedded database (decision 0064); undefined on PostgreSQL.
 */
async function preparedSortedIds<F>(db: Db, kind: ListingKind<F>, fixedWhere: FixedWhere, fixed: FixedMatch, columns: SQL[], window: Window) {
  const name = statementName(kind.table, 'ids', fixed, fixedWhere);
  const statement = preparedWhereEmbedded(db, name, () => {
    const pass = fixed.build();
    return sortedIdsQuery(
      db,
      kind,
      and(fixedWhere.build(), pass.where),
      [desc(pass.rank), ...columns],
      sql.placeholder('limit'),
      sql.placeholder('offset'),
    ).prepare(name);
  });
  return (await statement?.execute({ ...fixed.values, ...fixedWhere.values, limit: window.limit, offset: window.offset }))?.map((r) => r.id);
}

async function idsInOrder<F>(db: Db, kind: ListingKind<F>, where: SQL | undefined, order: SQL[], window: Window) {
  const rows = await db
    .select({ id: sql<number>`${kind.id}` })
    .from(kind.table)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((r) => r.id);
}

/**
 * A listing's columns without those only search reads (its folded text, vectors and letter pairs):
 * a card or profile never shows them, and reading a 1–2 KB vector back as text for every row costs
 * both the database and the process.
 */
export function shownColumns<T extends Record<string, unknown>>(
  columns: T,
): Omit<T, 'searchText' | 'searchVector' | 'namesVector' | 'searchPairs' | 'nameSearch' | 'placeSearch'> {
  const { searchText: _t, searchVector: _v, namesVector: _nv, searchPairs: _p, nameSearch: _n, placeSearch: _s, ...shown } = columns;
  return shown;
}

/** The rows of a page of ids, in the ids' order (a listing `read` no longer finds is left out). */
async function rowsInOrder<R>(ids: number[], read: (ids: number[]) => PromiseLike<R[]>, idOf: (row: R) => number): Promise<R[]> {
  if (!ids.length) return [];
  const byId = new Map((await read(ids)).map((row) => [idOf(row), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
