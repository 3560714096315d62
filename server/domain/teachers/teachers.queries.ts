import { and, asc, count, eq, getTableColumns, not, or, type SQL, sql } from 'drizzle-orm';
import { TEACHER_TYPES } from '#common/directory.ts';
import type { Db } from '../../db/client.ts';
import { countries, regions, teacherGallery, teachers } from '../../db/schema/index.ts';
import { listingReads } from '../directory/listings.queries.ts';
import { shownColumns } from '../directory/search-listings.ts';
import { shownViewers } from '../directory/views.queries.ts';
import { publicTeacher } from '../directory/visibility.queries.ts';
import { isCertifiedTeacher } from '../schools/graduate-claims.queries.ts';

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

export async function selectPublicTeacher(db: Db, key: { id?: number; slug?: string }) {
  const [row] = await db
    .select({ teacher: profileColumns, country: countries, region: regions, certified: certified() })
    .from(teachers)
    .leftJoin(countries, eq(countries.id, teachers.countryId))
    .leftJoin(regions, eq(regions.id, teachers.regionId))
    .where(and(publicTeacher(), key.id !== undefined ? eq(teachers.id, key.id) : eq(teachers.slug, key.slug ?? '')))
    .limit(1);
  return row ?? null;
}

export async function isPublicTeacher(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(publicTeacher(), eq(teachers.id, id)))
    .limit(1);
  return Boolean(row);
}

export async function selectTeacherGallery(db: Db, options: { teacherId: number; limit: number; offset: number }) {
  const where = eq(teacherGallery.teacherId, options.teacherId);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(teacherGallery).where(where).orderBy(asc(teacherGallery.order), asc(teacherGallery.id)).limit(options.limit).offset(options.offset),
    db.select({ total: count() }).from(teacherGallery).where(where),
  ]);
  return { rows, total };
}
