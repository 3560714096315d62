import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A message for one member (SPEC §3 Notification). The words are kept as a translation key with its
 * parameters, so the bell speaks the language the member reads in, not the one of the moment it was made.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A key of locales/<lang>/messages.json under `notifications.` */
    messageKey: varchar('message_key', { length: 80 }).notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    /** Where the notification leads (a page of this site, or another site's address, opened in a new tab). */
    customUrl: text('custom_url'),
    read: boolean('read').notNull().default(false),
    notifyAt: timestamp('notify_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.notifyAt)],
);
