// An inverted index of listing words held in memory: which listings have a word starting with a
// query word, which contain a phrase, which listed words a misspelled word resembles, and which
// names a Thai or Chinese query resembles (pg_trgm's word_similarity, computed as PostgreSQL does).
// Pure data structure; directory-index.ts fills it from the database and keeps it current.
import { UNSPACED } from '../../lib/search-text.ts';

/** A listing as the index knows it: its folded search text (see lib/search-text.ts) and name. */
export type IndexedListing = { id: number; text: string; name: string };

/** Words as PostgreSQL's full-text parser sees folded text: runs of letters, marks and digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
export const wordsOf = (text: string): string[] => [...new Set(text.match(WORD) ?? [])];

/** A query word: listed words starting with `prefix` match, and so do the `exact` alternatives. */
export type Term = { prefix: string; exact?: readonly string[] };

/**
 * Every word of every listing of every kind (like the search_words table), with its trigrams:
 * a misspelled word is corrected against all of them, whichever kind is searched.
 */
export class Vocabulary {
  private readonly uses = new Map<string, number>();
  /** Trigram → words having it (pg_trgm's trigrams). */
  private readonly trigramWords = new Map<string, Set<string>>();
  private readonly trigramCounts = new Map<string, number>();
  /** Two letters → Thai and Chinese words having them: their words are often two letters long. */
  private readonly bigramWords = new Map<string, Set<string>>();
  /** Trigram → its words, fewest trigrams first: made when a correction needs it, dropped when they change. */
  private readonly trigramWordsByCount = new Map<string, string[]>();

  has(word: string): boolean {
    return this.uses.has(word);
  }

  add(word: string): void {
    const uses = this.uses.get(word) ?? 0;
    this.uses.set(word, uses + 1);
    if (uses) return;
    const trigrams = trigramsOf(word);
    this.trigramCounts.set(word, trigrams.size);
    for (const trigram of trigrams) {
      let set = this.trigramWords.get(trigram);
      if (!set) this.trigramWords.set(trigram, (set = new Set()));
      set.add(word);
      this.trigramWordsByCount.delete(trigram);
    }
    if (UNSPACED.test(word))
      for (const bigram of bigramsOf(word)) {
        let set = this.bigramWords.get(bigram);
        if (!set) this.bigramWords.set(bigram, (set = new Set()));
        set.add(word);
      }
  }

  release(word: string): void {
    const uses = (this.uses.get(word) ?? 0) - 1;
    if (uses > 0) {
      this.uses.set(word, uses);
      return;
    }
    this.uses.delete(word);
    this.trigramCounts.delete(word);
    for (const trigram of trigramsOf(word)) {
      this.trigramWords.get(trigram)?.delete(word);
      this.trigramWordsByCount.delete(trigram);
    }
    if (UNSPACED.test(word)) for (const bigram of bigramsOf(word)) this.bigramWords.get(bigram)?.delete(word);
  }

  /**
   * The listed words containing `part`, found through the words sharing its rarest trigram (or,
   * for two Thai or Chinese letters, its pair); undefined when only a scan can tell (one or two
   * Latin letters: most words have them, registration numbers included).
   */
  containing(part: string): string[] | undefined {
    const chars = [...part];
    let candidates: Set<string> | undefined;
    if (chars.length >= 3) {
      for (let i = 0; i + 2 < chars.length; i++) {
        const words = this.trigramWords.get(chars[i] + chars[i + 1] + chars[i + 2]);
        if (!words?.size) return [];
        if (!candidates || words.size < candidates.size) candidates = words;
      }
    } else if (chars.length === 2 && UNSPACED.test(part)) candidates = this.bigramWords.get(part) ?? new Set();
    if (!candidates) return undefined;
    return [...candidates].filter((word) => word.includes(part));
  }

  private byTrigramCount(trigram: string): string[] {
    let words = this.trigramWordsByCount.get(trigram);
    if (!words) {
      const count = (word: string) => this.trigramCounts.get(word) ?? 0;
      words = [...(this.trigramWords.get(trigram) ?? [])].sort((a, b) => count(a) - count(b));
      this.trigramWordsByCount.set(trigram, words);
    }
    return words;
  }

  /**
   * Listed words a word not in the vocabulary may stand for: the same word with two letters
   * swapped ("chaing" → chiang), and the 3 most similar by trigrams (pg_trgm's `%` at 0.3).
   */
  corrections(word: string): string[] {
    if (this.uses.has(word)) return [];
    const swapped = new Set<string>();
    for (let i = 0; i + 1 < word.length; i++) {
      const variant = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      if (variant !== word && this.uses.has(variant)) swapped.add(variant);
    }
    const own = trigramsOf(word);
    const byRarity = [...own].sort((a, b) => (this.trigramWords.get(a)?.size ?? 0) - (this.trigramWords.get(b)?.size ?? 0));
    const count = (other: string) => this.trigramCounts.get(other) ?? 0;
    // A word of n trigrams as similar as 0.3 shares at least ⌈0.3 (|own| + n) ÷ 1.3⌉ of them, so one
    // of the |own| − that + 1 rarest: the i-th rarest is one of those only for words of up to
    // `most` trigrams ("t1" is not compared with the 50,000 registration numbers t1…, which would
    // need all three of its trigrams, "t1 " included).
    const candidates = new Set<string>();
    for (let i = 0; i < byRarity.length; i++) {
      const most = Math.floor((1.3 * (own.size - i)) / 0.3 - own.size + 1e-6);
      for (const other of this.byTrigramCount(byRarity[i])) {
        if (count(other) > most) break;
        candidates.add(other);
      }
    }
    const sets = byRarity.map((t) => this.trigramWords.get(t));
    const similar: { word: string; similarity: number }[] = [];
    for (const other of candidates) {
      let common = 0;
      for (const set of sets) if (set?.has(other)) common++;
      const similarity = common / (own.size + count(other) - common);
      if (similarity >= 0.3) similar.push({ word: other, similarity });
    }
    similar.sort((a, b) => b.similarity - a.similarity || (a.word < b.word ? -1 : 1));
    return [...new Set([...swapped, ...similar.slice(0, 3).map((s) => s.word)])];
  }
}

/**
 * One way of matching listings, ready to run: how many listings listing its matches goes through,
 * its matches that `keep` accepts (the first `limit` found, in no order), and a test of one listing
 * (for walks in the kept order).
 */
export type Matcher<L> = { size: number; list: (keep: (listing: L) => boolean, limit?: number) => L[]; test: () => (listing: L) => boolean };

/** A query word with its listed words: the range of the sorted vocabulary it starts, and exact alternatives. */
type Expanded = { term: Term; from: number; to: number; extra: string[]; count: number };

/** A listing in the index: its words, and its name's trigrams for word_similarity. */
type Entry<L> = {
  listing: L;
  words: string[];
  name: NameTrigrams;
  /** Its filter values (facetsOf), as put. */
  facets: readonly string[];
  /** The search that last took this listing as a candidate (scratch of eachOnce). */
  countedBy: number;
};

export class WordIndex<L extends IndexedListing> {
  private readonly listings = new Map<number, Entry<L>>();
  /** Word → the listings having it. */
  private readonly postings = new Map<string, Set<Entry<L>>>();
  /**
   * Word → the one copy of it every entry's `words` share. Each listing's text is split into new
   * strings: on 80,000 listings three million copies of a hundred thousand words, which every
   * full collection of the heap walked (docs/performance.md, twelfth round).
   */
  private readonly heldWords = new Map<string, string>();
  /** Filter values likewise ("type:RTY" on 40,000 teachers). */
  private readonly heldFacets = new Map<string, string>();
  /** Word → the listings whose name has it (a name's words are words of its text too). */
  private readonly nameWords = new Map<string, Entry<L>[]>();
  /** Every listing in the kept order, once asked for; kept sorted as listings come and go. */
  private orderedListings: L[] | null = null;
  /** Trigram → listings whose name has it (arrays: half the memory of sets). */
  private readonly namePostings = new Map<number, Entry<L>[]>();
  /** Numbers the searches that stamp entries (Entry.countedBy). */
  private searches = 0;
  /** The vocabulary in code-unit order, for prefix ranges; rebuilt when a word comes or goes. */
  private sortedWords: string[] | null = null;
  /** Filter value (a country, a style …) → the listings having it, so that a search with a rare one starts there. */
  private readonly facets = new Map<string, Set<Entry<L>>>();
  private readonly facetsOf: (listing: L) => readonly string[];

  readonly vocabulary: Vocabulary;
  /**
   * The order big results are walked in (indexed-search.ts): most viewed first for schools and
   * teachers, soonest first for events. A total order (ids break ties).
   */
  readonly keptOrder: (a: L, b: L) => number;

  /**
   * `facetsOf` names a listing's filter values (directory-index.ts's facetKeys): a search given the
   * values it filters on goes through the listings having the rarest, when they are fewer than
   * those having its words.
   */
  constructor(
    vocabulary = new Vocabulary(),
    keptOrder: (a: L, b: L) => number = (a, b) => a.id - b.id,
    facetsOf: (listing: L) => readonly string[] = () => [],
  ) {
    this.vocabulary = vocabulary;
    this.keptOrder = keptOrder;
    this.facetsOf = facetsOf;
  }

  get size(): number {
    return this.listings.size;
  }

  get(id: number): L | undefined {
    return this.listings.get(id)?.listing;
  }

  *all(): IterableIterator<L> {
    for (const entry of this.listings.values()) yield entry.listing;
  }

  /** Every listing in the kept order (sorted on the first call, then kept sorted). */
  ordered(): readonly L[] {
    this.orderedListings ??= [...this.all()].sort(this.keptOrder);
    return this.orderedListings;
  }

  put(listing: L): void {
    this.remove(listing.id);
    const words = wordsOf(listing.text);
    const facets = this.facetsOf(listing).map((facet) => this.heldFacets.get(facet) ?? facet);
    const entry: Entry<L> = { listing, words, name: nameTrigramsOf(listing.name), facets, countedBy: 0 };
    this.listings.set(listing.id, entry);
    for (const facet of entry.facets) {
      const entries = this.facets.get(facet);
      if (entries) entries.add(entry);
      else {
        this.facets.set(facet, new Set([entry]));
        this.heldFacets.set(facet, facet);
      }
    }
    if (this.orderedListings) this.orderedListings.splice(this.orderedAt(listing), 0, listing);
    for (const word of wordsOf(listing.name)) {
      const entries = this.nameWords.get(word);
      if (entries) entries.push(entry);
      else this.nameWords.set(word, [entry]);
    }
    for (const trigram of distinctTrigrams(entry.name)) {
      const entries = this.namePostings.get(trigram);
      if (entries) entries.push(entry);
      else this.namePostings.set(trigram, [entry]);
    }
    for (let i = 0; i < words.length; i++) {
      const word = words[i];
      let entries = this.postings.get(word);
      if (entries) words[i] = this.heldWords.get(word) ?? word;
      else {
        entries = new Set();
        this.postings.set(word, entries);
        this.heldWords.set(word, word);
        this.sortedWords = null;
        this.vocabulary.add(word);
      }
      entries.add(entry);
    }
  }

  remove(id: number): void {
    const entry = this.listings.get(id);
    if (!entry) return;
    this.listings.delete(id);
    if (this.orderedListings) {
      const at = this.orderedAt(entry.listing);
      if (this.orderedListings[at] === entry.listing) this.orderedListings.splice(at, 1);
    }
    for (const facet of entry.facets) {
      const entries = this.facets.get(facet);
      entries?.delete(entry);
      if (entries?.size !== 0) continue;
      this.facets.delete(facet);
      this.heldFacets.delete(facet);
    }
    for (const trigram of distinctTrigrams(entry.name)) forget(this.namePostings, trigram, entry);
    for (const word of wordsOf(entry.listing.name)) forget(this.nameWords, word, entry);
    for (const word of entry.words) {
      const entries = this.postings.get(word);
      if (!entries) continue;
      entries.delete(entry);
      if (entries.size) continue;
      this.postings.delete(word);
      this.heldWords.delete(word);
      this.sortedWords = null;
      this.vocabulary.release(word);
    }
  }

  /** Changes what only the kept order depends on (a view count), without indexing the words again. */
  reorder(id: number, change: (listing: L) => void): void {
    const entry = this.listings.get(id);
    if (!entry) return;
    const list = this.orderedListings;
    if (list) {
      const at = this.orderedAt(entry.listing);
      if (list[at] === entry.listing) list.splice(at, 1);
    }
    change(entry.listing);
    if (list) list.splice(this.orderedAt(entry.listing), 0, entry.listing);
  }

  /**
   * The listings having every facet, when one facet is given: those of the rarest (an unknown
   * value has none); undefined without facets.
   */
  withFacets(facets: readonly string[]): L[] | undefined {
    const within = this.rarestFacet(facets);
    return within && [...within].map((entry) => entry.listing);
  }

  private rarestFacet(facets: readonly string[]): Set<Entry<L>> | undefined {
    let rarest: Set<Entry<L>> | undefined;
    for (const facet of facets) {
      const entries = this.facets.get(facet) ?? new Set<Entry<L>>();
      if (!rarest || entries.size < rarest.size) rarest = entries;
    }
    return rarest;
  }

  /**
   * Listings matching every term (like `to_tsquery('w1:* & (w2:* | alt)')`), among those having
   * the facets: starts from the term with the fewest listings, or the rarest facet when it has
   * fewer, and checks the terms against each candidate (`keep` checks the facets).
   */
  terms(terms: readonly Term[], facets: readonly string[] = []): Matcher<L> {
    if (!terms.length) return { size: 0, list: () => [], test: () => () => false };
    const expanded = this.expand(terms);
    const within = this.rarestFacet(facets);
    // Only the rarest term's count is needed exactly: the others stop counting once they pass it.
    let size = within?.size ?? Number.POSITIVE_INFINITY;
    let first: Expanded | undefined;
    for (const term of [...expanded].sort((a, b) => a.count - b.count)) {
      const listings = this.listingsOf(term, size);
      if (listings < size) [size, first] = [listings, term];
    }
    const start = first ? this.wordsOf(first).map((word) => this.postings.get(word)) : [within];
    const checked = expanded.filter((term) => term !== first);
    return {
      size,
      list: (keep, limit) => {
        const checks = checked.map((term) => this.termCheck(term));
        return this.eachOnce(start, (entry) => checks.every((check) => check(entry)) && keep(entry.listing), limit).map((entry) => entry.listing);
      },
      test: () => {
        const checks = expanded.map((term) => this.termCheck(term));
        return (listing) => {
          const entry = this.listings.get(listing.id);
          return entry !== undefined && checks.every((check) => check(entry));
        };
      },
    };
  }

  /**
   * Whether an entry has a word of the term: looked up in the postings of a term with few words,
   * else in its own words. Once a term of many words ("m") has been checked on 1/32 as many entries
   * as its words have listings (one entry's words cost about as much as putting 30 entries in a
   * set), those listings are gathered in a set: a walk that finds few matches may check them all.
   */
  private termCheck(expanded: Expanded): (entry: Entry<L>) => boolean {
    const { term } = expanded;
    if (expanded.count > 8) {
      let scans = this.listingsOf(expanded, Number.POSITIVE_INFINITY) / 32;
      let members: Set<Entry<L>> | undefined;
      return (entry) => {
        if (members) return members.has(entry);
        if (--scans > 0) return entry.words.some((w) => w.startsWith(term.prefix) || term.exact?.includes(w));
        members = new Set(this.wordsOf(expanded).flatMap((word) => [...(this.postings.get(word) ?? [])]));
        return members.has(entry);
      };
    }
    const sets = this.wordsOf(expanded).map((w) => this.postings.get(w) ?? new Set<Entry<L>>());
    return (entry) => sets.some((set) => set.has(entry));
  }

  /** Each term's listed words: the range of the sorted vocabulary starting with it, and its exact alternatives. */
  private expand(terms: readonly Term[]): Expanded[] {
    const vocabulary = this.sorted();
    return terms.map((term) => {
      const from = this.firstFrom(vocabulary, (word) => word >= term.prefix);
      const to = this.firstFrom(vocabulary, (word) => word > term.prefix && !word.startsWith(term.prefix));
      const extra = (term.exact ?? []).filter((word) => this.postings.has(word) && !word.startsWith(term.prefix));
      return { term, from, to, extra, count: to - from + extra.length };
    });
  }

  private wordsOf({ from, to, extra }: Expanded): string[] {
    return [...this.sorted().slice(from, to), ...extra];
  }

  /** How many listings the term's words have, counted up to `cap` (a term with thousands of words stops early). */
  private listingsOf(expanded: Expanded, cap: number): number {
    const vocabulary = this.sorted();
    let listings = 0;
    for (const word of expanded.extra) listings += this.postings.get(word)?.size ?? 0;
    for (let i = expanded.from; i < expanded.to && listings < cap; i++) listings += this.postings.get(vocabulary[i])?.size ?? 0;
    return listings;
  }

  /**
   * Listings whose text contains the phrase anywhere (like `search_text like '%phrase%'`), among
   * those having the facets: from the listed words containing a part of it, or the rarest facet
   * when it has fewer listings (a listing whose text contains the phrase is one: `text.includes`).
   */
  phrase(phrase: string, facets: readonly string[] = []): Matcher<L> {
    const test = () => (listing: L) => listing.text.includes(phrase);
    const within = this.rarestFacet(facets);
    const { words, parts, listings } = this.phraseWords(phrase, within?.size ?? Number.POSITIVE_INFINITY);
    if (!parts.length) return { size: 0, list: () => [], test: () => () => false };
    if (!words) {
      const size = within?.size ?? 0;
      return {
        size,
        list: (keep, limit) => this.eachOnce([within], (e) => e.listing.text.includes(phrase) && keep(e.listing), limit).map((e) => e.listing),
        test,
      };
    }
    return {
      size: listings,
      list: (keep, limit) =>
        this.eachOnce(
          words.map((word) => this.postings.get(word)),
          (entry) => (parts.length === 1 || entry.listing.text.includes(phrase)) && keep(entry.listing),
          limit,
        ).map((entry) => entry.listing),
      test,
    };
  }

  /** The listings (that `keep` accepts) whose name contains the phrase. */
  namesContaining(phrase: string, keep: (listing: L) => boolean): L[] {
    return this.eachOnce(
      this.nameWordsContaining(phrase).map((word) => this.nameWords.get(word)),
      (entry) => entry.listing.name.includes(phrase) && keep(entry.listing),
    ).map((entry) => entry.listing);
  }

  /**
   * The listings (that `keep` accepts) whose name starts with the phrase: its first part starts the
   * name's first word (is that word, when more parts follow).
   */
  namesStartingWith(phrase: string, keep: (listing: L) => boolean): L[] {
    const [first, ...more] = phrase.split(' ');
    const words = more.length ? [first] : [...this.nameWords.keys()].filter((word) => word.startsWith(first));
    return this.eachOnce(
      words.map((word) => this.nameWords.get(word)),
      (entry) => entry.listing.name.startsWith(phrase) && keep(entry.listing),
    ).map((entry) => entry.listing);
  }

  /** How many names namesContaining goes through (those with a word containing the phrase's longest part). */
  namesContainingCost(phrase: string): number {
    return this.nameWordsContaining(phrase).reduce((n, word) => n + (this.nameWords.get(word)?.length ?? 0), 0);
  }

  private nameWordsContaining(phrase: string): string[] {
    const longest = phrase.split(' ').reduce((a, b) => (b.length > a.length ? b : a));
    // One or two Latin letters: the words of names, far fewer than those of the vocabulary, are scanned.
    return this.vocabulary.containing(longest) ?? [...this.nameWords.keys()].filter((word) => word.includes(longest));
  }

  /**
   * The words to start a phrase from, and how many listings they have; no words when the listings
   * of the facets (`fewer` of them) are fewer. Text words are runs of letters and digits, as are the
   * phrase's parts, so in a text containing the phrase its first part ends a word, a middle part is
   * a whole word and the last part starts one: each part has its own short list of words, and the
   * part whose words have the fewest listings is started from ("yoga ab" from the words starting
   * with "ab", not from every word containing "yoga").
   */
  private phraseWords(phrase: string, fewer: number): { words: string[] | undefined; parts: string[]; listings: number } {
    const parts = phrase.split(' ').filter(Boolean);
    if (!parts.length) return { words: undefined, parts, listings: 0 };
    let words: string[] | undefined;
    let listings = fewer;
    const consider = (candidates: string[] | undefined) => {
      if (!candidates) return;
      let count = 0;
      for (const word of candidates) if ((count += this.postings.get(word)?.size ?? 0) >= listings) return;
      [words, listings] = [candidates, count];
    };
    const [first, ...others] = parts;
    const last = others.pop();
    for (const part of others) consider(this.postings.has(part) ? [part] : []);
    if (last !== undefined) consider(this.startingWith(last));
    const fits = (word: string) => (last === undefined ? word.includes(first) : word.endsWith(first));
    // A trigram (or a Thai or Chinese pair) finds the words containing the first part quickly; one or
    // two Latin letters are looked for in this index's words, when those are fewer than the listings.
    if ([...first].length >= 3 || UNSPACED.test(first)) consider(this.vocabulary.containing(first)?.filter(fits));
    else if (listings > this.sorted().length) consider(this.sorted().filter(fits));
    return { words, parts, listings };
  }

  /** The listed words starting with a prefix (a range of the sorted vocabulary). */
  private startingWith(prefix: string): string[] {
    const vocabulary = this.sorted();
    const from = this.firstFrom(vocabulary, (word) => word >= prefix);
    const to = this.firstFrom(vocabulary, (word) => word > prefix && !word.startsWith(prefix));
    return vocabulary.slice(from, to);
  }

  /**
   * Listings (that `keep` accepts) whose name the phrase resembles, with their similarity: like
   * `phrase <% name_search` at this `pg_trgm.word_similarity_threshold` (above 0), ranked by
   * `word_similarity(phrase, name_search)`. Only names sharing enough of the phrase's trigrams can
   * reach the threshold, so the exact similarity is computed for those alone.
   */
  matchName(phrase: string, threshold: number, keep: (listing: L) => boolean = () => true): Map<L, number> {
    const wanted = new Set(distinctTrigrams(nameTrigramsOf(phrase)));
    // word_similarity is at most the share of the phrase's trigrams that the name has (the margin
    // keeps 0.3 × 10 from rounding up to 4).
    const needed = Math.max(1, Math.ceil(threshold * wanted.size - 1e-9));
    const out = new Map<L, number>();
    for (const entry of this.namesWithRareTrigrams(wanted, needed)) {
      if (!keep(entry.listing)) continue;
      const similarity = wordSimilarity(wanted, entry.name, needed);
      if (similarity >= threshold) out.set(entry.listing, similarity);
    }
    return out;
  }

  /** Ranks `ranking` listings by pg_trgm's `word_similarity(phrase, name_search)`, from their names' trigrams kept here. */
  similarityTo(phrase: string, ranking = Number.POSITIVE_INFINITY): (listing: L) => number {
    const wanted = new Set(distinctTrigrams(nameTrigramsOf(phrase)));
    // Only names sharing a trigram are similar at all: when fewer than the listings to rank, their
    // similarities are computed once (a corrected word may match most listings, whose names
    // mostly share none).
    let sharing = 0;
    for (const trigram of wanted) sharing += this.namePostings.get(trigram)?.length ?? 0;
    if (sharing < ranking / 2) {
      const similar = this.matchName(phrase, Number.MIN_VALUE);
      return (listing) => similar.get(listing) ?? 0;
    }
    return (listing) => {
      const entry = this.listings.get(listing.id);
      return entry ? wordSimilarity(wanted, entry.name) : 0;
    };
  }

  /**
   * The names having one of the trigrams but `needed - 1` that the fewest names have: every name
   * with `needed` of the trigrams has one of those.
   */
  private namesWithRareTrigrams(trigrams: ReadonlySet<number>, needed: number): Entry<L>[] {
    if (needed > trigrams.size) return [];
    const byRarity = [...trigrams].map((t) => this.namePostings.get(t) ?? []).sort((a, b) => a.length - b.length);
    return this.eachOnce(byRarity.slice(0, trigrams.size - needed + 1), () => true);
  }

  /**
   * The entries of these lists that `accept` takes (the first `limit` of them), each entry looked
   * at once however many lists have it (a search's stamp on the entry marks it).
   */
  private eachOnce(lists: Iterable<Iterable<Entry<L>> | undefined>, accept: (entry: Entry<L>) => boolean, limit = Number.POSITIVE_INFINITY): Entry<L>[] {
    const stamp = ++this.searches;
    const out: Entry<L>[] = [];
    for (const entries of lists)
      for (const entry of entries ?? []) {
        if (entry.countedBy === stamp) continue;
        entry.countedBy = stamp;
        if (accept(entry) && out.push(entry) >= limit) return out;
      }
    return out;
  }

  /** Where a listing is, or would go, in the kept order (binary search). */
  private orderedAt(listing: L): number {
    const list = this.orderedListings ?? [];
    let low = 0;
    let high = list.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.keptOrder(list[mid], listing) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private sorted(): string[] {
    if (!this.sortedWords) this.sortedWords = [...this.postings.keys()].sort();
    return this.sortedWords;
  }

  /** The first word of the sorted vocabulary that `after` takes (it takes every word after it too). */
  private firstFrom(vocabulary: string[], after: (word: string) => boolean): number {
    let low = 0;
    let high = vocabulary.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (after(vocabulary[mid])) high = mid;
      else low = mid + 1;
    }
    return low;
  }
}

/** Takes an entry out of a key's list: the last one takes its place. */
function forget<K, E>(lists: Map<K, E[]>, key: K, entry: E): void {
  const entries = lists.get(key);
  if (!entries) return;
  const at = entries.indexOf(entry);
  if (at < 0) return;
  const last = entries.pop() as E;
  if (at < entries.length) entries[at] = last;
  if (!entries.length) lists.delete(key);
}

/** The pairs of neighbouring letters of a word. */
function bigramsOf(word: string): Set<string> {
  const chars = [...word];
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i] + chars[i + 1]);
  return out;
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
export function trigramsOf(word: string): Set<string> {
  const chars = [' ', ' ', ...word, ' '];
  const out = new Set<string>();
  for (let i = 0; i + 2 < chars.length; i++) out.add(chars[i] + chars[i + 1] + chars[i + 2]);
  return out;
}

/**
 * Letters as pg_trgm keeps them in words: `iswalnum` of the database's C library in its C.UTF-8
 * locale, that is Unicode's alphabetic characters (Thai and Devanagari vowel signs included, their
 * tone marks and viramas not) and digits. PostgreSQL's glibc counts Thai ฯ and ๆ as letters,
 * PGlite's musl does not (TRIGRAM_LETTERS_PROBE tells which; letters newer than the library's
 * Unicode tables may differ too).
 */
const GLIBC_LETTERS = /[\p{Alphabetic}\p{Nd}]+/gu;
const MUSL_LETTERS = /(?:(?![\u0E2F\u0E46])[\p{Alphabetic}\p{Nd}])+/gu;
let trigramLetters = MUSL_LETTERS;

/** True when the database's pg_trgm counts Thai ฯ as a letter (glibc), false when not (PGlite). */
export const TRIGRAM_LETTERS_PROBE = "select cardinality(show_trgm('x\u0E2Fx')) > 2 as thai_signs";

/** Follows the database's letters (see TRIGRAM_LETTERS_PROBE); set before any listing is put. */
export function setTrigramLetters(thaiSigns: boolean): void {
  trigramLetters = thaiSigns ? GLIBC_LETTERS : MUSL_LETTERS;
}

/**
 * A text's trigrams as word_similarity needs them, in one array (each typed array costs ≈ 200
 * bytes beyond its numbers): how many distinct trigrams it has, those trigrams, then the text's
 * trigrams in order (duplicates kept) as indexes into them.
 */
export type NameTrigrams = Int32Array;

/** The distinct trigrams of a name (a view, not a copy). */
export const distinctTrigrams = (name: NameTrigrams): Int32Array => name.subarray(1, 1 + name[0]);

/**
 * pg_trgm's trigrams of a text (`generate_trgm_only`): each word padded with two spaces before
 * and one after. A trigram is a number: its three bytes when they are three ASCII characters,
 * otherwise pg_trgm's hash of its UTF-8 bytes (`compact_trigram`), so that trigrams are equal
 * exactly when PostgreSQL's are, hash collisions included.
 */
export function nameTrigramsOf(text: string): NameTrigrams {
  const slots = new Map<number, number>();
  const order: number[] = [];
  for (const word of text.match(trigramLetters) ?? []) {
    const chars = [32, 32];
    for (const char of word) chars.push(char.codePointAt(0) ?? 0);
    chars.push(32);
    for (let i = 0; i + 2 < chars.length; i++) {
      const trigram = trigramKey(chars[i], chars[i + 1], chars[i + 2]);
      let slot = slots.get(trigram);
      if (slot === undefined) slots.set(trigram, (slot = slots.size));
      order.push(slot);
    }
  }
  return Int32Array.from([slots.size, ...slots.keys(), ...order]);
}

function trigramKey(a: number, b: number, c: number): number {
  if ((a | b | c) < 0x80) return (a << 16) | (b << 8) | c;
  let crc = 0xffffffff;
  for (const char of [a, b, c]) for (const byte of utf8(char)) crc = CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] ^ (crc << 8);
  crc = ~crc;
  // The crc's first three bytes in memory (little-endian: the low ones), as pg_trgm copies them.
  return ((crc & 0xff) << 16) | (crc & 0xff00) | ((crc >>> 16) & 0xff);
}

function utf8(char: number): number[] {
  if (char < 0x80) return [char];
  if (char < 0x800) return [0xc0 | (char >> 6), 0x80 | (char & 0x3f)];
  if (char < 0x10000) return [0xe0 | (char >> 12), 0x80 | ((char >> 6) & 0x3f), 0x80 | (char & 0x3f)];
  return [0xf0 | (char >> 18), 0x80 | ((char >> 12) & 0x3f), 0x80 | ((char >> 6) & 0x3f), 0x80 | (char & 0x3f)];
}

/**
 * PostgreSQL's "legacy" CRC-32 (pg_crc.h): the reflected CRC-32 table driven by the shift of the
 * non-reflected algorithm.
 */
const CRC_TABLE = Int32Array.from({ length: 256 }, (_, i) => {
  let crc = i;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  return crc;
});

/** pg_trgm's `word_similarity(query, text)` of two texts. */
export function wordSimilarityOf(query: string, text: string): number {
  return wordSimilarity(new Set(distinctTrigrams(nameTrigramsOf(query))), nameTrigramsOf(text));
}

// wordSimilarity's working memory, grown as needed (a search checks thousands of names).
let found = new Uint8Array(256);
let lastSeen = new Int32Array(256);

/**
 * pg_trgm's `word_similarity` from the query's distinct trigrams and the text's: the same greedy
 * search for the run of the text's trigrams most like the query's (`iterate_word_similarity`), in
 * the same float4 arithmetic, so that values tie as in SQL. 0 when the text has fewer than
 * `needed` of the query's trigrams (the similarity could not reach what the caller needs).
 */
export function wordSimilarity(query: ReadonlySet<number>, text: NameTrigrams, needed = 1): number {
  const wanted = query.size;
  const distinct = text[0];
  if (distinct > found.length) {
    found = new Uint8Array(distinct);
    lastSeen = new Int32Array(distinct);
  }
  let shared = 0;
  for (let slot = 0; slot < distinct; slot++) {
    found[slot] = query.has(text[1 + slot]) ? 1 : 0;
    shared += found[slot];
    lastSeen[slot] = -1;
  }
  if (shared < Math.max(needed, 1)) return 0;
  // Positions below are indexes into `text`, whose trigrams in order start after the distinct ones.
  let distinctInRun = 0;
  let common = 0;
  let lower = -1;
  let best = 0;
  for (let upper = 1 + distinct; upper < text.length; upper++) {
    const slot = text[upper];
    if (lower >= 0 || found[slot]) {
      if (lastSeen[slot] < 0) {
        distinctInRun++;
        common += found[slot];
      }
      lastSeen[slot] = upper;
    }
    if (!found[slot]) continue;
    if (lower === -1) {
      lower = upper;
      distinctInRun = 1;
    }
    // A run starting later may be more similar: keep the best start, as pg_trgm does.
    let current = similarityOf(common, wanted, distinctInRun);
    let startCommon = common;
    let startDistinct = distinctInRun;
    const previousLower = lower;
    for (let start = lower; start <= upper; start++) {
      const similarity = similarityOf(startCommon, wanted, startDistinct);
      if (similarity > current) {
        current = similarity;
        distinctInRun = startDistinct;
        common = startCommon;
        lower = start;
      }
      const leaving = text[start];
      if (lastSeen[leaving] === start) {
        startDistinct--;
        startCommon -= found[leaving];
      }
    }
    best = Math.max(best, current);
    for (let start = previousLower; start < lower; start++) if (lastSeen[text[start]] === start) lastSeen[text[start]] = -1;
  }
  return best;
}

/** pg_trgm's CALCSML in float4. */
const similarityOf = (common: number, wanted: number, distinct: number) => Math.fround(common / (wanted + distinct - common));
