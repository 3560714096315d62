import { ActionIcon, Anchor, Box, Button, Divider, Group, Indicator, Loader, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { IconBell, IconExternalLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useLocation } from 'react-router';
import type { Notification, UnreadCount } from '#common/notifications.ts';
import { dateTimeFormat } from '../../lib/intl-formats.ts';
import type { LatestNotifications } from '../../routes/resources/latest-notifications.tsx';
import { Link } from '../router-links.tsx';

/** How often an open page asks for the count (only while the tab is visible). */
const REFRESH_MS = 60_000;
/** The notifications page's action marks one or all read; the dropdown posts to it. */
const MARK_ACTION = '/notifications';

/**
 * SPEC §2: the bell beside the greeting, with the number of unread notifications, kept current while
 * the page is open. Opening it lists the latest ones; the notifications page lists them all.
 */
export function NotificationBell({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const count = useUnreadCount(unread);
  const [opened, { toggle, close }] = useDisclosure(false);
  const list = useFetcher<LatestNotifications>();
  const { load } = list;
  // Loaded on every opening, so the dropdown never shows what was true an hour ago.
  useEffect(() => {
    if (opened) load('/resources/latest-notifications');
  }, [opened, load]);
  // A new page closes it (the link to all notifications, or any other navigation).
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new page, by design
  useEffect(() => close(), [pathname, close]);
  // Escape closes it wherever the focus is (a button that just did its work may have taken it along).
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') close();
  });
  const label = count ? t('notifications.bell_unread', { count }) : t('notifications.bell');
  // The indicator wraps the whole popover so that the target (which gets aria-expanded and
  // aria-controls from Mantine) is the button itself.
  return (
    <Indicator label={count > 99 ? '99+' : count} size={18} color="red" disabled={!count} offset={4} data-testid="bell-badge">
      <Popover
        opened={opened}
        onDismiss={close}
        position="bottom-end"
        width="min(24rem, calc(100vw - 1rem))"
        shadow="md"
        withArrow
        trapFocus
        returnFocus
        withinPortal
      >
        <Popover.Target>
          <ActionIcon onClick={toggle} variant="subtle" color="gray" size="lg" aria-label={label} title={label} data-testid="bell">
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-labelledby="bell-title" data-testid="bell-dropdown">
          <BellList data={list.data} loading={list.state === 'loading' && list.data === undefined} onNavigate={close} />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

/** The count from the page (after a navigation or an action) or from the poll, whichever arrived last. */
function useUnreadCount(unread: number) {
  const poll = useFetcher<UnreadCount>();
  const { load } = poll;
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
  const [count, setCount] = useState(unread);
  useEffect(() => setCount(unread), [unread]);
  useEffect(() => {
    if (poll.data) setCount(poll.data.unread_count);
  }, [poll.data]);
  return count;
}

function BellList({ data, loading, onNavigate }: { data: LatestNotifications | undefined; loading: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  // One fetcher for the marks: after it, React Router reloads the page's count and this list.
  const mark = useFetcher();
  const markingAll = mark.formData?.get('intent') === 'all_read';
  const pendingId = mark.formData?.get('intent') === 'read' ? mark.formData.get('id') : null;
  const unread = data && !markingAll ? data.unread_count : 0;
  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" py="xs" wrap="nowrap">
        <Text fw={700} id="bell-title">
          {t('notifications.title')}
        </Text>
        {unread ? (
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => mark.submit({ intent: 'all_read' }, { method: 'post', action: MARK_ACTION })}
            data-testid="bell-mark-all-read"
          >
            {t('notifications.mark_all_read')}
          </Button>
        ) : null}
      </Group>
      <Divider />
      {loading ? (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label={t('bell.loading')} />
        </Group>
      ) : data === null ? (
        <Text p="md" size="sm" c="red">
          {t('bell.load_failed')}
        </Text>
      ) : !data?.results.length ? (
        <Text p="md" size="sm" c="dimmed">
          {t('notifications.none')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah="min(60vh, 28rem)" type="auto">
          <Box component="ul" m={0} p={0} aria-labelledby="bell-title" style={{ listStyle: 'none' }}>
            {data.results.map((item) => (
              <BellItem
                key={item.id}
                item={item}
                read={item.read || markingAll || pendingId === String(item.id)}
                onOpen={() => {
                  if (!item.read) mark.submit({ intent: 'read', id: String(item.id) }, { method: 'post', action: MARK_ACTION });
                }}
              />
            ))}
          </Box>
        </ScrollArea.Autosize>
      )}
      <Divider />
      <Anchor component={Link} to="/notifications" onClick={onNavigate} ta="center" size="sm" py="xs" data-testid="bell-see-all">
        {data && data.count > data.results.length ? t('bell.see_all_count', { count: data.count }) : t('bell.see_all')}
      </Anchor>
    </Stack>
  );
}

/** SPEC §4: a click marks it read; its address, when it has one, opens in a new tab. */
function BellItem({ item, read, onOpen }: { item: Notification; read: boolean; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(item.notify_at));
  const body = (
    <Stack gap={2}>
      <Text size="sm" fw={read ? 400 : 600} lineClamp={3}>
        {item.message}
        {item.custom_url ? <IconExternalLink size={12} aria-label={t('bell.new_tab')} style={{ marginInlineStart: 4, verticalAlign: 'middle' }} /> : null}
      </Text>
      <Text size="xs" c="dimmed">
        {read ? when : `${t('notifications.unread')} · ${when}`}
      </Text>
    </Stack>
  );
  const style = { display: 'block', padding: '0.5rem 1rem', background: `var(--bell-item-bg, ${read ? 'transparent' : 'var(--mantine-color-blue-0)'})` };
  return (
    <li data-testid="bell-item" data-read={read}>
      {item.custom_url ? (
        <Anchor href={item.custom_url} target="_blank" rel="noopener" onClick={onOpen} c="inherit" underline="never" style={style} className="bell-item">
          {body}
        </Anchor>
      ) : (
        <UnstyledButton onClick={onOpen} w="100%" style={style} className="bell-item">
          {body}
        </UnstyledButton>
      )}
    </li>
  );
}
