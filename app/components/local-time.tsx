import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../lib/intl-formats.ts';

const noChanges = () => () => {};
/** False on the server and while the page hydrates, true once the browser has taken over. */
export const useHydrated = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );

const DEFAULT_STYLE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * A moment in the reader's own time zone. The server cannot know that zone, so the page is rendered
 * (and hydrated) with the time in UTC, said so, and the browser then shows local time: the same text
 * on both sides while hydrating, so no React mismatch (#418), and the right time after.
 */
export function LocalTime({ at, style = DEFAULT_STYLE }: { at: string; style?: Intl.DateTimeFormatOptions }) {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  const date = new Date(at);
  const text = hydrated
    ? dateTimeFormat(i18n.language, style).format(date)
    : `${dateTimeFormat(i18n.language, { ...style, timeZone: 'UTC' }).format(date)} UTC`;
  return <time dateTime={date.toISOString()}>{text}</time>;
}
