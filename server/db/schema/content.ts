import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Text in each interface language ({en, th, zh, hi}); staff edit all four together. */
export type Localized = { en: string; th: string; zh: string; hi: string };

/** What can be registered (RSY, CYS, RTY-200 …), for schools or for teachers. */
export const feeItems = pgTable(
  'fee_items',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 20 }).notNull(),
    audience: varchar('audience', { length: 10 }).notNull().$type<'school' | 'teacher'>(),
    name: jsonb('name').notNull().$type<Localized>(),
    description: jsonb('description').notNull().$type<Localized>(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('fee_items_code_idx').on(t.code)],
);

/** One amount per item, fee type and currency, set by the office (never converted on the fly). */
export const feeAmounts = pgTable(
  'fee_amounts',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => feeItems.id, { onDelete: 'cascade' }),
    feeType: varchar('fee_type', { length: 10 }).notNull().$type<'annual' | 'lifetime'>(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Integer minor units (cents, satang, paise). */
    amount: integer('amount').notNull(),
  },
  (t) => [uniqueIndex('fee_amounts_item_type_currency_idx').on(t.itemId, t.feeType, t.currency)],
);

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    groupKey: varchar('group_key', { length: 40 }).notNull(),
    question: jsonb('question').notNull().$type<Localized>(),
    answer: jsonb('answer').notNull().$type<Localized>(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('faq_entries_group_idx').on(t.groupKey, t.sortOrder)],
);

export const teamMembers = pgTable('team_members', {
  id: serial('id').primaryKey(),
  name: jsonb('name').notNull().$type<Localized>(),
  role: jsonb('role').notNull().$type<Localized>(),
  bio: jsonb('bio').notNull().$type<Localized>(),
  photo: text('photo'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 150 }).notNull(),
  role: jsonb('role').notNull().$type<Localized>(),
  quote: jsonb('quote').notNull().$type<Localized>(),
  country: varchar('country', { length: 2 }),
  rating: smallint('rating').notNull().default(5),
  isPublished: boolean('is_published').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Videos hosted elsewhere (YouTube-style); members-only ones are never given to visitors. */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    title: jsonb('title').notNull().$type<Localized>(),
    description: jsonb('description').notNull().$type<Localized>(),
    category: varchar('category', { length: 30 }).notNull(),
    provider: varchar('provider', { length: 20 }).notNull().default('youtube'),
    externalId: varchar('external_id', { length: 64 }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    membersOnly: boolean('members_only').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('videos_list_idx').on(t.membersOnly, t.publishedAt)],
);

/** The organisation's own events (SPEC: platform events), not members' directory events. */
export const platformEvents = pgTable(
  'platform_events',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull(),
    title: jsonb('title').notNull().$type<Localized>(),
    summary: jsonb('summary').notNull().$type<Localized>(),
    description: jsonb('description').notNull().$type<Localized>(),
    location: jsonb('location').notNull().$type<Localized>(),
    isOnline: boolean('is_online').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('platform_events_slug_idx').on(t.slug), index('platform_events_starts_idx').on(t.startsAt)],
);

export const platformEventApplications = pgTable(
  'platform_event_applications',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => platformEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A member applies once; the unique index settles a double click or two tabs.
  (t) => [uniqueIndex('platform_event_applications_once_idx').on(t.eventId, t.userId)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const feedbackEntries = pgTable(
  'feedback_entries',
  {
    id: serial('id').primaryKey(),
    category: varchar('category', { length: 20 }).notNull(),
    rating: smallint('rating'),
    message: text('message').notNull(),
    email: varchar('email', { length: 254 }),
    lang: varchar('lang', { length: 2 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_entries_created_idx').on(t.createdAt)],
);
