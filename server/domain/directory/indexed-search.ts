// The search passes of search.queries.ts answered from the in-memory word index, and the page of
// an ordered result, so that a search costs the database only the page's rows.
import { DIRECTORY_COUNT_CAP } from '#common/directory.ts';
import { queryWords, UNSPACED } from '../../lib/search-text.ts';
import type { CardCache } from './card-cache.ts';
import type { IndexedListing, Matcher, Term, WordIndex } from './word-index.ts';

/**
 * What a search found: either every listing it matched (a pass with few), or, for a pass whose
 * words many listings have, a test walked in the index's kept order, so that a page costs the
 * listings before it, and a count of the pass's own candidates that stops at the cap. `ranked` are
 * then the matches whose rank is above 0 (names containing the phrase, or resembling it), found
 * through the names' words. A walk that would test more listings than listing them costs
 * (`budget`: sparse matches) lists them.
 */
export type Found<L extends IndexedListing> = Listed<L> | Walked<L>;
type Listed<L> = { listings: L[]; rank: (listing: L) => number };
type Walked<L extends IndexedListing> = {
  index: WordIndex<L>;
  test: (listing: L) => boolean;
  ranked: () => Map<L, number>;
  /**
   * When ranks are the name's match (names that start with the query 3, contain it 2, others 0):
   * the names that start with it (few: found from the names' first words), and how many names
   * finding `ranked` would go through, so that a walk may rank the others as it goes instead when
   * that is many (one or two letters: most names contain them).
   */
  levels?: { top: number; starting: (test: (listing: L) => boolean) => L[]; rankedCost: () => number };
  budget: number;
  list: () => L[];
  /** How many listings match: exact up to the cap, else the cap + 1. */
  count: () => number;
  rank: (listing: L) => number;
};

/** The word similarity a name needs in the last pass for Thai and Chinese (the SQL's fuzzyName). */
const NAME_SIMILARITY = 0.5;

/** From how many listings (those of a pass's rarest word) a pass may be walked instead of listed. */
let walkFrom = 3000;
/** Tests walk every pass that finds something (setWalkFrom(0)), or none (Infinity). */
let alwaysWalk = false;

/** Tests walk every pass (0) or none (Infinity), to compare both ways with the database. */
export function setWalkFrom(listings: number): void {
  walkFrom = listings;
  alwaysWalk = listings === 0;
}

/** How many listings at the head of the kept order tell a pass's density. */
const WALK_SAMPLE = 256;

/** The window a walk is expected to fill (two pages of 24), to weigh walking against listing. */
const WALK_WINDOW = 48;

/** The first cap + 1 matches are enough to tell the total shown. */
const COUNTED = DIRECTORY_COUNT_CAP + 1;

/**
 * The passes of `searchPasses`, tried in order until one finds a listing `shown` accepts: full
 * text with prefixes, a substring anywhere, then misspelled words replaced by the listed words
 * they resemble; for Thai and Chinese, a substring, then names the query resembles (pg_trgm's
 * word similarity). Undefined for a query without words (every listing: the database answers).
 * `facets` are filter values every listing `shown` accepts has (directory-index.ts's facetKeys):
 * a pass goes through the listings of the rarest when they are fewer than those of its words.
 */
export function findInIndex<L extends IndexedListing>(
  index: WordIndex<L>,
  query: string,
  shown: (listing: L) => boolean,
  facets: readonly string[] = [],
): Found<L> | undefined {
  const words = queryWords(query);
  if (!words.length) return undefined;
  const phrase = words.join(' ');
  const nameRank = (l: L) => (l.name.includes(phrase) ? 2 : 0) + (l.name.startsWith(phrase) ? 1 : 0);
  const namesContaining = (test: (l: L) => boolean) => new Map(index.namesContaining(phrase, test).map((l) => [l, nameRank(l)]));
  const levels = { top: 3, starting: (test: (l: L) => boolean) => index.namesStartingWith(phrase, test), rankedCost: () => index.namesContainingCost(phrase) };
  const pass = (matcher: Matcher<L>, rank: (l: L) => number, ranked: (test: (l: L) => boolean) => Map<L, number>, byName?: typeof levels) =>
    passOf(index, matcher, shown, rank, ranked, byName);
  if (UNSPACED.test(phrase)) return pass(index.phrase(phrase, facets), nameRank, namesContaining, levels) ?? similarNames(index, phrase, shown);
  const prefixes = words.map((prefix) => ({ prefix }));
  const strict =
    pass(index.terms(prefixes, facets), nameRank, namesContaining, levels) ?? pass(index.phrase(phrase, facets), nameRank, namesContaining, levels);
  if (strict) return strict;
  const terms: Term[] = words.map((prefix) => ({ prefix, exact: index.vocabulary.corrections(prefix) }));
  const none = { listings: [], rank: nameRank };
  if (!terms.some((t) => t.exact?.length)) return none;
  const corrected = index.terms(terms, facets);
  // Ranked by how much the names resemble the query: a walk takes the names sharing a trigram with
  // it first (the others resemble it not at all), then the rest in the kept order.
  let similarity: ((l: L) => number) | undefined;
  const rank = (l: L) => {
    similarity ??= index.similarityTo(phrase, corrected.size);
    return similarity(l);
  };
  // Its ranked matches (every name sharing a trigram) cost more than a page: walked only when dense
  // enough to count the cap in the kept order.
  return passOf(index, corrected, shown, rank, (test) => index.matchName(phrase, Number.MIN_VALUE, test), undefined, COUNTED) ?? none;
}

/**
 * A list without a query: every listing `shown` accepts, walked in the kept order (the default
 * and most-viewed orders), so that the directory's first pages need no database either; listed
 * from the rarest of the `facets` when they have few listings (a country with few teachers).
 */
export function everyListing<L extends IndexedListing>(index: WordIndex<L>, shown: (listing: L) => boolean, facets: readonly string[] = []): Found<L> {
  const within = index.withFacets(facets);
  if (within && within.length < walkFrom) return { listings: within.filter(shown), rank: () => 0 };
  const listed = (limit: number) => {
    const listings: L[] = [];
    for (const listing of within ?? index.all()) if (shown(listing) && listings.push(listing) >= limit) break;
    return listings;
  };
  return {
    index,
    test: shown,
    ranked: () => new Map(),
    budget: within && !alwaysWalk ? 2 * within.length : Number.POSITIVE_INFINITY,
    list: () => listed(Number.POSITIVE_INFINITY),
    count: once(() => listed(COUNTED).length),
    rank: () => 0,
  };
}

/**
 * One pass: its listings, or its test for a walk when its rarest word has many listings and a
 * sample of the kept order shows it dense enough: a walk tests about window ÷ density listings, and
 * its count goes through the rarest word's listings only until the cap is passed, where listing
 * the pass goes through all of them. `ranked` gives the walk the matches whose rank is above 0.
 */
function passOf<L extends IndexedListing>(
  index: WordIndex<L>,
  matcher: Matcher<L>,
  shown: (l: L) => boolean,
  rank: (l: L) => number,
  ranked: (test: (l: L) => boolean) => Map<L, number>,
  levels?: Walked<L>['levels'],
  window = WALK_WINDOW,
): Found<L> | undefined {
  const { size } = matcher;
  const list = () => matcher.list(shown);
  const listed = () => {
    const listings = list();
    return listings.length ? { listings, rank } : undefined;
  };
  if (size < walkFrom) return listed();
  const matches = matcher.test();
  const test = (l: L) => matches(l) && shown(l);
  const ordered = index.ordered();
  const sample = Math.min(ordered.length, WALK_SAMPLE);
  let hits = 0;
  for (let i = 0; i < sample; i++) if (test(ordered[i])) hits++;
  const walkCost = hits ? (window * sample) / hits : Number.POSITIVE_INFINITY;
  if (!alwaysWalk && walkCost > size / 2) return listed();
  if (!hits && !ordered.some(test)) return undefined;
  const budget = alwaysWalk ? Number.POSITIVE_INFINITY : 2 * size;
  const count = once(() => matcher.list(shown, COUNTED).length);
  return { index, test, ranked: once(() => ranked(test)), levels, budget, list, count, rank };
}

const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
};

/** Names the phrase resembles, ranked by how much (`phrase <% name_search`, by word_similarity). */
function similarNames<L extends IndexedListing>(index: WordIndex<L>, phrase: string, shown: (listing: L) => boolean): Found<L> {
  const similarity = index.matchName(phrase, NAME_SIMILARITY, shown);
  return { listings: [...similarity.keys()], rank: (l) => similarity.get(l) ?? 0 };
}

/** Orders two listings (negative: `a` first), given their ranks. */
export type Compare<L> = (a: L, rankA: number, b: L, rankB: number) => number;

/**
 * An order of results: how two compare, and, when it is the index's kept order (or its reverse)
 * once ranks are equal, which way to walk it; `byRank` when ranks come first (no other order reads them).
 */
export type Order<L> = { compare: Compare<L>; walk?: 'forward' | 'backward'; byRank?: boolean };

/**
 * The window of the ordered result and the total, exact up to the cap as in the database path.
 * Listed results keep the best offset + limit while going through them once; walked ones take the
 * ranked matches first, then walk the kept order until the window is full and the cap counted.
 */
export function pageOf<L extends IndexedListing>(found: Found<L>, order: Order<L>, window: { limit: number; offset: number }): { page: L[]; total: number } {
  // Orders that ignore the rank (the most viewed, the newest) need not compute it.
  const rank = order.byRank ? found.rank : () => 0;
  if ('listings' in found) return bestOf(found.listings, rank, order.compare, window);
  return (order.walk && walk(found, order, window)) || bestOf(found.list(), rank, order.compare, window);
}

/** From how many names to go through for the ranked matches a walk ranks as it goes instead. */
let rankAsWalkedFrom = 2 * (DIRECTORY_COUNT_CAP + 1);

/** Tests rank every walk as it goes (0: however many listings it takes), to compare it with the other ways. */
export function setRankAsWalkedFrom(names: number): void {
  rankAsWalkedFrom = names;
}

/** The page of a walk (its total from the pass's count), or undefined when the budget ran out first. */
function walk<L extends IndexedListing>(found: Walked<L>, order: Order<L>, window: { limit: number; offset: number }) {
  if (order.byRank && found.levels) {
    const cost = found.levels.rankedCost();
    // It may test about as many listings as finding the ranked matches would go through names.
    const budget = rankAsWalkedFrom === 0 ? found.budget : Math.min(found.budget, cost);
    const page = cost >= rankAsWalkedFrom ? rankAsWalked(found, found.levels, window, budget) : undefined;
    if (page) return page;
  }
  const keep = window.offset + window.limit;
  const ranked = order.byRank ? found.ranked() : undefined;
  const page = ranked ? bestOf([...ranked.keys()], (l) => ranked.get(l) ?? 0, order.compare, { limit: keep, offset: 0 }).page : [];
  const list = found.index.ordered();
  const step = order.walk === 'forward' ? 1 : -1;
  let tested = 0;
  for (let i = step > 0 ? 0 : list.length - 1; i >= 0 && i < list.length && page.length < keep; i += step) {
    if (++tested > found.budget) return undefined;
    const listing = list[i];
    if (!ranked?.has(listing) && found.test(listing)) page.push(listing);
  }
  return { page: page.slice(window.offset), total: totalOf(found.count(), window.offset, page.length - window.offset) };
}

/**
 * A walk forward that ranks each match as it comes, keeping the first of each rank: the names
 * starting with the query (the top rank), those containing it, the others. The page is known once
 * the walk has met enough names starting with the query; when it has passed the cap's worth of
 * matches without, all of those are found through the names' first words (the best of them kept)
 * and the walk goes on until enough names contain the query. Undefined when it would test more
 * than `budget`.
 */
function rankAsWalked<L extends IndexedListing>(
  found: Walked<L>,
  levels: NonNullable<Walked<L>['levels']>,
  window: { limit: number; offset: number },
  budget: number,
) {
  const keep = window.offset + window.limit;
  const [tops, containing, others]: L[][] = [[], [], []];
  let starting: L[] | undefined;
  let matched = 0;
  const list = found.index.ordered();
  for (let i = 0; i < list.length && tops.length < keep; i++) {
    if (matched > DIRECTORY_COUNT_CAP) {
      starting ??= levels.starting(found.test);
      if (containing.length >= keep - starting.length) break;
    }
    if (i >= budget) return undefined;
    const listing = list[i];
    if (!found.test(listing)) continue;
    matched++;
    const rank = found.rank(listing);
    const kept = rank === levels.top ? tops : rank > 0 ? containing : others;
    if (kept.length < keep) kept.push(listing);
  }
  const { keptOrder } = found.index;
  const firsts = starting
    ? bestOf(
        starting,
        () => 0,
        (a, _ra, b) => keptOrder(a, b),
        { limit: keep, offset: 0 },
      ).page
    : tops;
  const page = [...firsts, ...containing, ...others].slice(window.offset, keep);
  return { page, total: totalOf(found.count(), window.offset, page.length) };
}

/** The total shown: exact up to the cap, then at least the cap + 1 (the list shows "1,000+"). */
const totalOf = (count: number, offset: number, shown: number) =>
  count > DIRECTORY_COUNT_CAP ? Math.max(DIRECTORY_COUNT_CAP + 1, shown > 0 ? offset + shown : 0) : count;

/** The best offset + limit of the listings without sorting them all, and the total. */
function bestOf<L>(listings: L[], rankOf: (l: L) => number, compare: Compare<L>, window: { limit: number; offset: number }) {
  const keep = window.offset + window.limit;
  const best: { listing: L; rank: number }[] = [];
  for (const listing of listings) {
    const rank = rankOf(listing);
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
  return { page, total: totalOf(listings.length, window.offset, page.length) };
}

/**
 * The orders of school and teacher lists (schoolOrder / teacherOrder in SQL): by name match, then
 * the most viewed (the default); the most viewed; the newest members. The index keeps schools and
 * teachers most viewed first (POPULAR), so the first two are walked in that order.
 */
type Listing = { id: number; viewers: number; memberSince: string | null };
export const POPULAR = (a: Listing, b: Listing) => b.viewers - a.viewers || a.id - b.id;
export const LISTING_ORDER: Record<string, Order<Listing>> = {
  rank: { compare: (a, ra, b, rb) => rb - ra || POPULAR(a, b), walk: 'forward', byRank: true },
  popular: { compare: (a, _ra, b) => POPULAR(a, b), walk: 'forward' },
  newest: { compare: (a, _ra, b) => descNullsFirst(a.memberSince, b.memberSince) || b.id - a.id },
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
export async function rowsOfPage<L extends IndexedListing, R>(
  found: Found<L>,
  order: Order<L>,
  window: { limit: number; offset: number },
  cards: CardCache<R>,
  read: (ids: number[]) => Promise<R[]>,
): Promise<{ rows: R[]; total: number }> {
  const { page, total } = pageOf(found, order, window);
  return {
    rows: await cards.read(
      page.map((l) => l.id),
      read,
    ),
    total,
  };
}

/** The first map markers of a search: its listings that have coordinates, in the same order. */
export async function markersOfPage<L extends IndexedListing & { located: boolean }, R>(
  found: Found<L>,
  order: Order<L>,
  limit: number,
  cards: CardCache<R>,
  read: (ids: number[]) => Promise<R[]>,
): Promise<R[]> {
  const located: Found<L> =
    'listings' in found
      ? { ...found, listings: found.listings.filter((l) => l.located) }
      : {
          ...found,
          test: (l) => l.located && found.test(l),
          ranked: once(() => new Map([...found.ranked()].filter(([l]) => l.located))),
          list: () => found.list().filter((l) => l.located),
          count: () => Math.min(COUNTED, found.list().filter((l) => l.located).length),
        };
  return (await rowsOfPage(located, order, { limit, offset: 0 }, cards, read)).rows;
}
