import { PLACE_HOLDING_STATUSES } from '#common/bookings.ts';
import { CURRENCIES, type Language } from '#common/constants.ts';
import type { EventCard, EventDetail } from '#common/directory.ts';
import type { OwnEvent } from '#common/events.ts';
import type { eventOptionCategories, eventOptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { type Actor, isMember } from '../access.ts';
import type { Deps } from '../deps.ts';
import { excerpt, imageUrl, withCoordinates } from '../directory/answer-parts.ts';
import { placeJson } from '../directory/places.ts';
import { countBookingsByStatus } from './bookings.queries.ts';
import { selectEventAnyState } from './event-editing.queries.ts';
import {
  type EventFilters,
  selectEventImages,
  selectEventInstructors,
  selectEventMarkers,
  selectEventOptions,
  selectEvents,
  selectOptionCategories,
  selectOptions,
} from './events.queries.ts';

type Window = { limit: number; offset: number };
type EventRow = Awaited<ReturnType<typeof selectEvents>>['rows'][number];
type Named = typeof eventOptionCategories.$inferSelect | typeof eventOptions.$inferSelect;
const suffix = { en: 'nameEn', th: 'nameTh', zh: 'nameZh', hi: 'nameHi' } as const;
const localName = (row: Named, lang: Language) => row[suffix[lang]] || row.nameEn;
const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

export function eventCard(deps: Deps, row: EventRow, image: string | null, lang: Language): EventCard {
  const e = row.event;
  return {
    id: e.id,
    subject: e.subject,
    school: row.school,
    start_date: e.startDate,
    end_date: e.endDate,
    start_time: hhmm(e.startTime),
    end_time: hhmm(e.endTime),
    timezone: e.timezone,
    price: e.price,
    currency: e.currency,
    registration_limit: e.registrationLimit,
    image: imageUrl(deps.storage, image ?? e.image),
    city: e.city,
    ...placeJson(row, lang),
    latitude: e.latitude,
    longitude: e.longitude,
    accept_eyep: e.acceptEyep,
    accept_ce: e.acceptCe,
    is_active: e.isActive,
    description_excerpt: excerpt(e.description),
  };
}

export async function findEvents(deps: Deps, options: EventFilters & Window & { lang: Language }): Promise<{ total: number; results: EventCard[] }> {
  const { rows, total } = await selectEvents(deps.db, options);
  return { total, results: rows.map((r) => eventCard(deps, r, null, options.lang)) };
}

export const findEventMarkers = async (deps: Deps, options: EventFilters & { limit: number }) => withCoordinates(await selectEventMarkers(deps.db, options));

/** Who may see and change an event in any state: its school's owner, and staff. */
export const managesEvent = (actor: Actor, ownerId: number) => actor?.userId != null && (actor.userId === ownerId || actor.isStaff);

/**
 * One event: an active event of a public school for everyone, any of its events for the school's
 * owner (and staff). Contact details only for logged-in members (SPEC §6).
 */
export async function getEvent(deps: Deps, options: { id: number; lang: Language; actor: Actor }): Promise<EventDetail | OwnEvent> {
  const row = await selectEventAnyState(deps.db, options.id);
  const manages = row ? managesEvent(options.actor, row.schoolRow.userId) : false;
  if (!row || (!row.isPublic && !manages)) throw new AppError('NOT_FOUND', 'errors.event_not_found');
  const detail = await eventDetail(deps, row, options);
  // The owner's editor loads the event here too, so the owner also gets what only the owner edits.
  return manages ? { ...detail, ...ownerFields(row) } : detail;
}

/** What only the school's owner (and staff) see and edit of an event. */
export function ownerFields(row: DetailRow) {
  const e = row.event;
  return {
    waiting_list: e.waitingList,
    contact_name: e.contactName,
    contact_email: e.contactEmail,
    contact_phone: e.contactPhone,
    is_public: row.isPublic,
  };
}

type DetailRow = NonNullable<Awaited<ReturnType<typeof selectEventAnyState>>>;

export async function eventDetail(deps: Deps, row: DetailRow, options: { lang: Language; actor: Actor }): Promise<EventDetail> {
  const e = row.event;
  const [instructors, images, options_, bookings] = await Promise.all([
    selectEventInstructors(deps.db, e.id),
    selectEventImages(deps.db, [e.id]),
    selectEventOptions(deps.db, e.id),
    countBookingsByStatus(deps.db, e.id),
  ]);
  const groups = new Map<
    number,
    {
      category: { id: number; code: string; name: string };
      options: { id: number; code: string; name: string }[];
      custom_options: { id: number; name: string }[];
    }
  >();
  const group = (c: typeof eventOptionCategories.$inferSelect) => {
    let g = groups.get(c.id);
    if (!g) {
      g = { category: { id: c.id, code: c.code, name: localName(c, options.lang) }, options: [], custom_options: [] };
      groups.set(c.id, g);
    }
    return g;
  };
  for (const s of options_.selected) group(s.category).options.push({ id: s.option.id, code: s.option.code, name: localName(s.option, options.lang) });
  for (const c of options_.custom) group(c.category).custom_options.push({ id: c.custom.id, name: c.custom.name });
  const school = row.schoolRow;
  return {
    ...eventCard(deps, row, images.find((i) => i.isPrimary)?.image ?? null, options.lang),
    description: e.description,
    free_time_activities: e.freeTimeActivities ?? '',
    address: e.address,
    instructors: instructors.map((i) => ({
      id: i.id,
      order: i.order,
      teacher: { ...i.teacher, photo: imageUrl(deps.storage, i.teacher.photo), headline: i.teacher.headline ?? '' },
    })),
    images: images.map((i) => ({ id: i.id, image: imageUrl(deps.storage, i.image), caption: i.caption ?? '', order: i.order, is_primary: i.isPrimary })),
    options: [...groups.values()],
    contact: isMember(options.actor)
      ? {
          name: e.contactName ?? school.primaryContactName ?? school.name,
          email: e.contactEmail ?? school.primaryContactEmail ?? school.email,
          phone: e.contactPhone ?? school.primaryContactPhone ?? school.phone,
        }
      : null,
    updated_at: e.updatedAt.toISOString(),
    availability: availability(e, bookings),
  };
}

/**
 * What a booking made now gets, as createBooking decides it (bookings.ts): a place while the held
 * ones are under the limit, else the waiting list when the school keeps one.
 */
export function availability(event: { registrationLimit: number | null; waitingList: boolean }, bookings: Map<string, number>): EventDetail['availability'] {
  const held = PLACE_HOLDING_STATUSES.reduce((sum, status) => sum + (bookings.get(status) ?? 0), 0);
  const placesLeft = event.registrationLimit === null ? null : Math.max(0, event.registrationLimit - held);
  return { places_left: placesLeft, full: placesLeft === 0, waiting_list: event.waitingList, waitlisted: bookings.get('waitlisted') ?? 0 };
}

export function currencyChoices(lang: Language) {
  const names = new Intl.DisplayNames([lang], { type: 'currency' });
  return CURRENCIES.map((code) => ({ value: code, label: `${code} — ${names.of(code) ?? code}` }));
}

export async function findOptionCategories(deps: Deps, lang: Language) {
  return (await selectOptionCategories(deps.db)).map((c) => ({ id: c.id, code: c.code, name: localName(c, lang) }));
}

export async function findOptions(deps: Deps, options: { lang: Language; category?: number }) {
  return (await selectOptions(deps.db, options.category)).map((o) => ({ id: o.id, category: o.categoryId, code: o.code, name: localName(o, options.lang) }));
}
