// Search text: folding and word splitting shared by search queries and by whoever writes a listing's search columns.
/**
 * Folds text for matching: lower case, Latin accents removed (São → sao). Thai, Chinese and
 * Devanagari keep their combining marks, which are part of the letters there.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase();
}

/** The words of a query: letters (with their marks) and digits only, so they are safe in a tsquery. */
export function queryWords(query: string): string[] {
  return fold(query)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/** One line of folded search text from the parts of a record (names, descriptions, styles, places in all languages). */
export function searchText(parts: Array<string | null | undefined | string[]>): string {
  return fold(
    parts
      .flat()
      .filter((p): p is string => Boolean(p))
      .join(' '),
  ).replace(/\s+/g, ' ');
}

/** Scripts written without spaces between words: their words cannot be told apart by full text. */
export const UNSPACED = /[\u0E00-\u0EFF\u1000-\u109F\u1780-\u17FF\u3040-\u30FF\u3400-\u9FFF\uF900-\uFAFF]/u;
const UNSPACED_RUN = new RegExp(`${UNSPACED.source}{2,}`, 'gu');

/** Each pair of letters of the unspaced scripts, as the database's unspaced_bigrams() indexes them (migration 0030). */
export function unspacedPairs(text: string): string[] {
  const pairs = new Set<string>();
  for (const [run] of text.matchAll(UNSPACED_RUN)) {
    for (let i = 0; i < run.length - 1; i++) pairs.add(run.slice(i, i + 2));
  }
  return [...pairs];
}
