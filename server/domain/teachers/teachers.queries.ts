import { and, asc, count, desc, eq, getTableColumns, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import { TEACHER_TYPES } from '#common/directory.ts';
import type { Db } from '../../db/client.ts';
import { countries, regions, teacherGallery, teachers } from '../../db/schema/index.ts';
import {
  cardsOf,
  countryIdOf,
  type DirectoryIndex,
  directoryIndex,
  facetKeys,
  isListed,
  registrationTypeOf,
  type TeacherListing,
} from '../directory/directory-index.ts';
import { everyListing, findInIndex, LISTING_ORDER, markersOfPage, rowsOfPage } from '../directory/indexed-search.ts';
import { countryCondition, regionCondition } from '../directory/places.queries.ts';
import { countUpTo, firstFound, type Match, pageWithTotal, searchPasses, withThreshold } from '../directory/search.queries.ts';
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

/** What a level filter asks for, as levelCondition reads it: a type of registration, hours, or both. */
function levelWanted(level: string): { type?: string; levels?: string[] } {
  const upper = level.toUpperCase();
  if ((TEACHER_TYPES as readonly string[]).includes(upper)) return { type: upper };
  const [type, hours] = upper.split(/[\s-]+/);
  return hours ? { type, levels: [hours] } : { levels: [level] };
}

/** levelCondition for a listing of the index. */
function levelMatches(level: string): (t: TeacherListing) => boolean {
  const wanted = levelWanted(level);
  return (t) =>
    (wanted.type === undefined || registrationTypeOf(t) === wanted.type) &&
    (wanted.levels === undefined || (t.level !== null && wanted.levels.includes(t.level)));
}

function teacherWhere(f: TeacherFilters, match: Match | undefined) {
  const where = and(
    f.own && f.user ? undefined : publicTeacher(),
    countryCondition(teachers.countryId, f.country),
    regionCondition(teachers.regionId, f.region),
    levelCondition(f.level),
    f.style ? sql`${f.style} = any(${teachers.styles})` : undefined,
    f.slug ? eq(teachers.slug, f.slug) : undefined,
    f.user ? eq(teachers.userId, f.user) : undefined,
    match?.where,
  );
  return { where, rank: match?.rank };
}

function teacherOrder(ordering: string | undefined, rank: SQL | undefined): SQL[] {
  if (ordering === 'name') return [asc(teachers.displayName), asc(teachers.id)];
  if (ordering === 'newest') return [desc(teachers.memberSince), desc(teachers.id)];
  if (ordering === 'recommended') return [sql`${teachers.teachingHours} desc nulls last`, desc(teachers.viewers), asc(teachers.id)];
  if (rank && ordering !== 'popular') return [desc(rank), desc(teachers.viewers), asc(teachers.id)];
  return [desc(teachers.viewers), asc(teachers.id)];
}

/**
 * A search from the in-memory index (directory-index.ts) with the filters and order of the SQL
 * below; undefined when the index cannot answer them (an owner's list, the name or hours order).
 */
async function searchIndex(db: Db, f: TeacherFilters) {
  if (f.own || f.slug || f.user || f.ordering === 'name' || f.ordering === 'recommended') return undefined;
  const index = await directoryIndex(db);
  if (!index) return undefined;
  const country = f.country ? countryIdOf(index, f.country) : undefined;
  const level = f.level ? levelMatches(f.level) : undefined;
  const shown = (t: TeacherListing) =>
    isListed(t, index.today) &&
    (country === undefined || t.countryId === country) &&
    (!f.region || t.regionId === f.region) &&
    (!f.style || t.styles.includes(f.style)) &&
    (!level || level(t));
  const facets = facetKeys({ country, region: f.region || undefined, styles: f.style ? [f.style] : [], ...(f.level ? levelWanted(f.level) : {}) });
  // Every listing when there is no query (the directory's first page).
  const found = f.search ? findInIndex(index.teachers, f.search, shown, facets) : everyListing(index.teachers, shown, facets);
  return found && { index, found, order: LISTING_ORDER[f.ordering ?? ''] ?? LISTING_ORDER.rank };
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
// Only these: every listed teacher's card is held in memory (readAllTeacherCards).
const cardColumns = Object.fromEntries(CARD_FIELDS.map((field) => [field, teacherColumns[field]])) as Pick<typeof teacherColumns, (typeof CARD_FIELDS)[number]>;

const teacherCards = (db: Db) =>
  db
    .select({ teacher: cardColumns, country: countries, region: regions, certified: certified() })
    .from(teachers)
    .leftJoin(countries, eq(countries.id, teachers.countryId))
    .leftJoin(regions, eq(regions.id, teachers.regionId));

type TeacherCardRow = Awaited<ReturnType<ReturnType<typeof teacherCards>['where']>>[number];

/**
 * How many teacher cards the process keeps: every listed teacher's at 80,000 listings (50,000
 * teachers), read at start-up (readAllTeacherCards), so that no search page waits for the database.
 */
const TEACHER_CARDS_KEPT = 60_000;

const teacherCardCache = (index: DirectoryIndex) =>
  cardsOf(index, 'teacher', 'teacher-cards', (r: TeacherCardRow) => r.teacher.id, { counted: (r) => r.teacher, capacity: TEACHER_CARDS_KEPT });
const readTeacherCards = (db: Db) => (ids: number[]) => teacherCards(db).where(and(publicTeacher(), inArray(teachers.id, ids)));

/**
 * Reads every listed teacher's card into memory (up to TEACHER_CARDS_KEPT, the most viewed first),
 * a few hundred per query, after the index is built at start-up. Returns how many are held.
 */
export async function readAllTeacherCards(db: Db): Promise<number> {
  const index = await directoryIndex(db);
  if (!index) return 0;
  const ids = index.teachers.ordered().flatMap((t) => (isListed(t, index.today) ? [t.id] : []));
  return teacherCardCache(index).readAll(ids, readTeacherCards(db));
}

/** Strict matches first; misspelled names only when nothing matched. */
export async function selectTeachers(db: Db, f: TeacherFilters & { limit: number; offset: number }) {
  const indexed = await searchIndex(db, f);
  if (indexed) {
    return rowsOfPage(indexed.found, indexed.order, f, teacherCardCache(indexed.index), readTeacherCards(db));
  }
  return firstFound(
    f.search ? searchPasses(db, teachers, f.search) : [],
    (match) => withThreshold(db, match, (q) => selectTeachersWith(q, f, match)),
    (r) => r.total > 0,
  );
}

async function selectTeachersWith(db: Db, f: TeacherFilters & { limit: number; offset: number }, match: Match | undefined) {
  const { where, rank } = teacherWhere(f, match);
  return pageWithTotal(
    f,
    () =>
      teacherCards(db)
        .where(where)
        .orderBy(...teacherOrder(f.ordering, rank))
        .limit(f.limit)
        .offset(f.offset),
    () => countUpTo(db, teachers, where),
  );
}

const teacherMarkers = (db: Db) =>
  db.select({ id: teachers.id, slug: teachers.slug, name: teachers.displayName, latitude: teachers.latitude, longitude: teachers.longitude }).from(teachers);

type TeacherMarkerRow = Awaited<ReturnType<ReturnType<typeof teacherMarkers>['where']>>[number];

export async function selectTeacherMarkers(db: Db, f: TeacherFilters & { limit: number }) {
  const indexed = await searchIndex(db, f);
  if (indexed) {
    return markersOfPage(
      indexed.found,
      indexed.order,
      f.limit,
      cardsOf(indexed.index, 'teacher', 'teacher-markers', (r: TeacherMarkerRow) => r.id),
      (ids) => teacherMarkers(db).where(and(publicTeacher(), inArray(teachers.id, ids))),
    );
  }
  return firstFound(
    f.search ? searchPasses(db, teachers, f.search) : [],
    (match) => withThreshold(db, match, (q) => selectTeacherMarkersWith(q, f, match)),
    (r) => r.length > 0,
  );
}

function selectTeacherMarkersWith(db: Db, f: TeacherFilters & { limit: number }, match: Match | undefined) {
  const { where, rank } = teacherWhere(f, match);
  return teacherMarkers(db)
    .where(and(where, sql`${teachers.latitude} is not null and ${teachers.longitude} is not null`))
    .orderBy(...teacherOrder(f.ordering, rank))
    .limit(f.limit);
}

export async function selectPublicTeacher(db: Db, key: { id?: number; slug?: string }) {
  const [row] = await db
    .select({ teacher: teachers, country: countries, region: regions, certified: certified() })
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
