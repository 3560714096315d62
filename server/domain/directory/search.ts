import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Folds text for matching: lower case, Latin accents removed (São → sao). Thai, Chinese and
 * Devanagari keep their combining marks, which are part of the letters there.
 */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').toLowerCase();
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

type SearchColumns = { searchVector: AnyColumn; searchText: AnyColumn; nameSearch: AnyColumn };

/**
 * Two passes, so that common searches use the indexes only: `strict` is full text with prefixes
 * ("rishi" finds Rishikesh) or a substring for scripts without spaces (Thai, Chinese); when it
 * finds nothing, `fuzzy` tolerates misspelled names by trigram word similarity.
 */
export function searchMatch(t: SearchColumns, query: string): { strict: Match; fuzzy: Match } | null {
  const words = queryWords(query);
  if (!words.length) return null;
  const tsquery = words.map((w) => `${w}:*`).join(' & ');
  const phrase = words.join(' ');
  const escaped = phrase.replace(/[\\%_]/g, (c) => `\\${c}`);
  return {
    strict: {
      where: sql`(${t.searchVector} @@ to_tsquery('simple', ${tsquery}) or ${t.searchText} like ${`%${escaped}%`})`,
      rank: sql`(ts_rank(${t.searchVector}, to_tsquery('simple', ${tsquery})) + case when ${t.nameSearch} like ${`${escaped}%`} then 1 else 0 end)`,
    },
    fuzzy: { where: sql`${phrase} <% ${t.nameSearch}`, rank: sql`word_similarity(${phrase}, ${t.nameSearch})` },
  };
}
export type Match = { where: SQL; rank: SQL };
export type Mode = 'strict' | 'fuzzy';
