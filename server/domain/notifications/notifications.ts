import type { Language } from '#common/constants.ts';
import type { Notification } from '#common/notifications.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { type Actor, requireMember } from '../access.ts';
import type { Deps } from '../deps.ts';
import { countUnread, insertNotification, markAll, markOne, type NewNotification, selectNotifications } from './notifications.queries.ts';

/**
 * Tells a member something (an application decided, a payment confirmed…). Pass the transaction of
 * the change it reports, so the notification exists exactly when the change does.
 */
export const notifyMember = (db: Db, notification: NewNotification) => insertNotification(db, notification);

export async function findNotifications(
  deps: Pick<Deps, 'db'>,
  options: { actor: Actor; lang: Language; window: { limit: number; offset: number } },
): Promise<{ total: number; unread: number; results: Notification[] }> {
  const userId = requireMember(options.actor);
  const { rows, total, unread } = await selectNotifications(deps.db, userId, options.window);
  return {
    total,
    unread,
    results: rows.map((row) => ({
      id: row.id,
      message: translate(options.lang, `notifications.${row.messageKey}`, row.params),
      notify_at: row.notifyAt.toISOString(),
      read: row.read,
      custom_url: row.customUrl,
    })),
  };
}

export async function getUnreadCount(deps: Pick<Deps, 'db'>, options: { actor: Actor }): Promise<number> {
  return countUnread(deps.db, requireMember(options.actor));
}

/** One notification read (a click on it); another member's is not found. */
export async function markNotificationRead(deps: Pick<Deps, 'db'>, options: { actor: Actor; id: number }) {
  const userId = requireMember(options.actor);
  if (!(await markOne(deps.db, userId, options.id, true))) throw new AppError('NOT_FOUND', 'errors.not_found');
}

export async function markAllNotifications(deps: Pick<Deps, 'db'>, options: { actor: Actor; read: boolean }) {
  await markAll(deps.db, requireMember(options.actor), options.read);
}
