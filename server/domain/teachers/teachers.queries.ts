import { and, asc, eq, getTableColumns, not, or, type SQL, sql } from 'drizzle-orm';
import { TEACHER_TYPES } from '#common/directory.ts';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { countries, regions, teacherGallery, teachers } from '../../db/schema/index.ts';
import { listingReads } from '../directory/listings.queries.ts';
import { pageWithTotal } from '../directory/search.queries.ts';
import { shownColumns } from '../directory/search-listings.ts';
import { shownViewers } from '../directory/views.queries.ts';
import { publicTeacher, publicTeacherWithId } from '../directory/visibility.queries.ts';
import { isCertifiedTeacher } from '../schools/graduate-claims.queries.ts';
import { countOf } from '../schools/schools.queries.ts';

/** A teacher whose owner holds a confirmed graduate claim is a CYT, whatever the listing was registered as. */
const certified = isCertifiedTeacher;
const typeCondition = (type: string) =>
  type === 'CYT' ? or(eq(teachers.registrationType, type), certified()) : and(eq(teachers.registrationType, type), not(certified()));

function levelCondition(level: string | undefined): SQL | undefined {
  if (!level) return undefined;
  const upper = level.toUpperCase();
  if ((TEACHER_TYPES as readonly string[]).includes(upper)) return typeCondition(upper);
  const [type, hours] = upper.split(/[\s-]+/);
  if (hours) return and(typeCondition(type), eq(teachers.registrationLevel, hours));
  return or(eq(teachers.registrationLevel, level));
}

/** What a teacher's card shows (teachers.ts's teacherCard), and its status for an owner's list. */
const CARD_FIELDS = [
  'id',
  'userId',
  'slug',
  'displayName',
  'localName',
  'headline',
  'introduction',
  'photo',
  'city',
  'latitude',
  'longitude',
  'registrationType',
  'registrationLevel',
  'styles',
  'yearsTeaching',
  'teachingHours',
  'wyaTeacherId',
  'memberSince',
  'validUntil',
  'status',
] as const;
const teacherColumns = getTableColumns(teachers);
const cardColumns = {
  ...(Object.fromEntries(CARD_FIELDS.map((field) => [field, teacherColumns[field]])) as Pick<typeof teacherColumns, (typeof CARD_FIELDS)[number]>),
  viewers: shownViewers('teacher', teachers.id),
};
const profileColumns = { ...shownColumns(teacherColumns), viewers: shownViewers('teacher', teachers.id) };

const teacherCards = (db: Db) =>
  db
    .select({ teacher: cardColumns, country: countries, region: regions, certified: certified() })
    .from(teachers)
    .leftJoin(countries, eq(countries.id, teachers.countryId))
    .leftJoin(regions, eq(regions.id, teachers.regionId));

const TEACHERS = listingReads(teachers, {
  visible: publicTeacher,
  level: levelCondition,
  name: teachers.displayName,
  recommended: sql`${teachers.teachingHours} desc nulls last`,
  cards: (db, where) => teacherCards(db).where(where),
  idOf: (r) => r.teacher.id,
  markers: (db, where) =>
    db
      .select({ id: teachers.id, slug: teachers.slug, name: teachers.displayName, latitude: teachers.latitude, longitude: teachers.longitude })
      .from(teachers)
      .where(where),
});

/** A page of teacher cards and the total; the map's markers of a search. */
export const { page: selectTeachers, markers: selectTeacherMarkers } = TEACHERS;

const publicTeachers = (db: Db, where: SQL) =>
  db
    .select({ teacher: profileColumns, country: countries, region: regions, certified: certified() })
    .from(teachers)
    .leftJoin(countries, eq(countries.id, teachers.countryId))
    .leftJoin(regions, eq(regions.id, teachers.regionId))
    .where(and(publicTeacher(), where))
    .limit(1);

/** A public teacher by id or slug, with its place (prepared statements: the profile is the most asked call). */
export async function selectPublicTeacher(db: Db, key: { id?: number; slug?: string }) {
  const [row] =
    key.id !== undefined
      ? await prepared(db, 'teacher_profile_by_id', () => publicTeachers(db, eq(teachers.id, sql.placeholder('id'))).prepare('teacher_profile_by_id')).execute({
          id: key.id,
        })
      : await prepared(db, 'teacher_profile_by_slug', () =>
          publicTeachers(db, eq(teachers.slug, sql.placeholder('slug'))).prepare('teacher_profile_by_slug'),
        ).execute({ slug: key.slug ?? '' });
  return row ?? null;
}

/** Whether visitors see this teacher (asked when a profile's gallery comes back empty). */
export async function isPublicTeacher(db: Db, id: number): Promise<boolean> {
  const [row] = await prepared(db, 'teacher_is_public', () =>
    db
      .select({ id: teachers.id })
      .from(teachers)
      .where(and(publicTeacher(), eq(teachers.id, sql.placeholder('id'))))
      .limit(1)
      .prepare('teacher_is_public'),
  ).execute({ id });
  return Boolean(row);
}

/** A page of a public teacher's pictures, in their owner's order; no rows leaves open whether the teacher is listed. */
export async function selectTeacherGallery(db: Db, options: { teacherId: number; limit: number; offset: number }) {
  const page = prepared(db, 'teacher_gallery_page', () =>
    db
      .select()
      .from(teacherGallery)
      .where(and(eq(teacherGallery.teacherId, sql.placeholder('teacher')), publicTeacherWithId(sql.placeholder('teacher'))))
      .orderBy(asc(teacherGallery.order), asc(teacherGallery.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('teacher_gallery_page'),
  );
  return pageWithTotal(
    options,
    () => page.execute({ teacher: options.teacherId, limit: options.limit, offset: options.offset }),
    () => countOf(db, teacherGallery, eq(teacherGallery.teacherId, options.teacherId)),
  );
}
