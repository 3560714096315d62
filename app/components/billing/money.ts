import { useTranslation } from 'react-i18next';
import { formatMoney } from '#common/billing.ts';

/** Intl's name of a page language ("zh" reads as Simplified Chinese). */
export const intlLocale = (lang: string) => (lang === 'zh' ? 'zh-CN' : lang);

/** Amounts in their own currency, formatted in the page's language: "$150.00", "₹9,000.00". */
export function useMoney() {
  const { i18n } = useTranslation();
  return (amount: number, currency: string) => formatMoney(amount, currency, intlLocale(i18n.language));
}
