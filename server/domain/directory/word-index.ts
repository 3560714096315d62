// An inverted index of listing words held in memory: which listings have a word starting with a
// query word, which contain a phrase, and which listed words a misspelled word resembles.
// Pure data structure; directory-index.ts fills it from the database and keeps it current.

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
    for (const trigram of trigramsOf(word)) this.trigramWords.get(trigram)?.delete(word);
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
    const shared = new Map<string, number>();
    for (const trigram of own) for (const other of this.trigramWords.get(trigram) ?? []) shared.set(other, (shared.get(other) ?? 0) + 1);
    const similar: { word: string; similarity: number }[] = [];
    for (const [other, common] of shared) {
      const similarity = common / (own.size + (this.trigramCounts.get(other) ?? 0) - common);
      if (similarity >= 0.3) similar.push({ word: other, similarity });
    }
    similar.sort((a, b) => b.similarity - a.similarity || (a.word < b.word ? -1 : 1));
    return [...new Set([...swapped, ...similar.slice(0, 3).map((s) => s.word)])];
  }
}

export class WordIndex<L extends IndexedListing> {
  private readonly listings = new Map<number, { listing: L; words: string[] }>();
  private readonly postings = new Map<string, Set<number>>();
  /** The vocabulary in code-unit order, for prefix ranges; rebuilt when a word comes or goes. */
  private sortedWords: string[] | null = null;

  readonly vocabulary: Vocabulary;

  constructor(vocabulary = new Vocabulary()) {
    this.vocabulary = vocabulary;
  }

  get size(): number {
    return this.listings.size;
  }

  get(id: number): L | undefined {
    return this.listings.get(id)?.listing;
  }

  put(listing: L): void {
    this.remove(listing.id);
    const words = wordsOf(listing.text);
    this.listings.set(listing.id, { listing, words });
    for (const word of words) {
      let ids = this.postings.get(word);
      if (!ids) {
        ids = new Set();
        this.postings.set(word, ids);
        this.sortedWords = null;
        this.vocabulary.add(word);
      }
      ids.add(listing.id);
    }
  }

  remove(id: number): void {
    const entry = this.listings.get(id);
    if (!entry) return;
    this.listings.delete(id);
    for (const word of entry.words) {
      const ids = this.postings.get(word);
      if (!ids) continue;
      ids.delete(id);
      if (ids.size) continue;
      this.postings.delete(word);
      this.sortedWords = null;
      this.vocabulary.release(word);
    }
  }

  /**
   * Listings matching every term (like `to_tsquery('w1:* & (w2:* | alt)')`). Starts from the term
   * with the fewest listings and checks the others against each candidate's own words.
   */
  matchTerms(terms: readonly Term[]): L[] {
    if (!terms.length) return [];
    const vocabulary = this.sorted();
    const expanded = terms.map((term) => {
      const words = this.prefixed(vocabulary, term.prefix);
      for (const word of term.exact ?? []) if (this.postings.has(word) && !word.startsWith(term.prefix)) words.push(word);
      return { term, words, size: words.reduce((n, w) => n + (this.postings.get(w)?.size ?? 0), 0) };
    });
    expanded.sort((a, b) => a.size - b.size);
    const [first, ...rest] = expanded;
    const ids = new Set<number>();
    for (const word of first.words) for (const id of this.postings.get(word) ?? []) ids.add(id);
    const out: L[] = [];
    for (const id of ids) {
      const entry = this.listings.get(id);
      if (entry && rest.every(({ term }) => entry.words.some((w) => w.startsWith(term.prefix) || term.exact?.includes(w)))) out.push(entry.listing);
    }
    return out;
  }

  /** Listings whose text contains the phrase anywhere (like `search_text like '%phrase%'`). */
  matchPhrase(phrase: string): L[] {
    const parts = phrase.split(' ').filter(Boolean);
    if (!parts.length) return [];
    // Each part lies inside one listed word; the longest part has the fewest such words.
    const longest = parts.reduce((a, b) => (b.length > a.length ? b : a));
    const ids = new Set<number>();
    for (const word of this.sorted()) if (word.includes(longest)) for (const id of this.postings.get(word) ?? []) ids.add(id);
    const out: L[] = [];
    for (const id of ids) {
      const entry = this.listings.get(id);
      if (entry && (parts.length === 1 || entry.listing.text.includes(phrase))) out.push(entry.listing);
    }
    return out;
  }

  private sorted(): string[] {
    if (!this.sortedWords) this.sortedWords = [...this.postings.keys()].sort();
    return this.sortedWords;
  }

  /** The listed words starting with the prefix: a contiguous range of the sorted vocabulary. */
  private prefixed(vocabulary: string[], prefix: string): string[] {
    let low = 0;
    let high = vocabulary.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (vocabulary[mid] < prefix) low = mid + 1;
      else high = mid;
    }
    const out: string[] = [];
    for (let i = low; i < vocabulary.length && vocabulary[i].startsWith(prefix); i++) out.push(vocabulary[i]);
    return out;
  }
}

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
export function trigramsOf(word: string): Set<string> {
  const chars = [' ', ' ', ...word, ' '];
  const out = new Set<string>();
  for (let i = 0; i + 2 < chars.length; i++) out.add(chars[i] + chars[i + 1] + chars[i + 2]);
  return out;
}

/**
 * How much of the query's trigrams the text has (0–1), word by word as pg_trgm's
 * `word_similarity` roughly measures it: ranks names for a corrected query.
 */
export function trigramCoverage(query: string, text: string): number {
  const wanted = new Set(wordsOf(query).flatMap((w) => [...trigramsOf(w)]));
  if (!wanted.size) return 0;
  const have = new Set(wordsOf(text).flatMap((w) => [...trigramsOf(w)]));
  let common = 0;
  for (const t of wanted) if (have.has(t)) common++;
  return common / wanted.size;
}
