import type { UnreadCount } from '#common/notifications.ts';
import { apiClient } from '../../lib/api.server.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/unread-notifications';

/** The bell's count, asked for now and then by an open page so it stays current without a reload. */
export async function loader({ context, request }: Route.LoaderArgs): Promise<UnreadCount> {
  if (!context.get(webStateContext).session) return { unread_count: 0 };
  const res = await apiClient(context, request).get('notification/count_unread');
  return { unread_count: res.ok ? res.data.unread_count : 0 };
}
