import { type AnyColumn, and, count, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DIRECTORY_COUNT_CAP } from '#common/directory.ts';
import type { Db } from '../../db/client.ts';
import { prepared, preparedWhereEmbedded } from '../../db/prepared.ts';
import { queryWords, UNSPACED, unspacedPairs } from '../../lib/search-text.ts';

export type SearchColumns = { searchVector: AnyColumn; namesVector: AnyColumn; searchText: AnyColumn; searchPairs: AnyColumn; nameSearch: AnyColumn };

/**
 * Search passes, tried in order until one finds something, so that common searches use the
 * indexes only: full text with prefixes ("rishi" finds Rishikesh); a substring anywhere (Thai
 * and Chinese, or the middle of a word); then misspelled words ("acadmy", "bankok"): each word
 * that no listing has is replaced by the listed words it resembles (trigram similarity over the
 * short list of words in search_words, not over every listing's text) and searched by full text
 * again (swapped letters, which trigrams miss, are looked up exactly: "chaing", "flwo"). Thai and
 * Chinese, written without spaces, go from substring to trigram word similarity of names.
 * Within a pass, names that contain the words come first (and in the full-text pass, then listings
 * whose names and places have every word), then the most viewed.
 */
export function searchPasses(db: Db, t: SearchColumns, query: string): Pass[] {
  const words = queryWords(query);
  if (!words.length) return [];
  const phrase = words.join(' ');
  const escaped = phrase.replace(/[\\%_]/g, (c) => `\\${c}`);
  const values: PassValues = {
    words: words.map((w) => `${w}:*`).join(' & '),
    starts: `${escaped}%`,
    contains: `%${escaped}%`,
  };
  const given = (name: keyof PassValues) => values[name];
  const fullText: Match = { ...fullTextPass(t, given), fixed: { name: 'words', build: () => fullTextPass(t, sql.placeholder), values } };
  // Thai and Chinese letters are also found by their pairs: two letters have no trigram.
  const pairs = unspacedPairs(phrase);
  const pairList = sql.join(
    pairs.map((p) => sql`${p}`),
    sql`, `,
  );
  const withPairs = sql`${t.searchPairs} @> array[${pairList}]::text[]`;
  const latin = anywherePass(t, given);
  // A query of two such letters is one of the pairs: having it is containing it, and reading each
  // listing's text again to check (a thousand for 学校, "school") doubled the search's time.
  const anywhere = pairs.length === 1 && pairs[0] === phrase ? withPairs : pairs.length ? sql`${withPairs} and ${latin.where}` : latin.where;
  // Fewer than three letters have no trigram: the index would be read whole, and a plan for that is another.
  const fixed: FixedMatch | undefined =
    !pairs.length && phrase.length >= 3 ? { name: 'anywhere', build: () => anywherePass(t, sql.placeholder), values } : undefined;
  const substring: Match = { ...latin, where: anywhere, fixed };
  // `<%`: at least WORD_SIMILARITY_THRESHOLD alike, set on every connection (db/client.ts).
  const fuzzyName: Match = { where: sql`${phrase} <% ${t.nameSearch}`, rank: sql`word_similarity(${phrase}, ${t.nameSearch})` };
  const corrected = async (): Promise<Match | undefined> => {
    const correction = await correctedQuery(db, words);
    if (!correction) return undefined;
    return {
      where: sql`${t.searchVector} @@ to_tsquery('simple', ${correction.tsquery})`,
      rank: sql`(${closenessRank(t, correction.alternatives)}) + word_similarity(${phrase}, ${t.nameSearch})`,
    };
  };
  return UNSPACED.test(phrase) ? [substring, fuzzyName] : [fullText, substring, corrected];
}
/**
 * A pass: its condition and its ranking. A rank with few values may also be given as `levels`,
 * conditions from the best rank to the worst, so that a page is found without ranking every match
 * (search-listings.ts).
 */
export type Match = { where: SQL; rank: SQL; levels?: SQL[]; fixed?: FixedMatch };
/**
 * A pass as one statement text for every query, its values placeholders (`build`) given at each
 * call (`values`), so that its count and page of ids can be prepared (countMatches, search-listings.ts).
 */
export type FixedMatch = { name: string; build: () => Pick<Match, 'where' | 'rank'>; values: PassValues };

/** The values of the full-text and substring passes: the words as a `tsquery`, and name patterns. */
type PassValues = { words: string; starts: string; contains: string };
/** Where a pass puts a value: the value itself, or a placeholder of that name for a prepared statement. */
type Value = (name: keyof PassValues) => unknown;

/** Names that start with the words, and names that contain them. */
const nameTests = (t: SearchColumns, v: Value) => ({ starts: sql`${t.nameSearch} like ${v('starts')}`, contains: sql`${t.nameSearch} like ${v('contains')}` });

/** Full text with prefixes; ranked by names starting with or containing the words, then names and places having every word. */
function fullTextPass(t: SearchColumns, v: Value) {
  const { starts, contains } = nameTests(t, v);
  // Every word found in the listing's names or places, not only in its descriptions: "yoga
  // rishikesh" ranks the schools in Rishikesh above one that mentions a trip there.
  const namesOrPlaces = sql`${t.namesVector} @@ to_tsquery('simple', ${v('words')})`;
  return {
    where: sql`${t.searchVector} @@ to_tsquery('simple', ${v('words')})`,
    rank: sql`(case when ${starts} then 3 when ${contains} then 2 when ${namesOrPlaces} then 1 else 0 end)`,
    levels: [starts, sql`${contains} and not ${starts}`, sql`not ${contains} and ${namesOrPlaces}`, sql`not ${contains} and not ${namesOrPlaces}`],
  };
}

/** The words anywhere in the text (trigram index); ranked by names containing, then starting with, them. */
function anywherePass(t: SearchColumns, v: Value) {
  const { starts, contains } = nameTests(t, v);
  return {
    where: sql`${t.searchText} like ${v('contains')}`,
    rank: sql`(case when ${contains} then 2 else 0 end + case when ${starts} then 1 else 0 end)`,
    // The same order as the rank, as conditions: each level is read in the list's own order.
    levels: [starts, sql`${contains} and not ${starts}`, sql`not ${contains}`],
  };
}
/** A pass, or one that needs a look-up first (and may turn out to have nothing to try). */
export type Pass = Match | (() => Promise<Match | undefined>);

/**
 * How close the words a listing matched are to the words typed: for each typed word, the trigram
 * similarity of the closest alternative the listing has. "bankok" finds Bangkok's schools (bangkok,
 * 0.5) above a school "on the banks of the Ganga" (banks, 0.3), whatever their views.
 */
function closenessRank(t: SearchColumns, alternatives: Map<string, string[]>): SQL {
  const perWord = [...alternatives].map(([word, near]) => {
    const options = [word, ...near].map((option) => {
      const query = option === word ? `${word}:*` : option;
      return sql`case when ${t.searchVector} @@ to_tsquery('simple', ${query}) then similarity(${word}, ${option}) else 0 end`;
    });
    return options.length === 1 ? options[0] : sql`greatest(${sql.join(options, sql`, `)})`;
  });
  return sql.join(perWord, sql` + `);
}

/**
 * A full-text query where each word that no listing has becomes "the word or the 3 listed words
 * most like it" (one query on search_words), with those alternatives; undefined when no word has a
 * correction.
 */
async function correctedQuery(db: Db, words: string[]): Promise<{ tsquery: string; alternatives: Map<string, string[]> } | undefined> {
  // Trigram similarity misses swapped letters ("chaing", "flwo"): those are looked up exactly.
  const swaps = words.flatMap((w) =>
    Array.from({ length: Math.max(0, w.length - 1) }, (_, i) => [w, w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2)] as const).filter(([, v]) => v !== w),
  );
  // One statement text whatever the words (each list one value, its words apart by spaces, which
  // query words never hold), prepared: planning it anew took as long as running it.
  const rows = await prepared(db, NEAREST_WORDS, () =>
    db
      .select({ query: sql<string>`n.query`, word: sql<string>`n.word` })
      .from(sql`(
        select s.query, s.word
        from unnest(string_to_array(${sql.placeholder('typed')}, ' '), string_to_array(${sql.placeholder('swapped')}, ' ')) as s(query, word)
        where exists (select 1 from search_words where word = s.word)
        union all
        select q.word, q.word from unnest(string_to_array(${sql.placeholder('words')}, ' ')) as q(word)
        where exists (select 1 from search_words where word = q.word)
        union all
        -- A listed word is its own nearest: only the others are looked up by trigrams (the costly part).
        select q.word, w.word
        from unnest(string_to_array(${sql.placeholder('words')}, ' ')) as q(word)
        cross join lateral (select word from search_words where word % q.word order by word <-> q.word limit 3) as w
        where not exists (select 1 from search_words where word = q.word)
      ) as n`)
      .prepare(NEAREST_WORDS),
  ).execute({ typed: swaps.map(([w]) => w).join(' '), swapped: swaps.map(([, v]) => v).join(' '), words: words.join(' ') });
  const alternatives = new Map(words.map((w) => [w, [] as string[]]));
  for (const row of rows) alternatives.get(row.query)?.push(row.word);
  let changed = false;
  const usable = new Map<string, string[]>();
  const parts = words.map((w) => {
    const near = [...new Set(alternatives.get(w) ?? [])];
    if (!near.length || near.includes(w)) {
      usable.set(w, []);
      return `${w}:*`;
    }
    changed = true;
    const listed = near.filter((n) => /^[\p{L}\p{M}\p{N}]+$/u.test(n));
    usable.set(w, listed);
    return `(${[`${w}:*`, ...listed].join(' | ')})`;
  });
  return changed ? { tsquery: parts.join(' & '), alternatives: usable } : undefined;
}

const NEAREST_WORDS = 'nearest_listed_words';
const COUNT_CAP = DIRECTORY_COUNT_CAP;

/** How many rows match, counted up to `cap` + 1 (which then means "more than `cap`"). */
export async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, cap = COUNT_CAP): Promise<number> {
  const [{ total }] = await cappedCount(db, table, where, cap);
  return total;
}

const cappedCount = (db: Db, table: PgTable, where: SQL | undefined, cap = COUNT_CAP) =>
  db.select({ total: count() }).from(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(cap + 1)
      .as('capped'),
  );

/**
 * How many listings a pass matches (`where`: the listings' condition and the pass's), counted as
 * countUpTo does. On the embedded database, when the pass has a fixed form and the listings' condition
 * is written for every value of its filters (`fixedWhere`), it is counted by a prepared statement:
 * parsing and planning took longer than running it (a filtered count 3.2 against 1.0 ms), and its one
 * plan, the search index, suits common and rare words there (decision 0064).
 */
export async function countMatches(db: Db, table: PgTable, match: Match, where: SQL | undefined, fixedWhere: FixedWhere | undefined): Promise<number> {
  const fixed = match.fixed;
  if (fixedWhere && fixed) {
    const name = statementName(table, 'count', fixed, fixedWhere);
    const statement = preparedWhereEmbedded(db, name, () => cappedCount(db, table, and(fixedWhere.build(), fixed.build().where)).prepare(name));
    if (statement) {
      const [{ total }] = await statement.execute({ ...fixed.values, ...fixedWhere.values });
      return total;
    }
  }
  return countUpTo(db, table, where);
}

/**
 * The listings' condition with the filters' values as placeholders (`build`, called once per
 * statement; `values` gives them), `name` saying which filters it has: one prepared statement per
 * pass and set of filters.
 */
export type FixedWhere = { name: string; build: () => SQL | undefined; values: Record<string, unknown> };

/** A prepared statement's name: `schools_count_words`, `teachers_ids_anywhere_country_style`. */
export const statementName = (table: PgTable, what: 'count' | 'ids', fixed: FixedMatch, fixedWhere: FixedWhere) =>
  [getTableName(table), what, fixed.name, fixedWhere.name].filter(Boolean).join('_');

/**
 * A page of rows and the total: when the page is not full the total is known without counting;
 * otherwise it is counted, up to the cap.
 */
export async function pageWithTotal<R>(window: { limit: number; offset: number }, rows: () => Promise<R[]>, total: () => Promise<number>) {
  const page = await rows();
  if (page.length < window.limit && (page.length > 0 || window.offset === 0)) return { rows: page, total: window.offset + page.length };
  // A count stopped at the cap still reaches the rows shown; an empty page past the end adds nothing.
  return { rows: page, total: Math.max(await total(), page.length ? window.offset + page.length : 0) };
}

/** Runs a search pass by pass until one answers something (or the last one has answered). */
export async function firstFound<R>(passes: Pass[], run: (match: Match | undefined) => Promise<R>, found: (r: R) => boolean): Promise<R> {
  if (!passes.length) return run(undefined);
  let result: R | undefined;
  for (const pass of passes) {
    if (result !== undefined && found(result)) break;
    const match = typeof pass === 'function' ? await pass() : pass;
    if (match) result = await run(match);
  }
  // Every pass had nothing to try: the first (strict) one answers, empty.
  return result ?? run(passes.find((p): p is Match => typeof p !== 'function'));
}
