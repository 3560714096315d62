import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every uploaded file, whatever it belongs to (avatar, gallery, cover, event image, application
 * document, transfer slip): one table instead of one per owner kind. The record that uses a file
 * (a profile, a gallery item…) points to it; `private` files live under `private/` in storage and are
 * only read through the authorized download call.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The upload policy it passed (server/lib/uploads/policies.ts). */
    kind: varchar('kind', { length: 32 }).notNull(),
    storageKey: text('storage_key').notNull(),
    /** As the member named it, cleaned for the download's file name. */
    originalName: varchar('original_name', { length: 255 }).notNull(),
    /** Bytes as stored (after re-encoding for public images). */
    size: integer('size').notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    private: boolean('private').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stored_files_key_idx').on(t.storageKey), index('stored_files_owner_idx').on(t.ownerId, t.kind)],
);
