import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { regions } from './places.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    firstName: varchar('first_name', { length: 150 }).notNull().default(''),
    lastName: varchar('last_name', { length: 150 }).notNull().default(''),
    isStaff: boolean('is_staff').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** The language the member last signed in, signed up or saved their profile in: their mails and notification mails speak it. */
    language: varchar('language', { length: 5 }).notNull().default('en'),
    /**
     * When the member erased their account (docs/decisions/0041-data-export-and-erasure.md): the row
     * stays as a nameless placeholder so the invoices, payments and audit entries that must be kept
     * still point somewhere; everything personal on it is gone.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`), uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    avatar: text('avatar'),
    phoneNumber: varchar('phone_number', { length: 20 }),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    webSiteUrl: varchar('web_site_url', { length: 500 }),
    detail: text('detail'),
    regionId: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
    legalFullName: varchar('legal_full_name', { length: 200 }),
    nationality: varchar('nationality', { length: 2 }),
    countryOfResidence: varchar('country_of_residence', { length: 2 }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    location: varchar('location', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profiles_user_idx').on(t.userId)],
);
