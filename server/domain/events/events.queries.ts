import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { SCHOOL_PAGE_EVENTS } from '#common/directory.ts';
import type { Db } from '../../db/client.ts';
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
import { cardsOf, countryIdOf, type DirectoryIndex, directoryIndex, type EventListing, facetKeys, isListed, SOONEST } from '../directory/directory-index.ts';
import { everyListing, findInIndex, markersOfPage, type Order, pageOf, rowsOfPage } from '../directory/indexed-search.ts';
import { countryCondition, regionCondition } from '../directory/places.queries.ts';
import { countUpTo, firstFound, type Match, pageWithTotal, searchPasses, withThreshold } from '../directory/search.queries.ts';
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

function eventWhere(f: EventFilters, match: Match | undefined) {
  const where = and(
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
    match?.where,
  );
  return { where, rank: match?.rank };
}

function eventOrder(ordering: string | undefined, rank: SQL | undefined): SQL[] {
  if (ordering === 'newest') return [desc(events.createdAt), desc(events.id)];
  if (ordering === 'name') return [asc(events.subject), asc(events.id)];
  if (rank && ordering === 'relevance') return [desc(rank), asc(events.startDate), asc(events.id)];
  if (ordering === '-date') return [desc(events.startDate), desc(events.id)];
  return [asc(events.startDate), asc(events.id)];
}

export const cardColumns = { event: events, country: countries, region: regions, school: { id: schools.id, slug: schools.slug, name: schools.name } };

/**
 * A search, or a school's events (its profile shows them), from the in-memory index
 * (directory-index.ts) with the filters and order of the SQL above; undefined when the index cannot
 * answer them (an instructor filter, the name order).
 */
async function searchIndex(db: Db, f: EventFilters) {
  if (f.teacher || f.ordering === 'name') return undefined;
  const index = await directoryIndex(db);
  if (!index) return undefined;
  const country = f.country ? countryIdOf(index, f.country) : undefined;
  const schoolListed = (id: number) => {
    const school = index.schools.get(id);
    return school !== undefined && isListed(school, index.today);
  };
  const shown = (e: EventListing) =>
    e.active &&
    (!f.upcoming || e.endDate >= index.today) &&
    (!f.dateFrom || e.endDate >= f.dateFrom) &&
    (!f.dateTo || e.startDate <= f.dateTo) &&
    (country === undefined || e.countryId === country) &&
    (!f.region || e.regionId === f.region) &&
    (!f.school || e.schoolId === f.school) &&
    schoolListed(e.schoolId);
  const facets = facetKeys({ country, region: f.region || undefined, school: f.school || undefined });
  const found = f.search
    ? findInIndex(index.events, f.search, shown, facets)
    : f.school
      ? { listings: eventsOf(index, f.school, shown), rank: () => 0 }
      : everyListing(index.events, shown, facets);
  return found && { index, found, order: EVENT_ORDER[f.ordering ?? 'relevance'] ?? EVENT_ORDER.date };
}

function eventsOf(index: DirectoryIndex, schoolId: number, shown: (e: EventListing) => boolean): EventListing[] {
  const listings: EventListing[] = [];
  for (const e of index.eventsBySchool.get(schoolId)?.values() ?? []) if (shown(e)) listings.push(e);
  return listings;
}

const EVENT_ORDER: Record<string, Order<EventListing>> = {
  relevance: { compare: (a, ra, b, rb) => rb - ra || SOONEST(a, b), walk: 'forward', byRank: true },
  date: { compare: (a, _ra, b) => SOONEST(a, b), walk: 'forward' },
  '-date': { compare: (a, _ra, b) => SOONEST(b, a), walk: 'backward' },
  newest: { compare: (a, _ra, b) => b.createdAt - a.createdAt || b.id - a.id },
};

const eventCards = (db: Db) =>
  db
    .select(cardColumns)
    .from(events)
    .innerJoin(schools, eq(schools.id, events.schoolId))
    .leftJoin(countries, eq(countries.id, events.countryId))
    .leftJoin(regions, eq(regions.id, events.regionId));

type EventCardRow = Awaited<ReturnType<ReturnType<typeof eventCards>['where']>>[number];

const eventCardCache = (index: DirectoryIndex) =>
  cardsOf(index, 'event', 'event-cards', (r: EventCardRow) => r.event.id, { schoolOf: (r) => r.event.schoolId, capacity: EVENT_CARDS_KEPT });
const readEventCards = (db: Db) => (ids: number[]) => eventCards(db).where(and(publicEvent(), inArray(events.id, ids)));

/**
 * How many event cards the process keeps: every listed event's at 80,000 listings (20,000 events),
 * read at start-up (readAllEventCards), ≈ 2 KB each.
 */
const EVENT_CARDS_KEPT = 30_000;

/** Strict matches first; misspelled names only when nothing matched. */
export async function selectEvents(db: Db, f: EventFilters & { limit: number; offset: number }) {
  const indexed = await searchIndex(db, f);
  if (indexed) {
    return rowsOfPage(indexed.found, indexed.order, f, eventCardCache(indexed.index), readEventCards(db));
  }
  return firstFound(
    f.search ? searchPasses(db, events, f.search) : [],
    (match) => withThreshold(db, match, (q) => selectEventsWith(q, f, match)),
    (r) => r.total > 0,
  );
}

/**
 * Reads the cards of every listed event, a few hundred per query, after the school profiles: first
 * each school's upcoming events shown on its profile (the first SCHOOL_PAGE_EVENTS), then the
 * others, soonest first, as many as the process keeps. A visit to any school and a search page then
 * need no query. Returns how many are held.
 */
export async function readAllEventCards(db: Db): Promise<number> {
  const index = await directoryIndex(db);
  if (!index) return 0;
  const ids = new Set<number>();
  for (const school of index.eventsBySchool.keys()) {
    const indexed = await searchIndex(db, { school, upcoming: true });
    if (indexed) for (const event of pageOf(indexed.found, indexed.order, { limit: SCHOOL_PAGE_EVENTS, offset: 0 }).page) ids.add(event.id);
  }
  const upcoming = await searchIndex(db, { upcoming: true });
  if (upcoming) for (const event of pageOf(upcoming.found, upcoming.order, { limit: EVENT_CARDS_KEPT, offset: 0 }).page) ids.add(event.id);
  return eventCardCache(index).readAll([...ids], readEventCards(db));
}

async function selectEventsWith(db: Db, f: EventFilters & { limit: number; offset: number }, match: Match | undefined) {
  const { where, rank } = eventWhere(f, match);
  return pageWithTotal(
    f,
    () =>
      eventCards(db)
        .where(where)
        .orderBy(...eventOrder(f.ordering ?? (rank ? 'relevance' : undefined), rank))
        .limit(f.limit)
        .offset(f.offset),
    () => countUpTo(db, events, where),
  );
}

const eventMarkers = (db: Db) =>
  db.select({ id: events.id, name: events.subject, start_date: events.startDate, latitude: events.latitude, longitude: events.longitude }).from(events);

type EventMarkerRow = Awaited<ReturnType<ReturnType<typeof eventMarkers>['where']>>[number];

export async function selectEventMarkers(db: Db, f: EventFilters & { limit: number }) {
  const indexed = await searchIndex(db, f);
  if (indexed) {
    return markersOfPage(
      indexed.found,
      indexed.order,
      f.limit,
      cardsOf(indexed.index, 'event', 'event-markers', (r: EventMarkerRow) => r.id),
      (ids) => eventMarkers(db).where(and(publicEvent(), inArray(events.id, ids))),
    );
  }
  return firstFound(
    f.search ? searchPasses(db, events, f.search) : [],
    (match) => withThreshold(db, match, (q) => selectEventMarkersWith(q, f, match)),
    (r) => r.length > 0,
  );
}

function selectEventMarkersWith(db: Db, f: EventFilters & { limit: number }, match: Match | undefined) {
  const { where, rank } = eventWhere(f, match);
  return eventMarkers(db)
    .where(and(where, sql`${events.latitude} is not null and ${events.longitude} is not null`))
    .orderBy(...eventOrder(f.ordering ?? (rank ? 'relevance' : undefined), rank))
    .limit(f.limit);
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
