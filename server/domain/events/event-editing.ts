import type { Language } from '#common/constants.ts';
import { likelyTimeZone } from '#common/country-time-zones.ts';
import type { EventCreate, EventUpdate, OwnEvent, OwnEventCard } from '#common/events.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { eventSearchFields } from '../../lib/search-fields.ts';
import { type Actor, requireMember, requireOwner } from '../access.ts';
import { pick, placeRows, resolvePlace } from '../applications/fields.ts';
import type { Deps } from '../deps.ts';
import { forgetStoredFile, removeStoredObject } from '../files/files.ts';
import { cancelBookingsOfDeletedEvent, promoteWaitlisted } from './bookings.ts';
import {
  countBookingsOfEvent,
  deleteEvent as deleteEventRow,
  type EventInsert,
  type EventRecord,
  insertEvent,
  type OwnEventsState,
  selectEventAnyState,
  selectImagesOfEvent,
  selectSchoolEvents,
  selectSchoolForEvents,
  updateEvent as updateEventRow,
  withdrawEvent,
} from './event-editing.queries.ts';
import { requireOwnEvent } from './event-owner.ts';
import { eventCard, eventDetail, ownerFields } from './events.ts';

/** The school the caller runs events for: theirs (others 404) and approved (ADR 0016). */
async function requireRunnableSchool(deps: Deps, actor: Actor, schoolId: number) {
  requireMember(actor);
  const school = await selectSchoolForEvents(deps.db, schoolId);
  requireOwner(actor, school?.userId);
  if (!school) throw new AppError('NOT_FOUND', 'errors.school_not_found');
  if (school.status !== 'approved') throw fieldError('school', 'validation.event_school_not_approved');
  return school;
}

/** Column values of the fields sent; undefined ones stay as they are. */
function eventValues(input: EventUpdate): Partial<EventInsert> {
  return pick({
    subject: input.subject,
    description: input.description,
    startDate: input.start_date,
    endDate: input.end_date,
    startTime: input.start_time,
    endTime: input.end_time,
    timezone: input.timezone,
    price: input.price,
    currency: input.currency,
    registrationLimit: input.registration_limit,
    freeTimeActivities: input.free_time_activities,
    acceptEyep: input.accept_eyep,
    acceptCe: input.accept_ce,
    isActive: input.is_active,
    waitingList: input.waiting_list,
    address: input.address,
    city: input.city,
    contactName: input.contact_name,
    contactEmail: input.contact_email,
    contactPhone: input.contact_phone,
  });
}

export async function searchColumns(
  deps: Pick<Deps, 'db'>,
  event: Pick<EventRecord, 'subject' | 'description' | 'city' | 'countryId' | 'regionId' | 'schoolId'>,
) {
  const [school, place] = await Promise.all([selectSchoolForEvents(deps.db, event.schoolId), placeRows(deps.db, event.countryId, event.regionId)]);
  return eventSearchFields({ ...event, school: school ?? undefined }, place);
}

/** The owner's view: the public detail and what only the owner edits. */
export async function ownEvent(deps: Deps, options: { id: number; lang: Language; actor: Actor }): Promise<OwnEvent> {
  const row = await selectEventAnyState(deps.db, options.id);
  if (!row) throw new AppError('NOT_FOUND', 'errors.event_not_found');
  return { ...(await eventDetail(deps, row, options)), ...ownerFields(row) };
}

/** Without a zone sent, the likely zone of the event's country (and the school's longitude), else UTC. */
async function defaultTimeZone(deps: Deps, countryId: number | null, longitude: number | null) {
  const { country } = await placeRows(deps.db, countryId, null);
  return likelyTimeZone(country?.code2, longitude) ?? 'UTC';
}

/** A new event of an approved school of the caller; where it is defaults to the school's place. */
export async function createEvent(deps: Deps, options: { actor: Actor; input: EventCreate; lang: Language }) {
  const { input } = options;
  const school = await requireRunnableSchool(deps, options.actor, input.school);
  const place = await resolvePlace(deps.db, { country: input.country, region: input.region }, { countryId: school.countryId, regionId: school.regionId });
  const values = {
    ...eventValues(input),
    subject: input.subject,
    startDate: input.start_date,
    endDate: input.end_date,
    schoolId: school.id,
    countryId: place.countryId ?? school.countryId,
    regionId: place.regionId ?? (place.countryId !== undefined && place.countryId !== school.countryId ? null : school.regionId),
    city: input.city ?? school.city,
    timezone: input.timezone ?? (await defaultTimeZone(deps, place.countryId ?? school.countryId, school.longitude)),
    latitude: school.latitude,
    longitude: school.longitude,
  } satisfies Partial<EventInsert>;
  const event = await insertEvent(deps.db, {
    ...values,
    ...(await searchColumns(deps, { ...values, description: values.description ?? '', city: values.city ?? null })),
  });
  return ownEvent(deps, { id: event.id, lang: options.lang, actor: options.actor });
}

/** Changes the fields sent; the dates stay in order against what the event already has. */
export async function updateEvent(deps: Deps, options: { actor: Actor; id: number; input: EventUpdate; lang: Language }) {
  const { input } = options;
  await inTransaction(deps.db, async (tx) => {
    const { event, schoolName } = await requireOwnEvent(deps, options.actor, options.id, { db: tx, lock: true });
    if ((input.start_date ?? event.startDate) > (input.end_date ?? event.endDate)) throw fieldError('end_date', 'validation.event_dates');
    const place = await resolvePlace(tx, { country: input.country, region: input.region }, event);
    const next = { ...event, ...eventValues(input), ...place };
    await updateEventRow(tx, event.id, { ...eventValues(input), ...place, ...(await searchColumns({ ...deps, db: tx }, next)) });
    // More places (or no limit any more) move the waiting list up.
    if (input.registration_limit !== undefined) await promoteWaitlisted(deps, tx, next, schoolName);
  });
  return ownEvent(deps, { id: options.id, lang: options.lang, actor: options.actor });
}

/**
 * Deletes the event with its instructors, images and options. Its open bookings are cancelled first
 * and each booker told (ADR 0016), in the same transaction.
 */
export async function deleteEvent(deps: Deps, options: { actor: Actor; id: number }) {
  const keys = await inTransaction(deps.db, async (tx) => {
    const { event } = await requireOwnEvent(deps, options.actor, options.id, { db: tx, lock: true });
    await cancelBookingsOfDeletedEvent(deps, tx, event);
    const images = (await selectImagesOfEvent(tx, event.id)).map((i) => i.image);
    for (const key of images) await forgetStoredFile(tx, key);
    // Members who booked keep their booking in their history, "cancelled by the organiser" (ADR 0031).
    if (await countBookingsOfEvent(tx, event.id)) await withdrawEvent(tx, event.id);
    else await deleteEventRow(tx, event.id);
    return images;
  });
  // The stored files go once the deletion has committed.
  for (const key of keys) await removeStoredObject(deps, key);
}

/** The school's events in any state for its owner (the school's own page), with booking counts. */
export async function findSchoolEvents(
  deps: Deps,
  options: { actor: Actor; school: number; state: OwnEventsState; lang: Language; limit: number; offset: number },
): Promise<{ total: number; results: OwnEventCard[] }> {
  requireMember(options.actor);
  const school = await selectSchoolForEvents(deps.db, options.school);
  requireOwner(options.actor, school?.userId);
  if (!school) throw new AppError('NOT_FOUND', 'errors.school_not_found');
  const { rows, total } = await selectSchoolEvents(deps.db, school.id, options.state, options);
  return {
    total,
    results: rows.map((row) => ({
      ...eventCard(deps, row, null, options.lang),
      is_public: row.isPublic,
      bookings: { held: row.held, waitlisted: row.waitlisted },
    })),
  };
}
