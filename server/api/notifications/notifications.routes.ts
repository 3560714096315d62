import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DetailSchema } from '#common/answers.ts';
import { IdField } from '#common/fields.ts';
import { NOTIFICATION_PAGE_SIZE, NotificationPageSchema, UnreadCountSchema } from '#common/notifications.ts';
import { z } from '#common/zod-setup.ts';
import { findNotifications, getUnreadCount, markAllNotifications, markNotificationRead } from '../../domain/notifications/notifications.ts';
import { errorAnswers } from '../../http/answers.ts';
import { memberOnly } from '../../http/guards.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { translate } from '../../lib/i18n.ts';
import { bearer } from '../directory/application-routes.ts';

// SPEC §7 notification calls: the member's own notifications only.

const tags = ['Notifications'];
const done = (lang: Parameters<typeof translate>[0]) => ({ detail: translate(lang, 'success.saved') });

export const notificationsRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/notification',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'The member’s notifications, newest first, with the number unread',
        security: bearer,
        querystring: PageQuerySchema,
        response: { 200: NotificationPageSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, { defaultSize: NOTIFICATION_PAGE_SIZE, maxSize: 100 });
      const { total, unread, results } = await findNotifications(api.deps, { actor: request.auth, lang: request.lang, window });
      return { ...pageAnswer(request, window, total, results), unread_count: unread };
    },
  );

  api.get(
    '/notification/count_unread',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'How many notifications are unread (the bell’s badge)',
        security: bearer,
        response: { 200: UnreadCountSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => ({ unread_count: await getUnreadCount(api.deps, { actor: request.auth }) }),
  );

  api.post(
    '/notification/:id/mark_as_read',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Mark one notification read (another member’s is not found)',
        security: bearer,
        params: z.object({ id: IdField }),
        response: { 200: DetailSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await markNotificationRead(api.deps, { actor: request.auth, id: request.params.id });
      return done(request.lang);
    },
  );

  for (const [path, read] of [
    ['/notification/mark_all_as_read', true],
    ['/notification/mark_all_as_unread', false],
  ] as const) {
    api.post(
      path,
      {
        preValidation: memberOnly,
        schema: {
          tags,
          summary: read ? 'Mark every notification read' : 'Mark every notification unread',
          security: bearer,
          response: { 200: DetailSchema, ...errorAnswers(400, 401, 403) },
        },
      },
      async (request) => {
        await markAllNotifications(api.deps, { actor: request.auth, read });
        return done(request.lang);
      },
    );
  }
};
