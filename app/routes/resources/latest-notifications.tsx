import { BELL_LIST_SIZE, type NotificationPage } from '#common/notifications.ts';
import { apiClient } from '../../lib/api.server.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/latest-notifications';

export type LatestNotifications = Pick<NotificationPage, 'results' | 'count' | 'unread_count'> | null;

/** The bell's dropdown: the latest few, loaded when it opens (null when the list could not be read). */
export async function loader({ context, request }: Route.LoaderArgs): Promise<LatestNotifications> {
  if (!context.get(webStateContext).session) return null;
  const res = await apiClient(context, request).get('notification', { query: { page: 1, page_size: BELL_LIST_SIZE } });
  return res.ok ? { results: res.data.results, count: res.data.count, unread_count: res.data.unread_count } : null;
}
