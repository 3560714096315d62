import type { Language } from '#common/constants.ts';
import type { Localized } from '../../db/schema/content.ts';

/** The text in the caller's language; every seeded and staff-entered row has all four. */
export const pick = (text: Localized, lang: Language): string => text[lang] || text.en;
