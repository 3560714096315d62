import { text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Where a school's or teacher's registration application stands, beside `status` (listingColumns):
 * the membership and currency chosen on submit (the billing issue invoices them), the language the
 * member applied in (the office's answers are mailed in it), and the last review.
 * See docs/decisions/0013-application-states.md.
 */
export const applicationColumns = () => ({
  membershipType: varchar('membership_type', { length: 10 }).$type<'annual' | 'lifetime'>(),
  currency: varchar('currency', { length: 3 }),
  language: varchar('language', { length: 5 }),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  /** The office's request for changes, or its reason for refusing; cleared on approval. */
  reviewMessage: text('review_message'),
});
