import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zonedInstant } from '#common/time-zones.ts';
import { formatInZone, formatZone, offsetsDiffer } from '../../lib/directory-format.ts';

/** The visitor's zone: Temporal tells it at no cost where the browser has it; Intl's first answer is costly. */
const visitorZone = (): string =>
  (globalThis as { Temporal?: { Now: { timeZoneId(): string } } }).Temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

type Props = { lang: string; timezone: string; start_date: string; start_time: string | null; end_time: string | null };

/**
 * The event's times in the visitor's own zone, when its clock differs from the event's. Only in the
 * browser (the server does not know the visitor's zone), so it appears after hydration.
 */
export function YourTime({ lang, timezone, start_date, start_time, end_time }: Props) {
  const { t } = useTranslation('directory');
  const [mine, setMine] = useState<string | null>(null);
  useEffect(() => {
    // A task of its own, apart from hydration's: the first Intl format of a page costs a phone ≈ 40 ms.
    const timer = setTimeout(() => setMine(visitorZone()), 0);
    return () => clearTimeout(timer);
  }, []);
  if (!mine || !start_time) return null;
  const start = zonedInstant(start_date, start_time, timezone);
  if (!offsetsDiffer(start, timezone, mine)) return null;
  const end = end_time ? zonedInstant(start_date, end_time, timezone) : null;
  const time = [start, end && end > start ? end : null]
    .filter((d): d is Date => d !== null)
    .map((d) => formatInZone(lang, mine, d, 'time'))
    .join(' – ');
  return (
    <Text size="sm" data-testid="event-your-time">
      {t('timeZone.your_time', { time, zone: formatZone(lang, mine, start), date: formatInZone(lang, mine, start, 'date') })}
    </Text>
  );
}
