// The in-memory search index of schools, teachers and events (docs/decisions/0021-search-index.md):
// built from the database on first use, and brought up to date from directory_changes before a
// search: at once after a write by this process, and otherwise at most `lag` ms after another
// process's change (setDirectoryIndexLag; 0 in tests: before every search).
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, events, schools, teachers } from '../../db/schema/index.ts';
import { isCertifiedTeacher } from '../schools/graduate-claims.queries.ts';
import { CardCache, type CardCacheOptions } from './card-cache.ts';
import { POPULAR } from './indexed-search.ts';
import { type IndexedListing, setTrigramLetters, TRIGRAM_LETTERS_PROBE, Vocabulary, WordIndex } from './word-index.ts';

type Registration = { approved: boolean; validUntil: string | null; lifetime: boolean };
type Place = { countryId: number | null; regionId: number | null; located: boolean };
export type SchoolListing = IndexedListing &
  Registration &
  Place & { slug: string; viewers: number; memberSince: string | null; levels: string[]; styles: string[] };
export type TeacherListing = IndexedListing &
  Registration &
  Place & { viewers: number; memberSince: string | null; styles: string[]; type: string | null; level: string | null; certified: boolean };
export type EventListing = IndexedListing & Place & { active: boolean; schoolId: number; startDate: string; endDate: string; createdAt: number };

/** A teacher's type of registration as the level filter sees it: CYT when a school certified them. */
export const registrationTypeOf = (t: TeacherListing) => (t.certified ? 'CYT' : t.type);

/** The order the index keeps events in: soonest first (then by id), as the SQL's date order. */
export const SOONEST = (a: EventListing, b: EventListing) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0) || a.id - b.id;

export type DirectoryIndex = {
  schools: WordIndex<SchoolListing>;
  teachers: WordIndex<TeacherListing>;
  events: WordIndex<EventListing>;
  /** Each school's events (by id), for its profile page. */
  eventsBySchool: Map<number, Map<number, EventListing>>;
  /** The database's current_date when the index was last brought up to date. */
  today: string;
  /** School ids by slug, for profiles. */
  schoolSlugs: Map<string, number>;
  /** Country ids by ISO code, for `country=TH`. */
  countryIds: Map<string, number>;
  /** The last directory_changes row applied. */
  version: number;
  prunedAt: number;
  applying: Promise<void>;
  /** Rows read by id for search pages and markers, dropped when their listing changes. */
  cards: Map<string, { kind: Kind; cache: CardCache<unknown> }>;
  /** When the last finished check started, and how many local writes had happened by then. */
  checked: { at: number; writes: number };
  checking?: { at: number; writes: number; done: Promise<void> };
};
type Kind = 'school' | 'teacher' | 'event';

let lagMs = 0;
let localWrites = 0;

/** How long a search may answer without asking the database for changes made by other processes. */
export function setDirectoryIndexLag(ms: number): void {
  lagMs = ms;
}

/** This process wrote something (any API call that is not a read): the next search catches up first. */
export function listingsMayHaveChanged(): void {
  localWrites++;
}

/** The cache of rows of one kind under this name, created on first use. */
export function cardsOf<R>(index: DirectoryIndex, kind: Kind, name: string, idOf: (row: R) => number, options: CardCacheOptions<R> = {}): CardCache<R> {
  let entry = index.cards.get(name);
  if (!entry) {
    entry = { kind, cache: new CardCache<R>(idOf, options) as CardCache<unknown> };
    index.cards.set(name, entry);
  }
  return entry.cache as CardCache<R>;
}

/** Visible to visitors (visibility.queries.ts): approved, and valid until today or a lifetime member. */
export const isListed = (l: Registration, today: string) => l.approved && (l.validUntil !== null ? l.validUntil >= today : l.lifetime);

/** The ids of the schools visitors see (those whose pages are read into memory at start-up). */
export function listedSchoolIds(index: DirectoryIndex): number[] {
  const ids: number[] = [];
  for (const listing of index.schools.all()) if (isListed(listing, index.today)) ids.push(listing.id);
  return ids;
}

/** Filter values a search may narrow to (a list's values take any of theirs). */
type FacetValues = {
  country?: number | null;
  region?: number | null;
  school?: number | null;
  /** A teacher's type of registration (registrationTypeOf). */
  type?: string | null;
  styles?: readonly string[];
  levels?: readonly string[];
};

/**
 * The keys of filter values, the same for a listing's (the facets the index keeps) and a search's
 * (those every listing it shows has): a search then goes through the listings of its rarest.
 */
export function facetKeys(values: FacetValues): string[] {
  const keys: string[] = [];
  for (const name of ['country', 'region', 'school', 'type'] as const) if (values[name] != null) keys.push(`${name}:${values[name]}`);
  for (const style of values.styles ?? []) keys.push(`style:${style}`);
  for (const level of values.levels ?? []) keys.push(`level:${level}`);
  return keys;
}

const indexes = new WeakMap<Db, Promise<DirectoryIndex>>();
const turnedOff = new WeakSet<Db>();

/** Searches this database without the index (tests compare both ways of answering). */
export function searchWithoutIndex(db: Db, off = true): void {
  if (off) turnedOff.add(db);
  else turnedOff.delete(db);
}

/**
 * The index of this database: up to date with every change committed before the call when the lag
 * is 0 or this process wrote since the last check; otherwise checked at most `lag` ms ago.
 */
export async function directoryIndex(db: Db): Promise<DirectoryIndex | undefined> {
  if (turnedOff.has(db)) return undefined;
  let building = indexes.get(db);
  if (!building) {
    building = build(db);
    indexes.set(db, building);
    building.catch(() => indexes.delete(db));
  }
  const index = await building;
  if (lagMs <= 0) {
    const checked = { at: Date.now(), writes: localWrites };
    await catchUp(db, index);
    index.checked = checked;
    return index;
  }
  if (index.checked.writes === localWrites && Date.now() - index.checked.at < lagMs) return index;
  // Concurrent searches share one check, unless it started before this process's latest write.
  if (index.checking?.writes !== localWrites) {
    const checking = { writes: localWrites, at: Date.now(), done: Promise.resolve() };
    checking.done = catchUp(db, index).then(() => {
      index.checked = { at: checking.at, writes: checking.writes };
    });
    checking.done
      .finally(() => {
        if (index.checking === checking) index.checking = undefined;
      })
      .catch(() => {});
    index.checking = checking;
  }
  await index.checking?.done;
  return index;
}

type Version = { version: number; oldest: number; recent: boolean; today: string };

async function readVersion(db: Db): Promise<Version> {
  const result = (await db.execute(sql`
    select coalesce(max(id), 0)::float8 as version, coalesce(min(id), 0)::float8 as oldest,
           coalesce(max(changed_at) > now() - interval '5 seconds', false) as recent, current_date::text as today
    from directory_changes`)) as unknown as { rows: Version[] };
  const row = result.rows[0];
  return { version: Number(row.version), oldest: Number(row.oldest), recent: Boolean(row.recent), today: String(row.today) };
}

async function build(db: Db): Promise<DirectoryIndex> {
  const { version, today } = await readVersion(db);
  // Which characters pg_trgm takes for letters depends on the database's C library.
  const probe = (await db.execute(sql.raw(TRIGRAM_LETTERS_PROBE))) as unknown as { rows: { thai_signs: boolean }[] };
  setTrigramLetters(Boolean(probe.rows[0]?.thai_signs));
  const vocabulary = new Vocabulary();
  const index: DirectoryIndex = {
    schools: new WordIndex<SchoolListing>(vocabulary, POPULAR, (s) =>
      facetKeys({ country: s.countryId, region: s.regionId, styles: s.styles, levels: s.levels }),
    ),
    teachers: new WordIndex<TeacherListing>(vocabulary, POPULAR, (t) =>
      facetKeys({ country: t.countryId, region: t.regionId, styles: t.styles, type: registrationTypeOf(t), levels: t.level ? [t.level] : [] }),
    ),
    events: new WordIndex<EventListing>(vocabulary, SOONEST, (e) => facetKeys({ country: e.countryId, region: e.regionId, school: e.schoolId })),
    eventsBySchool: new Map(),
    today,
    schoolSlugs: new Map(),
    countryIds: new Map((await db.select({ id: countries.id, code: countries.code2 }).from(countries)).map((c) => [c.code.toUpperCase(), c.id])),
    version,
    prunedAt: Date.now(),
    applying: Promise.resolve(),
    cards: new Map(),
    checked: { at: Date.now(), writes: localWrites },
  };
  for (const l of await loadSchools(db)) putSchool(index, l);
  for (const l of await loadTeachers(db)) index.teachers.put(l);
  for (const l of await loadEvents(db)) putEvent(index, l);
  return index;
}

/**
 * Applies the changes committed since the last call. Changes of the last 5 seconds are read again:
 * on PostgreSQL a transaction may commit a lower id after a higher one was seen; reloading a
 * listing twice is harmless.
 */
async function catchUp(db: Db, index: DirectoryIndex): Promise<void> {
  const now = await readVersion(db);
  index.today = now.today;
  if (now.version === index.version && !now.recent) return;
  const run = index.applying.then(() => apply(db, index, now));
  index.applying = run.catch(() => {});
  await run;
}

async function apply(db: Db, index: DirectoryIndex, now: Version): Promise<void> {
  if (now.version <= index.version && !now.recent) return;
  if (now.oldest > index.version + 1) {
    // Changes this process never saw were pruned: start again from the tables.
    const fresh = await build(db);
    Object.assign(index, { ...fresh, applying: index.applying, checked: index.checked, checking: index.checking });
    return;
  }
  const result = (await db.execute(sql`
    select kind, listing_id, viewers, id::float8 as id from directory_changes
    where id > ${index.version} or changed_at > now() - interval '5 seconds'
    order by id`)) as unknown as {
    rows: { kind: string; listing_id: number; viewers: number | null; id: number }[];
  };
  const changed = { school: new Set<number>(), teacher: new Set<number>(), event: new Set<number>() };
  // Listings whose view count alone changed: the latest count of each (rows come in id order).
  const viewed = { school: new Map<number, number>(), teacher: new Map<number, number>() };
  let version = index.version;
  for (const row of result.rows) {
    const kind = row.kind as keyof typeof changed;
    if (row.viewers !== null && kind !== 'event') viewed[kind]?.set(row.listing_id, row.viewers);
    else changed[kind]?.add(row.listing_id);
    version = Math.max(version, Number(row.id));
  }
  await reloadSchools(db, index, [...changed.school]);
  await reload(index.teachers, [...changed.teacher], (ids) => loadTeachers(db, ids));
  if (changed.event.size) {
    const rows = await loadEvents(db, [...changed.event]);
    for (const id of changed.event) removeEvent(index, id);
    for (const row of rows) putEvent(index, row);
  }
  for (const { kind, cache } of index.cards.values()) {
    cache.forget(changed[kind]);
    // An event's card shows its school's name.
    if (changed.school.size) cache.forgetOfSchools(changed.school);
  }
  // A reloaded listing already has its latest count.
  patchViewers(index, 'school', index.schools, viewed.school, changed.school);
  patchViewers(index, 'teacher', index.teachers, viewed.teacher, changed.teacher);
  index.version = Math.max(version, now.version);
  if (Date.now() - index.prunedAt > 10 * 60_000) {
    index.prunedAt = Date.now();
    await db.execute(sql`delete from directory_changes where changed_at < now() - interval '1 hour'`);
  }
}

function patchViewers<L extends IndexedListing & { viewers: number }>(
  index: DirectoryIndex,
  kind: 'school' | 'teacher',
  listings: WordIndex<L>,
  viewed: Map<number, number>,
  reloaded: Set<number>,
) {
  for (const [id, viewers] of viewed) {
    // Changes of the last 5 seconds come again on each check: a count already patched is left alone.
    if (reloaded.has(id) || listings.get(id)?.viewers === viewers) continue;
    listings.reorder(id, (listing) => {
      listing.viewers = viewers;
    });
    for (const cards of index.cards.values()) if (cards.kind === kind) cards.cache.setViewers(id, viewers);
  }
}

function putSchool(index: DirectoryIndex, school: SchoolListing) {
  index.schools.put(school);
  index.schoolSlugs.set(school.slug, school.id);
}

function putEvent(index: DirectoryIndex, event: EventListing) {
  index.events.put(event);
  let events = index.eventsBySchool.get(event.schoolId);
  if (!events) index.eventsBySchool.set(event.schoolId, (events = new Map()));
  events.set(event.id, event);
}

function removeEvent(index: DirectoryIndex, id: number) {
  const event = index.events.get(id);
  if (!event) return;
  index.events.remove(id);
  const events = index.eventsBySchool.get(event.schoolId);
  events?.delete(id);
  if (events?.size === 0) index.eventsBySchool.delete(event.schoolId);
}

async function reloadSchools(db: Db, index: DirectoryIndex, ids: number[]) {
  if (!ids.length) return;
  const rows = await loadSchools(db, ids);
  for (const id of ids) {
    const slug = index.schools.get(id)?.slug;
    if (slug !== undefined && index.schoolSlugs.get(slug) === id) index.schoolSlugs.delete(slug);
    index.schools.remove(id);
  }
  for (const row of rows) putSchool(index, row);
}

async function reload<L extends IndexedListing>(index: WordIndex<L>, ids: number[], load: (ids: number[]) => Promise<L[]>) {
  if (!ids.length) return;
  const rows = await load(ids);
  for (const id of ids) index.remove(id);
  for (const row of rows) index.put(row);
}

const located = (latitude: number | null, longitude: number | null) => latitude !== null && longitude !== null;

async function loadSchools(db: Db, ids?: number[]): Promise<SchoolListing[]> {
  const rows = await db
    .select({
      id: schools.id,
      slug: schools.slug,
      text: schools.searchText,
      name: schools.nameSearch,
      status: schools.status,
      validUntil: schools.validUntil,
      membershipType: schools.membershipType,
      viewers: schools.viewers,
      memberSince: schools.memberSince,
      countryId: schools.countryId,
      regionId: schools.regionId,
      latitude: schools.latitude,
      longitude: schools.longitude,
      levels: schools.levels,
      styles: schools.styles,
    })
    .from(schools)
    .where(ids ? inArray(schools.id, ids) : undefined);
  return rows.map(({ status, membershipType, latitude, longitude, ...r }) => ({
    ...r,
    approved: status === 'approved',
    lifetime: membershipType === 'lifetime',
    located: located(latitude, longitude),
  }));
}

async function loadTeachers(db: Db, ids?: number[]): Promise<TeacherListing[]> {
  const rows = await db
    .select({
      id: teachers.id,
      text: teachers.searchText,
      name: teachers.nameSearch,
      status: teachers.status,
      validUntil: teachers.validUntil,
      membershipType: teachers.membershipType,
      viewers: teachers.viewers,
      memberSince: teachers.memberSince,
      countryId: teachers.countryId,
      regionId: teachers.regionId,
      latitude: teachers.latitude,
      longitude: teachers.longitude,
      styles: teachers.styles,
      type: teachers.registrationType,
      level: teachers.registrationLevel,
      certified: isCertifiedTeacher(),
    })
    .from(teachers)
    .where(ids ? inArray(teachers.id, ids) : undefined);
  return rows.map(({ status, membershipType, latitude, longitude, ...r }) => ({
    ...r,
    approved: status === 'approved',
    lifetime: membershipType === 'lifetime',
    located: located(latitude, longitude),
  }));
}

async function loadEvents(db: Db, ids?: number[]): Promise<EventListing[]> {
  const rows = await db
    .select({
      id: events.id,
      text: events.searchText,
      name: events.nameSearch,
      active: events.isActive,
      schoolId: events.schoolId,
      startDate: events.startDate,
      endDate: events.endDate,
      createdAt: events.createdAt,
      countryId: events.countryId,
      regionId: events.regionId,
      latitude: events.latitude,
      longitude: events.longitude,
    })
    .from(events)
    .where(ids ? inArray(events.id, ids) : undefined);
  return rows.map(({ latitude, longitude, createdAt, ...r }) => ({ ...r, createdAt: createdAt.getTime(), located: located(latitude, longitude) }));
}

/** A country filter (an id or an ISO code) as an id; -1 when no country has that code. */
export function countryIdOf(index: DirectoryIndex, country: string): number {
  return /^\d+$/.test(country) ? Number(country) : (index.countryIds.get(country.toUpperCase()) ?? -1);
}
