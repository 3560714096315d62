import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What the office did and every change of money state: who (null: the system, e.g. a card payment),
 * what, on which record, the state before and after, and when. Rows are only ever added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 60 }).notNull(),
    subjectKind: varchar('subject_kind', { length: 30 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_subject_idx').on(t.subjectKind, t.subjectId, t.at), index('audit_log_at_idx').on(t.at)],
);
