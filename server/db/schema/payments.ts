import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

// Card payments through a processor (docs/decisions/0017-card-payments.md).

/**
 * Every processor event acted on, by its id: a webhook delivered again (processors retry, attackers
 * replay) finds its id here and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    processor: varchar('processor', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 255 }).notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.processor, t.eventId] })],
);

/**
 * The built-in test processor's own payment sessions (what a processor keeps on its side). The card
 * itself is never kept: only its brand and last four digits once it was submitted.
 */
export const testProcessorSessions = pgTable(
  'test_processor_sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    description: text('description').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: varchar('status', { length: 20 }).notNull().$type<'open' | 'requires_action' | 'succeeded' | 'declined' | 'expired' | 'refunded'>(),
    cardBrand: varchar('card_brand', { length: 20 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    /** The message key of the last decline or error shown on the card page. */
    lastError: varchar('last_error', { length: 100 }),
    chargeReference: varchar('charge_reference', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('test_processor_sessions_key_idx').on(t.idempotencyKey)],
);
