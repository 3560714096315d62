import { Anchor, Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { idFromUrl, pageFromUrl } from '#common/fields.ts';
import { NOTIFICATION_PAGE_SIZE, type Notification } from '#common/notifications.ts';
import { Pager } from '../../components/directory/pager.tsx';
import { LocalTime } from '../../components/local-time.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form } from '../../components/router-links.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { apiClient, failedPage, requireSession } from '../../lib/api.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/notifications';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireSession(context, request);
  const page = pageFromUrl(new URL(request.url).searchParams.get('page'));
  const res = await apiClient(context, request).get('notification', { query: { page, page_size: NOTIFICATION_PAGE_SIZE } });
  // A page past the end is an empty list, not an error.
  if (!res.ok && res.status !== 404) throw failedPage(res);
  const t = await serverT(context);
  return { page, notifications: res.ok ? res.data : null, meta: { title: t('notifications.title'), noindex: true } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** One notification read (`read`, with its id), or all of them read or unread. */
export async function action({ context, request }: Route.ActionArgs) {
  requireSession(context, request);
  const form = await request.formData();
  const intent = form.get('intent');
  const api = apiClient(context, request);
  const id = idFromUrl(String(form.get('id') ?? ''));
  const res =
    intent === 'read' && id !== null
      ? await api.post('notification/{id}/mark_as_read', { params: { id } })
      : intent === 'all_read' || intent === 'all_unread'
        ? await api.post(intent === 'all_read' ? 'notification/mark_all_as_read' : 'notification/mark_all_as_unread')
        : null;
  if (res?.ok) return { toast: null };
  // A refusal (or a form that is not one of these) is the one message; success shows in the list itself.
  const message = res && typeof res.data.detail === 'string' ? res.data.detail : (await serverT(context))('messages:errors.something_wrong');
  return { toast: { type: 'error' as const, message } };
}

export default function NotificationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const list = loaderData.notifications;
  const pages = list ? Math.max(1, Math.ceil(list.count / NOTIFICATION_PAGE_SIZE)) : 1;
  return (
    <Stack gap="lg" maw={820} mx="auto" px="md" py="xl">
      <OutcomeToast toast={actionData?.toast} />
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('notifications.title')}</Title>
          {list ? (
            <Text c="dimmed" data-testid="unread-count">
              {t('notifications.unread_count', { count: list.unread_count })}
            </Text>
          ) : null}
        </Stack>
        {list?.count ? (
          <Form method="post">
            <Group gap="xs">
              <Button type="submit" name="intent" value="all_read" variant="light" size="xs">
                {t('notifications.mark_all_read')}
              </Button>
              <Button type="submit" name="intent" value="all_unread" variant="default" size="xs">
                {t('notifications.mark_all_unread')}
              </Button>
            </Group>
          </Form>
        ) : null}
      </Group>
      {!list?.results.length ? (
        <Text c="dimmed">{t('notifications.none')}</Text>
      ) : (
        <Stack gap="sm" data-testid="notification-list">
          {list.results.map((item) => (
            <NotificationItem key={item.id} item={item} />
          ))}
        </Stack>
      )}
      <Pager page={loaderData.page} pages={pages} />
    </Stack>
  );
}

/**
 * SPEC §4: a click marks it read, and its address (if any) opens in a new tab. Without JavaScript
 * the link still opens and "Mark as read" is a plain form.
 */
function NotificationItem({ item }: { item: Notification }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const read = item.read || fetcher.formData?.get('id') === String(item.id);
  const markRead = () => {
    if (!read) fetcher.submit({ intent: 'read', id: String(item.id) }, { method: 'post' });
  };
  return (
    <Card withBorder padding="md" radius="md" bg={read ? undefined : 'blue.0'} data-testid="notification" data-read={read}>
      <Stack gap={6}>
        {item.custom_url ? (
          <Anchor href={item.custom_url} target="_blank" rel="noopener" onClick={markRead} fw={read ? 400 : 600} c="inherit">
            {item.message}
          </Anchor>
        ) : (
          <UnstyledButton onClick={markRead} fw={read ? 400 : 600}>
            {item.message}
          </UnstyledButton>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {read ? null : `${t('notifications.unread')} · `}
            <LocalTime at={item.notify_at} />
          </Text>
          {read ? null : (
            <fetcher.Form method="post">
              <input type="hidden" name="id" value={item.id} />
              <Button type="submit" name="intent" value="read" variant="subtle" size="compact-xs">
                {t('notifications.mark_read')}
              </Button>
            </fetcher.Form>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
