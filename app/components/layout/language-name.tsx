import type { Language } from '#common/constants.ts';
import { LANGUAGE_NAMES } from '#common/i18n.ts';
import { LANGUAGE_NAME_PATHS } from './language-name-paths.ts';

const DRAWN: Partial<Record<Language, { width: number; d: string }>> = LANGUAGE_NAME_PATHS;

/**
 * A language's name in its own script: as text on its own pages, whose font is loaded, and drawn
 * from the same font's outlines on the others (scripts/language-names.ts), which load no font for
 * that script: no search through the system's fonts, and no boxes where it has none.
 */
export function LanguageName({ code, pageLanguage }: { code: Language; pageLanguage: string }) {
  const drawn = code === pageLanguage ? undefined : DRAWN[code];
  if (!drawn) return LANGUAGE_NAMES[code];
  // Thousandths of an em, baseline at 0: 0.88 em above it and 0.22 below (app.css aligns the baselines).
  return (
    <svg
      className="language-name"
      viewBox={`0 -880 ${drawn.width} 1100`}
      style={{ width: `${drawn.width / 1000}em` }}
      role="img"
      aria-label={LANGUAGE_NAMES[code]}
    >
      <path d={drawn.d} fill="currentColor" />
    </svg>
  );
}
