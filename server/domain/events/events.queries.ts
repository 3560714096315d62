import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import {
  countries,
  eventCustomOptions,
  eventImages,
  eventInstructors,
  eventOptionCategories,
  eventOptions,
  eventSelectedOptions,
  events,
  regions,
  schools,
  teachers,
} from '../../db/schema/index.ts';
import { countryCondition, regionCondition, withCountryId } from '../directory/places.queries.ts';
import { idAmong, type ListingKind, type ListingOrder, locatedOn, readListings, readLocatedListings, shownColumns } from '../directory/search-listings.ts';
import { publicEvent, publicTeacher } from '../directory/visibility.queries.ts';

export type EventFilters = {
  search?: string;
  country?: string;
  region?: number;
  dateFrom?: string;
  dateTo?: string;
  upcoming: boolean;
  school?: number;
  teacher?: number;
  ordering?: string;
};

function eventWhere(f: EventFilters) {
  return and(
    publicEvent(),
    f.upcoming ? gte(events.endDate, sql`current_date`) : undefined,
    f.dateFrom ? gte(events.endDate, f.dateFrom) : undefined,
    f.dateTo ? lte(events.startDate, f.dateTo) : undefined,
    countryCondition(events.countryId, f.country),
    regionCondition(events.regionId, f.region),
    f.school ? eq(events.schoolId, f.school) : undefined,
    f.teacher
      ? sql`exists (select 1 from ${eventInstructors} where ${eventInstructors.eventId} = ${events.id} and ${eventInstructors.teacherId} = ${f.teacher})`
      : undefined,
  );
}

function eventOrder(asked: string | undefined, searched: boolean): ListingOrder {
  // A search is ordered by relevance unless another order is asked for.
  const ordering = asked ?? (searched ? 'relevance' : undefined);
  if (ordering === 'newest') return { rankFirst: false, columns: [desc(events.createdAt), desc(events.id)] };
  if (ordering === 'name') return { rankFirst: false, columns: [asc(events.subject), asc(events.id)] };
  if (ordering === '-date') return { rankFirst: false, columns: [desc(events.startDate), desc(events.id)] };
  return { rankFirst: searched && ordering === 'relevance', columns: [asc(events.startDate), asc(events.id)] };
}

export const cardColumns = {
  event: shownColumns(getTableColumns(events)),
  country: countries,
  region: regions,
  school: { id: schools.id, slug: schools.slug, name: schools.name },
};

const eventCards = (db: Db) =>
  db
    .select(cardColumns)
    .from(events)
    .innerJoin(schools, eq(schools.id, events.schoolId))
    .leftJoin(countries, eq(countries.id, events.countryId))
    .leftJoin(regions, eq(regions.id, events.regionId));

const EVENTS: ListingKind<EventFilters> = {
  table: events,
  id: events.id,
  columns: events,
  where: eventWhere,
  order: eventOrder,
  located: locatedOn(events),
  preparedList: profileEventIds,
};

/**
 * A school's or a teacher's upcoming events, as their pages ask on every view: one statement text,
 * prepared, where planning it anew took ≈ 0.6 ms of PGlite's thread (and ≈ 1 ms of PostgreSQL) for
 * 0.1 ms of running it. The same condition and order as any other list of events.
 */
function profileEventIds(db: Db, f: EventFilters): ((window: { limit: number; offset: number }) => Promise<number[]>) | undefined {
  const { school, teacher } = f;
  const owner = school === undefined ? (teacher === undefined ? undefined : 'teacher') : teacher === undefined ? 'school' : undefined;
  if (!owner || !f.upcoming || f.search || f.country || f.region || f.dateFrom || f.dateTo || f.ordering) return undefined;
  const id = (owner === 'school' ? school : teacher) as number;
  return async (window) => {
    const name = `events_of_${owner}_ids`;
    const rows = await prepared(db, name, () =>
      db
        .select({ id: events.id })
        .from(events)
        .where(eventWhere({ upcoming: true, [owner]: sql.placeholder('owner') } as unknown as EventFilters))
        .orderBy(...eventOrder(undefined, false).columns)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
    ).execute({ owner: id, limit: window.limit, offset: window.offset });
    return rows.map((r) => r.id);
  };
}

/** A page of event cards and the total (search-listings.ts). */
export async function selectEvents(db: Db, f: EventFilters & { limit: number; offset: number }) {
  return readListings(
    db,
    EVENTS,
    await withCountryId(db, f),
    f,
    (ids) => shownEventCards(db, ids),
    (r) => r.event.id,
  );
}

/** A page's event cards by id, among the events still shown (one prepared statement: every event list reads one). */
const shownEventCards = (db: Db, ids: number[]) =>
  prepared(db, 'events_shown_cards', () =>
    eventCards(db)
      .where(and(publicEvent(), idAmong(events.id)))
      .prepare('events_shown_cards'),
  ).execute({ ids });

const eventMarkers = (db: Db) =>
  db.select({ id: events.id, name: events.subject, start_date: events.startDate, latitude: events.latitude, longitude: events.longitude }).from(events);

export async function selectEventMarkers(db: Db, f: EventFilters & { limit: number }) {
  return readLocatedListings(
    db,
    EVENTS,
    await withCountryId(db, f),
    f.limit,
    (where) => eventMarkers(db).where(where),
    (r) => r.id,
  );
}

/** Instructors of an event who are themselves public teachers. */
export const selectEventInstructors = (db: Db, eventId: number) =>
  db
    .select({
      id: eventInstructors.id,
      order: eventInstructors.order,
      teacher: { id: teachers.id, slug: teachers.slug, name: teachers.displayName, photo: teachers.photo, headline: teachers.headline },
    })
    .from(eventInstructors)
    .innerJoin(teachers, eq(teachers.id, eventInstructors.teacherId))
    .where(and(eq(eventInstructors.eventId, eventId), publicTeacher()))
    .orderBy(asc(eventInstructors.order), asc(eventInstructors.id));

export const selectEventImages = (db: Db, eventIds: number[]) =>
  eventIds.length
    ? db
        .select()
        .from(eventImages)
        .where(inArray(eventImages.eventId, eventIds))
        .orderBy(desc(eventImages.isPrimary), asc(eventImages.order), asc(eventImages.id))
    : Promise.resolve([]);

export async function selectEventOptions(db: Db, eventId: number) {
  const [selected, custom] = await Promise.all([
    db
      .select({ option: eventOptions, category: eventOptionCategories })
      .from(eventSelectedOptions)
      .innerJoin(eventOptions, eq(eventOptions.id, eventSelectedOptions.optionId))
      .innerJoin(eventOptionCategories, eq(eventOptionCategories.id, eventOptions.categoryId))
      .where(eq(eventSelectedOptions.eventId, eventId))
      .orderBy(asc(eventOptionCategories.order), asc(eventOptions.order)),
    db
      .select({ custom: eventCustomOptions, category: eventOptionCategories })
      .from(eventCustomOptions)
      .innerJoin(eventOptionCategories, eq(eventOptionCategories.id, eventCustomOptions.categoryId))
      .where(eq(eventCustomOptions.eventId, eventId))
      .orderBy(asc(eventOptionCategories.order), asc(eventCustomOptions.id)),
  ]);
  return { selected, custom };
}

export const selectOptionCategories = (db: Db) =>
  db.select().from(eventOptionCategories).orderBy(asc(eventOptionCategories.order), asc(eventOptionCategories.id));

export const selectOptions = (db: Db, categoryId?: number) =>
  db
    .select()
    .from(eventOptions)
    .where(categoryId ? eq(eventOptions.categoryId, categoryId) : undefined)
    .orderBy(asc(eventOptions.categoryId), asc(eventOptions.order), asc(eventOptions.id));
