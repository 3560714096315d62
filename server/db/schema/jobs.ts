import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What background jobs have already done. A job that runs again (after a crash, an expired lock or
 * a retry) finds its marker here and skips the side effect, so a mail is sent once. The queue
 * itself (pg-boss) keeps its tables in its own `pgboss` schema.
 */
export const jobEffects = pgTable('job_effects', {
  /** The side effect's idempotency key, e.g. `mail:<job id>`. */
  key: text('key').primaryKey(),
  jobId: text('job_id').notNull(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});
