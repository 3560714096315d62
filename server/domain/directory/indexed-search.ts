// The search passes of search.queries.ts answered from the in-memory word index, and the page of
// an ordered result, so that a search costs the database only the page's rows.
import { DIRECTORY_COUNT_CAP } from '#common/directory.ts';
import { queryWords, UNSPACED } from '../../lib/search-text.ts';
import type { CardCache } from './card-cache.ts';
import type { IndexedListing, Term, WordIndex } from './word-index.ts';

/** What a search found: the listings a visitor may see, and how well each name matches. */
export type Found<L> = { listings: L[]; rank: (listing: L) => number };

/** The word similarity a name needs in the last pass for Thai and Chinese (the SQL's fuzzyName). */
const NAME_SIMILARITY = 0.5;

/**
 * The passes of `searchPasses`, tried in order until one finds a listing `shown` accepts: full
 * text with prefixes, a substring anywhere, then misspelled words replaced by the listed words
 * they resemble; for Thai and Chinese, a substring, then names the query resembles (pg_trgm's
 * word similarity). Undefined for a query without words (every listing: the database answers).
 */
export function findInIndex<L extends IndexedListing>(index: WordIndex<L>, query: string, shown: (listing: L) => boolean): Found<L> | undefined {
  const words = queryWords(query);
  if (!words.length) return undefined;
  const phrase = words.join(' ');
  const nameRank = (l: L) => (l.name.includes(phrase) ? 2 : 0) + (l.name.startsWith(phrase) ? 1 : 0);
  const found = (listings: L[], rank: (l: L) => number): Found<L> | undefined => (listings.length ? { listings, rank } : undefined);
  if (UNSPACED.test(phrase)) return found(index.matchPhrase(phrase, shown), nameRank) ?? similarNames(index, phrase, shown);
  const strict =
    found(
      index.matchTerms(
        words.map((prefix) => ({ prefix })),
        shown,
      ),
      nameRank,
    ) ?? found(index.matchPhrase(phrase, shown), nameRank);
  if (strict) return strict;
  const terms: Term[] = words.map((prefix) => ({ prefix, exact: index.vocabulary.corrections(prefix) }));
  const corrected = terms.some((t) => t.exact?.length) ? found(index.matchTerms(terms, shown), index.similarityTo(phrase)) : undefined;
  return corrected ?? { listings: [], rank: nameRank };
}

/** Names the phrase resembles, ranked by how much (`phrase <% name_search`, by word_similarity). */
function similarNames<L extends IndexedListing>(index: WordIndex<L>, phrase: string, shown: (listing: L) => boolean): Found<L> {
  const similarity = index.matchName(phrase, NAME_SIMILARITY, shown);
  return { listings: [...similarity.keys()], rank: (l) => similarity.get(l) ?? 0 };
}

/** Orders two listings (negative: `a` first), given their ranks. */
export type Compare<L> = (a: L, rankA: number, b: L, rankB: number) => number;

/**
 * The window of the ordered result without sorting every match: keeps the best offset + limit
 * while going through them once. The total is exact up to the cap, as in the database path.
 */
export function pageOf<L>(found: Found<L>, compare: Compare<L>, window: { limit: number; offset: number }): { page: L[]; total: number } {
  const keep = window.offset + window.limit;
  const best: { listing: L; rank: number }[] = [];
  for (const listing of found.listings) {
    const rank = found.rank(listing);
    if (best.length === keep && compare(listing, rank, best[keep - 1].listing, best[keep - 1].rank) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(best[mid].listing, best[mid].rank, listing, rank) <= 0) low = mid + 1;
      else high = mid;
    }
    best.splice(low, 0, { listing, rank });
    if (best.length > keep) best.pop();
  }
  const page = best.slice(window.offset).map((b) => b.listing);
  const count = found.listings.length;
  const total = count > DIRECTORY_COUNT_CAP ? Math.max(DIRECTORY_COUNT_CAP + 1, window.offset + page.length) : count;
  return { page, total };
}

/**
 * The orders of school and teacher lists (schoolOrder / teacherOrder in SQL): by name match, then
 * the most viewed (the default); the most viewed; the newest members.
 */
export const LISTING_ORDER: Record<string, Compare<{ id: number; viewers: number; memberSince: string | null }>> = {
  rank: (a, ra, b, rb) => rb - ra || b.viewers - a.viewers || a.id - b.id,
  popular: (a, _ra, b) => b.viewers - a.viewers || a.id - b.id,
  newest: (a, _ra, b) => descNullsFirst(a.memberSince, b.memberSince) || b.id - a.id,
};

/** Descending order of nullable text (dates), nulls first as PostgreSQL's `desc` puts them. */
function descNullsFirst(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? 1 : -1;
}

/**
 * The page's rows in the order the index chose, from the rows kept in memory or else read from the
 * database by id (a row the database no longer shows is left out), and the total.
 */
export async function rowsOfPage<L extends { id: number }, R>(
  found: Found<L>,
  compare: Compare<L>,
  window: { limit: number; offset: number },
  cards: CardCache<R>,
  read: (ids: number[]) => Promise<R[]>,
): Promise<{ rows: R[]; total: number }> {
  const { page, total } = pageOf(found, compare, window);
  return {
    rows: await cards.read(
      page.map((l) => l.id),
      read,
    ),
    total,
  };
}

/** The first map markers of a search: its listings that have coordinates, in the same order. */
export async function markersOfPage<L extends { id: number; located: boolean }, R>(
  found: Found<L>,
  compare: Compare<L>,
  limit: number,
  cards: CardCache<R>,
  read: (ids: number[]) => Promise<R[]>,
): Promise<R[]> {
  const located = { ...found, listings: found.listings.filter((l) => l.located) };
  return (await rowsOfPage(located, compare, { limit, offset: 0 }, cards, read)).rows;
}
