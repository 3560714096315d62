import { and, asc, count, desc, eq, getTableColumns, not, or, type SQL, sql } from 'drizzle-orm';
import { TEACHER_TYPES } from '#common/directory.ts';
import type { Db } from '../../db/client.ts';
import { countries, regions, teacherGallery, teachers } from '../../db/schema/index.ts';
import { countryCondition, regionCondition } from '../directory/places.queries.ts';
import { type ListingKind, type ListingOrder, locatedOn, readListings, readLocatedListings, shownColumns } from '../directory/search-listings.ts';
import { publicTeacher } from '../directory/visibility.queries.ts';
import { isCertifiedTeacher } from '../schools/graduate-claims.queries.ts';

export type TeacherFilters = {
  search?: string;
  country?: string;
  region?: number;
  level?: string;
  style?: string;
  slug?: string;
  user?: number;
  ordering?: string;
  /** The owner's own list (`user` is the caller): every state, not only public listings. */
  own?: boolean;
};

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

function teacherWhere(f: TeacherFilters) {
  return and(
    f.own && f.user ? undefined : publicTeacher(),
    countryCondition(teachers.countryId, f.country),
    regionCondition(teachers.regionId, f.region),
    levelCondition(f.level),
    f.style ? sql`${f.style} = any(${teachers.styles})` : undefined,
    f.slug ? eq(teachers.slug, f.slug) : undefined,
    f.user ? eq(teachers.userId, f.user) : undefined,
  );
}

function teacherOrder(ordering: string | undefined, searched: boolean): ListingOrder {
  if (ordering === 'name') return { rankFirst: false, columns: [asc(teachers.displayName), asc(teachers.id)] };
  if (ordering === 'newest') return { rankFirst: false, columns: [desc(teachers.memberSince), desc(teachers.id)] };
  if (ordering === 'recommended')
    return { rankFirst: false, columns: [sql`${teachers.teachingHours} desc nulls last`, desc(teachers.viewers), asc(teachers.id)] };
  // The default: the best name matches of a search, then the most viewed (teachers_popular_idx).
  return { rankFirst: searched && ordering !== 'popular', columns: [desc(teachers.viewers), asc(teachers.id)] };
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
  'viewers',
  'status',
] as const;
const teacherColumns = getTableColumns(teachers);
const cardColumns = Object.fromEntries(CARD_FIELDS.map((field) => [field, teacherColumns[field]])) as Pick<typeof teacherColumns, (typeof CARD_FIELDS)[number]>;

const teacherCards = (db: Db) =>
  db
    .select({ teacher: cardColumns, country: countries, region: regions, certified: certified() })
    .from(teachers)
    .leftJoin(countries, eq(countries.id, teachers.countryId))
    .leftJoin(regions, eq(regions.id, teachers.regionId));

const TEACHERS: ListingKind<TeacherFilters> = {
  table: teachers,
  id: teachers.id,
  columns: teachers,
  where: teacherWhere,
  order: teacherOrder,
  located: locatedOn(teachers),
};

/** A page of teacher cards and the total (search-listings.ts). */
export async function selectTeachers(db: Db, f: TeacherFilters & { limit: number; offset: number }) {
  return readListings(
    db,
    TEACHERS,
    f,
    f,
    (where) => teacherCards(db).where(where),
    (r) => r.teacher.id,
  );
}

const teacherMarkers = (db: Db) =>
  db.select({ id: teachers.id, slug: teachers.slug, name: teachers.displayName, latitude: teachers.latitude, longitude: teachers.longitude }).from(teachers);

export async function selectTeacherMarkers(db: Db, f: TeacherFilters & { limit: number }) {
  return readLocatedListings(
    db,
    TEACHERS,
    f,
    f.limit,
    (where) => teacherMarkers(db).where(where),
    (r) => r.id,
  );
}

export async function selectPublicTeacher(db: Db, key: { id?: number; slug?: string }) {
  const [row] = await db
    .select({ teacher: shownColumns(teacherColumns), country: countries, region: regions, certified: certified() })
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
