import { PageSchema } from './answers.ts';
import { z } from './zod-setup.ts';

// SPEC §3 Notification and the calls of §7: the list answer carries results and unread_count.

export const NotificationSchema = z.object({
  id: z.number().int(),
  message: z.string().describe('in the caller’s language'),
  notify_at: z.string(),
  read: z.boolean(),
  custom_url: z.string().nullable().describe('where the notification leads; another site’s address opens in a new tab'),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = PageSchema(NotificationSchema).extend({ unread_count: z.number().int() });
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const UnreadCountSchema = z.object({ unread_count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const NOTIFICATION_PAGE_SIZE = 20;

/** How many the bell's dropdown lists (the latest); the notifications page lists them all. */
export const BELL_LIST_SIZE = 8;
