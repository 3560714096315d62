import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, time, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ginIndex, locationColumns, namesVector, placeSearch, searchPairs, searchVector } from './directory-common.ts';
import { schools } from './directory-schools.ts';
import { teachers } from './directory-teachers.ts';
import { users } from './users.ts';

/** A training event of a school (SPEC §3 Event). Public when active and its school is public. */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    subject: varchar('subject', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
    /** IANA zone of the dates and times above: they are wall-clock times where the event happens. */
    timezone: varchar('timezone', { length: 64 }).notNull().default('UTC'),
    /** Integer minor units of `currency`. */
    price: integer('price').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    registrationLimit: integer('registration_limit'),
    image: text('image'),
    freeTimeActivities: text('free_time_activities'),
    acceptEyep: boolean('accept_eyep').notNull().default(false),
    acceptCe: boolean('accept_ce').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Deleted by its school while members held bookings: the event is gone for everyone (its owner
     * too), but the row stays so the members' booking history keeps it, "cancelled by the organiser".
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Past the registration limit, bookings join a waiting list (true) or are refused (false). */
    waitingList: boolean('waiting_list').notNull().default(true),
    address: text('address'),
    contactName: varchar('contact_name', { length: 200 }),
    contactEmail: varchar('contact_email', { length: 254 }),
    contactPhone: varchar('contact_phone', { length: 40 }),
    ...locationColumns(),
    nameSearch: text('name_search').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    placeSearch: placeSearch(),
    searchVector: searchVector(),
    namesVector: namesVector(),
    searchPairs: searchPairs(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_school_idx').on(t.schoolId, t.startDate),
    index('events_dates_idx').on(t.isActive, t.endDate, t.startDate),
    index('events_start_idx').on(t.startDate, t.id),
    index('events_country_idx').on(t.countryId, t.regionId),
    ginIndex('events_search_vector_idx', t.searchVector),
    ginIndex('events_names_vector_idx', t.namesVector),
    ginIndex('events_search_text_trgm_idx', sql`${t.searchText} gin_trgm_ops`),
    ginIndex('events_name_trgm_idx', sql`${t.nameSearch} gin_trgm_ops`),
    ginIndex('events_search_pairs_idx', t.searchPairs),
  ],
);

export const eventInstructors = pgTable(
  'event_instructors',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    order: integer('order').notNull().default(0),
  },
  (t) => [uniqueIndex('event_instructors_event_teacher_idx').on(t.eventId, t.teacherId), index('event_instructors_teacher_idx').on(t.teacherId)],
);

export const eventImages = pgTable(
  'event_images',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    caption: varchar('caption', { length: 300 }),
    order: integer('order').notNull().default(0),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [index('event_images_event_idx').on(t.eventId, t.order)],
);

/** Option categories (accommodation, meals, …) and their options, named in the four languages. */
export const eventOptionCategories = pgTable('event_option_categories', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  nameEn: varchar('name_en', { length: 120 }).notNull(),
  nameTh: varchar('name_th', { length: 120 }).notNull(),
  nameZh: varchar('name_zh', { length: 120 }).notNull(),
  nameHi: varchar('name_hi', { length: 120 }).notNull(),
  order: integer('order').notNull().default(0),
});

export const eventOptions = pgTable(
  'event_options',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => eventOptionCategories.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 60 }).notNull(),
    nameEn: varchar('name_en', { length: 120 }).notNull(),
    nameTh: varchar('name_th', { length: 120 }).notNull(),
    nameZh: varchar('name_zh', { length: 120 }).notNull(),
    nameHi: varchar('name_hi', { length: 120 }).notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [uniqueIndex('event_options_category_code_idx').on(t.categoryId, t.code)],
);

export const eventSelectedOptions = pgTable(
  'event_selected_options',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => eventOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('event_selected_options_unique_idx').on(t.eventId, t.optionId)],
);

/** Options an organiser typed in, grouped under a category. */
export const eventCustomOptions = pgTable(
  'event_custom_options',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => eventOptionCategories.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
  },
  (t) => [index('event_custom_options_event_idx').on(t.eventId)],
);

/**
 * A member's booking of an event (SPEC §3 Event booking). Statuses: docs/decisions/0016-events-and-bookings.md.
 * A member holds at most one booking of an event that is not cancelled.
 */
export const eventBookings = pgTable(
  'event_bookings',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 12 }).notNull(),
    cancelReason: text('cancel_reason'),
    /** Who cancelled: the member or the school. */
    cancelledBy: varchar('cancelled_by', { length: 8 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_bookings_open_idx').on(t.eventId, t.userId).where(sql`${t.status} <> 'cancelled'`),
    index('event_bookings_event_idx').on(t.eventId, t.status, t.id),
    index('event_bookings_user_idx').on(t.userId, t.id),
  ],
);

/**
 * A certificate of attendance (issue 13): issued when the school marks a booking of an event that
 * accepts CE as attended. What it certifies is copied in when it is issued, so it outlives a later
 * change or deletion of the event (the booking link is then cleared). Un-marking attendance revokes
 * it (kept, so its code answers "revoked" rather than "unknown"); marking again restores the same code.
 */
export const attendanceCertificates = pgTable(
  'attendance_certificates',
  {
    id: serial('id').primaryKey(),
    /** Short, unguessable and easy to type: ten Crockford base-32 characters. */
    code: varchar('code', { length: 10 }).notNull(),
    bookingId: integer('booking_id').references(() => eventBookings.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberName: varchar('member_name', { length: 300 }).notNull(),
    eventSubject: varchar('event_subject', { length: 200 }).notNull(),
    schoolName: varchar('school_name', { length: 300 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Continuing-education time in minutes (shown as hours). */
    minutes: integer('minutes').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('attendance_certificates_code_idx').on(t.code),
    uniqueIndex('attendance_certificates_booking_idx').on(t.bookingId),
    index('attendance_certificates_user_idx').on(t.userId, t.startDate),
  ],
);
