import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import type { UnreadCount } from '#common/notifications.ts';

/** How often an open page asks for the count (only while the tab is visible). */
const REFRESH_MS = 60_000;

/** SPEC §2: the bell beside the greeting, with the number of unread notifications, kept current while the page is open. */
export function NotificationBell({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<UnreadCount>();
  const { load } = fetcher;
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') load('/resources/unread-notifications');
    };
    const timer = window.setInterval(refresh, REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [load]);
  // Whichever arrived last counts: the page's own (after a navigation or an action) or the poll's.
  const [count, setCount] = useState(unread);
  useEffect(() => setCount(unread), [unread]);
  useEffect(() => {
    if (fetcher.data) setCount(fetcher.data.unread_count);
  }, [fetcher.data]);
  const label = count ? t('notifications.bell_unread', { count }) : t('notifications.bell');
  return (
    <Indicator label={count > 99 ? '99+' : count} size={18} color="red" disabled={!count} offset={4} data-testid="bell-badge">
      <ActionIcon component={Link} to="/notifications" variant="subtle" color="gray" size="lg" aria-label={label} title={label} data-testid="bell">
        <IconBell size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
