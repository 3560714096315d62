import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Work the system cannot finish alone and hands to the office (a card payment to refund by hand, a
 * charge that did not match its invoice): one row per thing, found by its key, however often the
 * system meets it again. Open until a staff member marks it done.
 */
export const staffTasks = pgTable(
  'staff_tasks',
  {
    id: serial('id').primaryKey(),
    /** What to do: `card_refund_failed`, `card_amount_mismatch`, … (common/staff.ts STAFF_TASK_KINDS). */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** The same thing met again finds its task by this key instead of opening another. */
    key: varchar('key', { length: 160 }).notNull(),
    subjectKind: varchar('subject_kind', { length: 30 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    /** What the office needs to act: amounts, numbers, the processor's references. */
    details: jsonb('details').notNull().$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One open task per key; once done, the same thing may need a new one.
    uniqueIndex('staff_tasks_open_key_idx').on(t.key).where(sql`${t.resolvedAt} is null`),
    index('staff_tasks_created_idx').on(t.createdAt),
  ],
);
