import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** SPEC §2: the bell beside the greeting, with the number of unread notifications. */
export function NotificationBell({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const label = unread ? t('notifications.bell_unread', { count: unread }) : t('notifications.bell');
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red" disabled={!unread} offset={4} data-testid="bell-badge">
      <ActionIcon component={Link} to="/notifications" variant="subtle" color="gray" size="lg" aria-label={label} title={label} data-testid="bell">
        <IconBell size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
