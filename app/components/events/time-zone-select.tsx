import type { FieldMetadata } from '@conform-to/react';
import { Select } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentZoneName, timeZoneChoices } from '#common/time-zones.ts';
import { formatZone } from '../../lib/directory-format.ts';
import { useErrorText } from '../forms.tsx';

/**
 * The event's IANA time zone, searchable by city or region ("Bangkok", "Kolkata"). A new event starts
 * in its school's zone, which the loader chose (right without scripts too). Only when the school's
 * place says no zone does the browser's own fill it, once hydrated; without scripts it then stays
 * empty and the API's default applies.
 */
export function TimeZoneSelect({ field, isNew }: { field: FieldMetadata<string | undefined>; isNew: boolean }) {
  const { t, i18n } = useTranslation('events');
  const errorText = useErrorText();
  const [value, setValue] = useState<string | null>((field.initialValue as string | undefined) || null);
  const data = useMemo(() => {
    const now = new Date();
    const zones = timeZoneChoices();
    const current = value;
    // An older name an event was saved with (Asia/Calcutta) stays a choice of its own.
    const all = current && !zones.includes(current) ? [current, ...zones] : zones;
    return all.map((zone) => ({ value: zone, label: formatZone(i18n.language, zone, now) }));
  }, [i18n.language, value]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    if (isNew && !value) setValue(currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone));
  }, []);
  return (
    <Select
      name={field.name}
      label={t('timeZone.field')}
      description={t('timeZone.hint')}
      placeholder={t('timeZone.search')}
      nothingFoundMessage={t('timeZone.none')}
      data={data}
      value={value}
      onChange={(v) => v && setValue(v)}
      searchable
      limit={60}
      allowDeselect={false}
      error={errorText(field.errors)}
      comboboxProps={{ withinPortal: true }}
      data-testid="event-timezone"
    />
  );
}
