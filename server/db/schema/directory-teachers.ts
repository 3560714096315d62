import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { applicationColumns } from './directory-applications.ts';
import { ginIndex, listingColumns, locationColumns, namesVector, placeSearch, searchPairs, searchVector, socialColumns } from './directory-common.ts';
import { schools } from './directory-schools.ts';
import { users } from './users.ts';

/** A registered yoga teacher (SPEC §3 Teacher). Public when approved and still valid. */
export const teachers = pgTable(
  'teachers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 120 }).notNull(),
    displayName: varchar('display_name', { length: 200 }).notNull(),
    /** The name and where they teach in the local script (มะลิ ศรีสุข; ऋषिकेश, उत्तराखंड): shown and searched. */
    localName: varchar('local_name', { length: 200 }),
    localAddress: text('local_address'),
    headline: varchar('headline', { length: 200 }),
    introduction: text('introduction'),
    wyaTeacherId: varchar('wya_teacher_id', { length: 40 }),
    yearsTeaching: integer('years_teaching'),
    teachingHours: integer('teaching_hours'),
    registrationType: varchar('registration_type', { length: 10 }),
    registrationLevel: varchar('registration_level', { length: 10 }),
    styles: text('styles').array().notNull().default(sql`'{}'::text[]`),
    /** The school the teacher trained at, as they name it, and its record when it is registered here. */
    trainingSchoolName: varchar('training_school_name', { length: 200 }),
    trainingSchoolId: integer('training_school_id').references(() => schools.id, { onDelete: 'set null' }),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 40 }),
    website: varchar('website', { length: 300 }),
    ...socialColumns(),
    photo: text('photo'),
    coverImage: text('cover_image'),
    ...listingColumns(),
    ...applicationColumns(),
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
    uniqueIndex('teachers_slug_idx').on(t.slug),
    uniqueIndex('teachers_registry_code_idx').on(t.registryCode),
    index('teachers_user_idx').on(t.userId),
    index('teachers_public_idx').on(t.status, t.validUntil),
    // The directory's default order (most viewed) among approved teachers: a page reads its rows only.
    index('teachers_popular_idx').on(t.viewers.desc().nullsFirst(), t.id).where(sql`${t.status} = 'approved'`),
    index('teachers_country_idx').on(t.countryId, t.regionId),
    index('teachers_hours_idx').on(t.teachingHours),
    ginIndex('teachers_search_vector_idx', t.searchVector),
    ginIndex('teachers_names_vector_idx', t.namesVector),
    ginIndex('teachers_search_text_trgm_idx', sql`${t.searchText} gin_trgm_ops`),
    ginIndex('teachers_name_trgm_idx', sql`${t.nameSearch} gin_trgm_ops`),
    ginIndex('teachers_search_pairs_idx', t.searchPairs),
    ginIndex('teachers_styles_idx', t.styles),
  ],
);

export const teacherDocuments = pgTable(
  'teacher_documents',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    fileKey: text('file_key').notNull(),
    fileName: varchar('file_name', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('teacher_documents_teacher_idx').on(t.teacherId)],
);

export const teacherGallery = pgTable(
  'teacher_gallery',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    description: varchar('description', { length: 500 }),
    order: integer('order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('teacher_gallery_teacher_idx').on(t.teacherId, t.order)],
);
