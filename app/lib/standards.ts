import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '#common/constants.ts';
import { standardLabel, standardName, standardSummary } from '#common/standards.ts';

/** The standards' names in the page's language, from the one list in common/standards.ts. */
export function useStandards() {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return {
    name: (code: string) => standardName(code, lang),
    label: (code: string) => standardLabel(code, lang),
    summary: (code: string) => standardSummary(code, lang),
  };
}
