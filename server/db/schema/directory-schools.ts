import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { applicationColumns } from './directory-applications.ts';
import { ginIndex, listingColumns, locationColumns, namesVector, placeSearch, searchPairs, searchVector, socialColumns } from './directory-common.ts';
import { users } from './users.ts';

export type AdditionalLevel = { level: string; hours: number };

/** A yoga school (SPEC §3 School). Public when status is approved and valid_until is today or later. */
export const schools = pgTable(
  'schools',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 120 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    address: text('address'),
    /** The name and address in the local script (โยคะเชียงใหม่, 上海莲花瑜伽学院): shown beside the Latin ones and searched. */
    localName: varchar('local_name', { length: 200 }),
    localAddress: text('local_address'),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 40 }),
    website: varchar('website', { length: 300 }),
    ...socialColumns(),
    ownerName: varchar('owner_name', { length: 200 }),
    primaryContactName: varchar('primary_contact_name', { length: 200 }),
    primaryContactEmail: varchar('primary_contact_email', { length: 254 }),
    primaryContactPhone: varchar('primary_contact_phone', { length: 40 }),
    designation: varchar('designation', { length: 120 }),
    levels: text('levels').array().notNull().default(sql`'{}'::text[]`),
    additionalLevels: jsonb('additional_levels').$type<AdditionalLevel[]>().notNull().default([]),
    otherLevel: varchar('other_level', { length: 200 }),
    otherLevelHours: integer('other_level_hours'),
    trainingTypes: text('training_types').array().notNull().default(sql`'{}'::text[]`),
    styles: text('styles').array().notNull().default(sql`'{}'::text[]`),
    styleDescription: text('style_description'),
    numberOfTeachers: integer('number_of_teachers'),
    mainTeacherHours: integer('main_teacher_hours'),
    issuesCertificate: boolean('issues_certificate').notNull().default(false),
    introduction: text('introduction'),
    wyaSchoolId: varchar('wya_school_id', { length: 40 }),
    coverImage: text('cover_image'),
    logo: text('logo'),
    ...listingColumns(),
    ...applicationColumns(),
    ...locationColumns(),
    /** Maintained by the domain on every write: folded name and places, for typo-tolerant matching. */
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
    uniqueIndex('schools_slug_idx').on(t.slug),
    uniqueIndex('schools_registry_code_idx').on(t.registryCode),
    index('schools_user_idx').on(t.userId),
    index('schools_public_idx').on(t.status, t.validUntil),
    // The directory's default order (most viewed) among approved schools: a page reads its rows only.
    index('schools_popular_idx').on(t.viewers.desc().nullsFirst(), t.id).where(sql`${t.status} = 'approved'`),
    index('schools_country_idx').on(t.countryId, t.regionId),
    ginIndex('schools_search_vector_idx', t.searchVector),
    ginIndex('schools_names_vector_idx', t.namesVector),
    ginIndex('schools_search_text_trgm_idx', sql`${t.searchText} gin_trgm_ops`),
    ginIndex('schools_name_trgm_idx', sql`${t.nameSearch} gin_trgm_ops`),
    ginIndex('schools_search_pairs_idx', t.searchPairs),
    ginIndex('schools_levels_idx', t.levels),
    ginIndex('schools_styles_idx', t.styles),
  ],
);

export const schoolInstructors = pgTable(
  'school_instructors',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    certification: varchar('certification', { length: 200 }),
    yearsTeaching: integer('years_teaching'),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('school_instructors_school_idx').on(t.schoolId)],
);

/** Application documents (CV, syllabus, code of ethics, school details); private files, never public. */
export const schoolDocuments = pgTable(
  'school_documents',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    fileKey: text('file_key').notNull(),
    fileName: varchar('file_name', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('school_documents_school_idx').on(t.schoolId)],
);

export const schoolGraduates = pgTable(
  'school_graduates',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    graduateNumber: varchar('graduate_number', { length: 60 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    graduationDate: date('graduation_date', { mode: 'string' }).notNull(),
    teacherLevel: text('teacher_level').array().notNull().default(sql`'{}'::text[]`),
    styleOfYoga: text('style_of_yoga').array().notNull().default(sql`'{}'::text[]`),
    teacherApplyType: text('teacher_apply_type').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('school_graduates_school_idx').on(t.schoolId, t.graduationDate),
    // One record per graduate number in a school, whatever its case: the claim looks records up by it.
    uniqueIndex('school_graduates_number_idx').on(t.schoolId, sql`lower(${t.graduateNumber})`),
  ],
);

/**
 * A member's claim to be a school's graduate (docs/decisions/0014-graduate-claims.md): pending until
 * the school confirms or declines it. At most one open (pending or confirmed) claim per record, held
 * by the partial unique index, so two members claiming one record at once cannot both win.
 */
export const graduateClaims = pgTable(
  'graduate_claims',
  {
    id: serial('id').primaryKey(),
    graduateId: integer('graduate_id')
      .notNull()
      .references(() => schoolGraduates.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending → confirmed | declined */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('graduate_claims_open_idx').on(t.graduateId).where(sql`${t.status} in ('pending', 'confirmed')`),
    index('graduate_claims_user_idx').on(t.userId, t.status),
  ],
);

export const schoolGallery = pgTable(
  'school_gallery',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    description: varchar('description', { length: 500 }),
    order: integer('order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('school_gallery_school_idx').on(t.schoolId, t.order)],
);

/** One rating and comment per member per school. */
export const schoolRatings = pgTable(
  'school_ratings',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by the office (with a reason shown to staff): gone from the school's page, average and count. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: varchar('hidden_reason', { length: 500 }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('school_ratings_school_user_idx').on(t.schoolId, t.userId),
    index('school_ratings_school_created_idx').on(t.schoolId, t.createdAt),
    // A rater's name change finds the schools whose comments show it (migration 0025).
    index('school_ratings_user_idx').on(t.userId),
  ],
);

/** Who viewed a profile on which day (a member id or a hashed visitor key), so the viewer count grows once per visitor per day. */
export const profileViews = pgTable(
  'profile_views',
  {
    kind: varchar('kind', { length: 10 }).notNull(),
    profileId: integer('profile_id').notNull(),
    visitor: varchar('visitor', { length: 64 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('profile_views_unique_idx').on(t.kind, t.profileId, t.visitor, t.day)],
);

/**
 * A profile's view count as shown, raised with each new profile_views row. It lives apart from the
 * listing so that counting a view rewrites one narrow row, not the listing's (whose every index,
 * six of them GIN, a rewrite adds entries to). The listing's own `viewers` is the copy the "most
 * viewed" order reads, brought up to date from here by the popularity-ranks sweep.
 * docs/decisions/0060-view-counts-apart.md
 */
export const profileViewCounts = pgTable(
  'profile_view_counts',
  {
    kind: varchar('kind', { length: 10 }).notNull(),
    profileId: integer('profile_id').notNull(),
    viewers: integer('viewers').notNull().default(0),
    /** The count last copied to the listing's `viewers`; the sweep copies where the two differ. */
    ranked: integer('ranked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.profileId] }), index('profile_view_counts_due_idx').on(t.kind, t.profileId).where(sql`${t.viewers} <> ${t.ranked}`)],
);
