import hindi from './hi.css?url';
import thai from './th.css?url';
import chinese from './zh.css?url';

/**
 * The extra font stylesheet of a language whose script Noto Sans lacks: a page links only its own
 * language's (an English page downloads no Thai, Devanagari or Chinese font). Latin is in the main
 * stylesheet; other scripts shown in passing (the language menu's names) use the system's fonts.
 */
export const SCRIPT_FONTS: Record<string, string | undefined> = { th: thai, hi: hindi, zh: chinese };
