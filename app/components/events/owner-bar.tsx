import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconEyeOff, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../router-links.tsx';

/**
 * On the public page of an event, for its school's owner only (the API gives only the owner `is_public`):
 * whether visitors see it, and the way to the editor.
 */
export function OwnerBar({ event }: { event: { id: number; is_public?: boolean } }) {
  const { t } = useTranslation('events');
  if (event.is_public === undefined) return null;
  return (
    <Alert color={event.is_public ? 'blue' : 'gray'} icon={event.is_public ? <IconPencil /> : <IconEyeOff />} mb="lg" data-testid="owner-bar">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{event.is_public ? t('editor.owner_bar.public') : t('editor.owner_bar.hidden')}</Text>
        <Anchor component={Link} to={`/school/edit-event/${event.id}`} size="sm" fw={600}>
          {t('editor.owner_bar.edit')}
        </Anchor>
      </Group>
    </Alert>
  );
}
