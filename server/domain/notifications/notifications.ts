import { isLanguage, type Language } from '#common/constants.ts';
import type { Notification } from '#common/notifications.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { type Actor, requireMember } from '../access.ts';
import type { Deps } from '../deps.ts';
import { memberName } from '../directory/answer-parts.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { selectMailPreference } from '../users/users.queries.ts';
import { type LinkAbout, type NotificationKind, notificationLink } from './links.ts';
import { countUnread, insertNotification, markAll, markOne, type NewNotification, selectNotifications } from './notifications.queries.ts';

export type NotifyDeps = Pick<Deps, 'jobs' | 'config'>;

/**
 * A notification to send: its kind, the text's parameters, and what it is about, from which its
 * link is built (links.ts); `about` may be left out only where the kind's link needs nothing.
 */
export type Notice<K extends NotificationKind> = { userId: number; messageKey: K; params?: Record<string, string> } & (undefined extends LinkAbout<K>
  ? { about?: LinkAbout<K> }
  : { about: LinkAbout<K> });

/**
 * Tells a member something (an application decided, a payment confirmed…): the bell's notification
 * and, when the member consented to email notifications, the same text by mail in their language.
 * Pass the transaction of the change it reports, so the notification and its mail exist exactly
 * when the change does. `mailed`: a dedicated mail already tells this (the invoice, the receipt with
 * its PDF, the review decision, the refused slip), so no second mail goes out.
 */
export async function notifyMember<K extends NotificationKind>(deps: NotifyDeps, tx: Db, notice: Notice<K>, options: { mailed?: boolean } = {}) {
  const notification: NewNotification = {
    userId: notice.userId,
    messageKey: notice.messageKey,
    params: notice.params,
    customUrl: notificationLink(notice.messageKey, notice.about as LinkAbout<K>),
  };
  const id = await insertNotification(tx, notification);
  if (!options.mailed) await mailNotification(deps, tx, id, notification);
}

async function mailNotification(deps: NotifyDeps, tx: Db, id: number, notification: NewNotification) {
  const member = await selectMailPreference(tx, notification.userId);
  if (!member?.consent || !member.isActive) return;
  const lang: Language = isLanguage(member.language) ? member.language : 'en';
  const message = translate(lang, `notifications.${notification.messageKey}`, notification.params);
  const site = deps.config.publicUrl;
  const url = notification.customUrl ?? '/notifications';
  await queueMail(
    deps,
    {
      to: member.email,
      lang,
      template: 'notifyMail',
      params: {
        name: memberName(member),
        summary: message.length > 90 ? `${message.slice(0, 89)}…` : message,
        message,
        link: /^https?:\/\//.test(url) ? url : `${site}${url}`,
        preferences: `${site}/user-profile`,
      },
      key: `notification:${id}`,
    },
    { db: tx },
  );
}

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
