import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A member's request for a copy of their data (docs/decisions/0041-data-export-and-erasure.md): a
 * background job writes one archive to private storage and marks it ready; it can be downloaded by
 * that member alone until it expires, then a daily pass removes the file. One request in flight per
 * member, held by the partial unique index.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** requested → ready → expired, or failed (the job gave up, or took too long). */
    status: varchar('status', { length: 12 }).notNull().$type<'requested' | 'ready' | 'failed' | 'expired'>(),
    /** Chosen at request time, so a job run again after a crash writes over its own half-made archive. */
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('data_exports_in_flight_idx').on(t.userId).where(sql`${t.status} = 'requested'`),
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    index('data_exports_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'ready'`),
  ],
);
