import { Group, Text } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PlatformEvent } from '#common/content.ts';
import { formatDate } from './format.ts';

/** Dates and place of a platform event, in the visitor's language. */
export function EventFacts({ event }: { event: PlatformEvent }) {
  const { i18n } = useTranslation();
  const start = formatDate(event.starts_at, i18n.language);
  const end = formatDate(event.ends_at, i18n.language);
  return (
    <Group gap="lg" wrap="wrap">
      <Group gap={6} wrap="nowrap">
        <IconCalendarEvent size={18} aria-hidden />
        <Text size="sm">{start === end ? start : `${start} – ${end}`}</Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        {event.is_online ? <IconWorld size={18} aria-hidden /> : <IconMapPin size={18} aria-hidden />}
        <Text size="sm">{event.location}</Text>
      </Group>
    </Group>
  );
}
