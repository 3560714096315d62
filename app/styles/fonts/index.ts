import latin400 from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2?url';
import latin600 from '@fontsource/noto-sans/files/noto-sans-latin-600-normal.woff2?url';
import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import devanagari600 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2?url';
import thai400 from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff2?url';
import thai600 from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-600-normal.woff2?url';
import hindi from './hi.css?url';
import thai from './th.css?url';
import chinese from './zh.css?url';

/**
 * The extra font stylesheet of a language whose script Noto Sans lacks: a page links only its own
 * language's (an English page downloads no Thai, Devanagari or Chinese font). Latin is in the main
 * stylesheet; other scripts shown in passing (the language menu's names) use the system's fonts.
 */
export const SCRIPT_FONTS: Record<string, string | undefined> = { th: thai, hi: hindi, zh: chinese };

/** The two Latin font files (regular and semibold) every page shows, preloaded by root.tsx. */
export const LATIN_FONT_PRELOADS = [latin400, latin600];

/**
 * The script's own font files, preloaded on that language's pages: found only once the stylesheet
 * is parsed, they arrived after the first paint and the swap moved the text (Lighthouse counted a
 * layout shift of 0.23 on a Thai profile). Chinese has a hundred subsets and is not preloaded.
 */
export const SCRIPT_FONT_PRELOADS: Record<string, string[] | undefined> = { th: [thai400, thai600], hi: [devanagari400, devanagari600] };
