import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, max, or, sql } from 'drizzle-orm';
import { PLACE_HOLDING_STATUSES } from '#common/bookings.ts';
import type { Db } from '../../db/client.ts';
import {
  countries,
  eventBookings,
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
import { publicEvent, publicTeacher } from '../directory/visibility.queries.ts';
import { cardColumns } from './events.queries.ts';

export type EventInsert = typeof events.$inferInsert;
export type EventRecord = typeof events.$inferSelect;

/** The school a member may run events for: its owner and status. */
export async function selectSchoolForEvents(db: Db, schoolId: number) {
  const [row] = await db
    .select({
      id: schools.id,
      userId: schools.userId,
      status: schools.status,
      name: schools.name,
      localName: schools.localName,
      localAddress: schools.localAddress,
      countryId: schools.countryId,
      regionId: schools.regionId,
      city: schools.city,
      latitude: schools.latitude,
      longitude: schools.longitude,
    })
    .from(schools)
    .where(eq(schools.id, schoolId))
    .limit(1);
  return row ?? null;
}

/** An event in any state with its school's owner; `lock` holds the event row until the transaction ends. */
export async function selectEventWithOwner(db: Db, eventId: number, lock = false) {
  const query = db
    .select({ event: events, ownerId: schools.userId, schoolName: schools.name })
    .from(events)
    .innerJoin(schools, eq(schools.id, events.schoolId))
    .where(and(eq(events.id, eventId), isNull(events.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: events }) : await query;
  return row ?? null;
}

/** Whether visitors see the event (active, of a public school): its images, instructors and options are then public too. */
export async function isPublicEventId(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, id), publicEvent()))
    .limit(1);
  return row !== undefined;
}

/** One event in any state, shaped as the public detail reads it, with whether visitors may see it. */
export async function selectEventAnyState(db: Db, id: number) {
  const [row] = await db
    .select({
      event: events,
      country: countries,
      region: regions,
      school: { id: schools.id, slug: schools.slug, name: schools.name },
      schoolRow: schools,
      isPublic: sql<boolean>`${publicEvent()}`,
    })
    .from(events)
    .innerJoin(schools, eq(schools.id, events.schoolId))
    .leftJoin(countries, eq(countries.id, events.countryId))
    .leftJoin(regions, eq(regions.id, events.regionId))
    .where(and(eq(events.id, id), isNull(events.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function insertEvent(db: Db, values: EventInsert) {
  const [row] = await db.insert(events).values(values).returning();
  return row;
}

export async function updateEvent(db: Db, id: number, values: Partial<EventInsert>) {
  await db
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, id));
}

export async function deleteEvent(db: Db, id: number) {
  await db.delete(events).where(eq(events.id, id));
}

/** An event with bookings is withdrawn instead: gone for everyone, kept for its members' booking history. */
export async function withdrawEvent(db: Db, id: number) {
  await db.delete(eventImages).where(eq(eventImages.eventId, id));
  await db.update(events).set({ deletedAt: new Date(), isActive: false, image: null, updatedAt: new Date() }).where(eq(events.id, id));
}

export async function countBookingsOfEvent(db: Db, eventId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(eventBookings).where(eq(eventBookings.eventId, eventId));
  return row?.n ?? 0;
}

// Instructors

const teacherColumns = { id: teachers.id, slug: teachers.slug, name: teachers.displayName, photo: teachers.photo, headline: teachers.headline };

/** Every instructor of an event, listed or not (the owner's view). */
export const selectAllEventInstructors = (db: Db, eventId: number) =>
  db
    .select({ id: eventInstructors.id, event: eventInstructors.eventId, order: eventInstructors.order, teacher: teacherColumns })
    .from(eventInstructors)
    .innerJoin(teachers, eq(teachers.id, eventInstructors.teacherId))
    .where(eq(eventInstructors.eventId, eventId))
    .orderBy(asc(eventInstructors.order), asc(eventInstructors.id));

export async function selectEventInstructor(db: Db, instructorId: number) {
  const [row] = await db.select().from(eventInstructors).where(eq(eventInstructors.id, instructorId)).limit(1);
  return row ?? null;
}

/**
 * Teachers a school may name as instructors: listed teachers who trained at the school or whose
 * listing belongs to the school's owner, and, with a search, any listed teacher by name.
 */
export function selectAvailableTeachers(db: Db, school: { id: number; userId: number }, search?: string) {
  const ofSchool = or(eq(teachers.trainingSchoolId, school.id), eq(teachers.userId, school.userId));
  const found = search ? ilike(teachers.displayName, `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined;
  return db
    .select({ ...teacherColumns, ofSchool: sql<boolean>`coalesce(${ofSchool}, false)` })
    .from(teachers)
    .where(and(publicTeacher(), found ? or(ofSchool, found) : ofSchool))
    .orderBy(sql`${ofSchool} desc`, asc(teachers.displayName), asc(teachers.id))
    .limit(100);
}

/** The listed teachers among these ids. */
export const selectListedTeachers = (db: Db, ids: number[]) =>
  db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(publicTeacher(), inArray(teachers.id, ids)));

export async function insertEventInstructors(db: Db, rows: { eventId: number; teacherId: number; order: number }[]) {
  if (!rows.length) return [];
  return db.insert(eventInstructors).values(rows).onConflictDoNothing().returning();
}

export async function setInstructorOrder(db: Db, eventId: number, ids: number[]) {
  for (const [order, id] of ids.entries())
    await db
      .update(eventInstructors)
      .set({ order })
      .where(and(eq(eventInstructors.id, id), eq(eventInstructors.eventId, eventId)));
}

export async function deleteEventInstructor(db: Db, id: number) {
  await db.delete(eventInstructors).where(eq(eventInstructors.id, id));
}

// Images

export const selectImagesOfEvent = (db: Db, eventId: number) =>
  db.select().from(eventImages).where(eq(eventImages.eventId, eventId)).orderBy(asc(eventImages.order), asc(eventImages.id));

export async function selectEventImage(db: Db, imageId: number) {
  const [row] = await db.select().from(eventImages).where(eq(eventImages.id, imageId)).limit(1);
  return row ?? null;
}

export async function lastImageOrder(db: Db, eventId: number) {
  const [row] = await db
    .select({ last: max(eventImages.order) })
    .from(eventImages)
    .where(eq(eventImages.eventId, eventId));
  return row?.last ?? -1;
}

export async function insertEventImages(db: Db, rows: (typeof eventImages.$inferInsert)[]) {
  return db.insert(eventImages).values(rows).returning();
}

export async function updateEventImage(db: Db, id: number, values: { caption?: string | null }) {
  await db.update(eventImages).set(values).where(eq(eventImages.id, id));
}

export async function setImageOrder(db: Db, eventId: number, ids: number[]) {
  for (const [order, id] of ids.entries())
    await db
      .update(eventImages)
      .set({ order })
      .where(and(eq(eventImages.id, id), eq(eventImages.eventId, eventId)));
}

/** Makes one image the primary one (or none), and the event's card image with it. */
export async function setPrimaryImage(db: Db, eventId: number, imageId: number | null) {
  await db
    .update(eventImages)
    .set({ isPrimary: sql`${eventImages.id} = ${imageId ?? 0}` })
    .where(eq(eventImages.eventId, eventId));
  const image = imageId ? await selectEventImage(db, imageId) : null;
  await db
    .update(events)
    .set({ image: image?.image ?? null, updatedAt: new Date() })
    .where(eq(events.id, eventId));
}

export async function deleteEventImageRow(db: Db, id: number) {
  const [row] = await db.delete(eventImages).where(eq(eventImages.id, id)).returning({ image: eventImages.image });
  return row?.image ?? null;
}

// Options

export const selectSelectedOptions = (db: Db, eventId: number) =>
  db
    .select({ id: eventSelectedOptions.id, event: eventSelectedOptions.eventId, option: eventOptions })
    .from(eventSelectedOptions)
    .innerJoin(eventOptions, eq(eventOptions.id, eventSelectedOptions.optionId))
    .where(eq(eventSelectedOptions.eventId, eventId))
    .orderBy(asc(eventOptions.categoryId), asc(eventOptions.order), asc(eventOptions.id));

export const selectCustomOptions = (db: Db, eventId: number) =>
  db.select().from(eventCustomOptions).where(eq(eventCustomOptions.eventId, eventId)).orderBy(asc(eventCustomOptions.id));

export async function selectExistingOptionIds(db: Db, ids: number[]) {
  if (!ids.length) return new Set<number>();
  return new Set((await db.select({ id: eventOptions.id }).from(eventOptions).where(inArray(eventOptions.id, ids))).map((r) => r.id));
}

export async function selectExistingCategoryIds(db: Db, ids: number[]) {
  if (!ids.length) return new Set<number>();
  return new Set(
    (await db.select({ id: eventOptionCategories.id }).from(eventOptionCategories).where(inArray(eventOptionCategories.id, ids))).map((r) => r.id),
  );
}

export async function insertSelectedOptions(db: Db, eventId: number, optionIds: number[]) {
  if (optionIds.length)
    await db
      .insert(eventSelectedOptions)
      .values(optionIds.map((optionId) => ({ eventId, optionId })))
      .onConflictDoNothing();
}

export async function insertCustomOptions(db: Db, eventId: number, options: { category: number; name: string }[]) {
  if (options.length) await db.insert(eventCustomOptions).values(options.map((o) => ({ eventId, categoryId: o.category, name: o.name })));
}

export async function countCustomOptions(db: Db, eventId: number) {
  return (await db.select({ id: eventCustomOptions.id }).from(eventCustomOptions).where(eq(eventCustomOptions.eventId, eventId))).length;
}

export async function clearOptions(db: Db, eventId: number) {
  await db.delete(eventSelectedOptions).where(eq(eventSelectedOptions.eventId, eventId));
  await db.delete(eventCustomOptions).where(eq(eventCustomOptions.eventId, eventId));
}

export type OwnEventsState = 'upcoming' | 'past' | 'inactive' | 'all';

/** A school's events in any state, for its owner, with how many places are held and how many wait. */
export async function selectSchoolEvents(db: Db, schoolId: number, state: OwnEventsState, window: { limit: number; offset: number }) {
  const where = and(
    eq(events.schoolId, schoolId),
    isNull(events.deletedAt),
    state === 'upcoming' ? and(eq(events.isActive, true), gte(events.endDate, sql`current_date`)) : undefined,
    state === 'past' ? lt(events.endDate, sql`current_date`) : undefined,
    state === 'inactive' ? eq(events.isActive, false) : undefined,
  );
  const counted = (statuses: string[]) =>
    sql<number>`(select count(*)::int from ${eventBookings} where ${eventBookings.eventId} = ${events.id} and ${inArray(eventBookings.status, statuses)})`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        ...cardColumns,
        held: counted([...PLACE_HOLDING_STATUSES]),
        waitlisted: counted(['waitlisted']),
        isPublic: sql<boolean>`${publicEvent()}`,
      })
      .from(events)
      .innerJoin(schools, eq(schools.id, events.schoolId))
      .leftJoin(countries, eq(countries.id, events.countryId))
      .leftJoin(regions, eq(regions.id, events.regionId))
      .where(where)
      .orderBy(state === 'past' ? desc(events.startDate) : asc(events.startDate), asc(events.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(events).where(where),
  ]);
  return { rows, total };
}
