import type { TFunction } from 'i18next';
import { data } from 'react-router';
import { likelyTimeZone } from '#common/country-time-zones.ts';
import type { SchoolPage } from '#common/directory.ts';
import type { OwnEvent, OwnEventPageSchema } from '#common/events.ts';
import type { z } from '#common/zod-setup.ts';
import { type ApiClient, failedPage } from './api.server.ts';
import { eventView } from './directory.server.ts';
import { EVENT_CLEARABLE, EVENT_FORM_FIELDS, EventFormSchema, minorToPrice } from './event-forms.ts';
import { forwardUpload, refusalText, sendCommand, sendForm, withClearedFields } from './listing.server.ts';
import type { Flash } from './types.ts';

// The server side of the event editor (issue 13): what the add and edit pages load, and every call
// their forms make. The pages reach the events API only through these.

export type OwnEventPage = z.infer<typeof OwnEventPageSchema>;

/** Why the member cannot add events, when they cannot: no school yet, or one not approved (yet). */
export type SchoolGate = { school: { id: number; name: string; timezone: string | null } } | { blocked: 'no_school' | 'not_approved'; status: string | null };

/** The likely zone of a school's place (as the API's default for a new event), or null when it cannot be told. */
export const schoolTimeZone = (school: Pick<SchoolPage['results'][number], 'country' | 'longitude'>) => likelyTimeZone(school.country?.code, school.longitude);

/** The member's school that runs events: the one asked for, else their approved one. */
export async function runnableSchool(api: ApiClient, userId: number, asked: string | null): Promise<SchoolGate> {
  const own = await api.get('school/school', { query: { user: userId, page_size: 100 } });
  if (!own.ok) throw failedPage(own);
  const schools = own.data.results;
  if (schools.length === 0) return { blocked: 'no_school', status: null };
  const approved = schools.filter((s) => s.status === 'approved');
  const chosen = approved.find((s) => String(s.id) === asked) ?? approved[0];
  if (!chosen) return { blocked: 'not_approved', status: schools[0].status ?? null };
  return { school: { id: chosen.id, name: chosen.name, timezone: schoolTimeZone(chosen) } };
}

/** The lists the main form chooses from. */
export async function currencyChoices(api: ApiClient) {
  const res = await api.get('event/currency-choices/');
  return res.ok ? res.data : [];
}

/** The event as its owner edits it, or a 404 for anyone else (a public event seen by another member too). */
export async function ownEventOr404(api: ApiClient, id: string): Promise<OwnEvent> {
  if (!/^\d{1,9}$/.test(id)) throw data(null, { status: 404 });
  const res = await api.get('event/{id}', { params: { id } });
  if (res.status === 404 || res.status === 400) throw data(null, { status: 404 });
  if (!res.ok) throw failedPage(res);
  // Only the owner's answer carries the owner's fields.
  if (res.data.is_public === undefined) throw data(null, { status: 404 });
  return res.data as OwnEvent;
}

/** What the edit page shows beside the main form: instructors to choose, option lists. */
export async function editorLists(api: ApiClient, schoolId: number, search: string | null) {
  const [available, categories, options] = await Promise.all([
    api.get('event/available-instructors/', { query: { school: schoolId, search: search || undefined } }),
    api.get('event-option-category/'),
    api.get('event-option/'),
  ]);
  return {
    available: available.ok ? available.data : [],
    categories: (categories.ok ? categories.data : []).map((c) => ({ ...c, options: options.ok ? options.data.filter((o) => o.category === c.id) : [] })),
  };
}

/** The main form's starting values: the event's, or a new event's defaults. */
/**
 * What the main form starts with. A new event starts in its school's zone, chosen here on the server
 * so that it is right without scripts too (issue 36: a Chiang Mai event was saved in the browser's UTC).
 */
export function formDefaults(event: OwnEvent | null, currency: string, schoolZone: string | null = null): Record<string, string> {
  if (!event) return { currency, price: '', is_active: 'on', waiting_list: 'on', ...(schoolZone ? { timezone: schoolZone } : {}) };
  const flag = (v: boolean) => (v ? 'on' : '');
  return {
    subject: event.subject,
    description: event.description,
    start_date: event.start_date,
    end_date: event.end_date,
    start_time: event.start_time ?? '',
    end_time: event.end_time ?? '',
    timezone: event.timezone,
    price: minorToPrice(event.price),
    currency: event.currency,
    registration_limit: event.registration_limit ? String(event.registration_limit) : '',
    free_time_activities: event.free_time_activities,
    accept_eyep: flag(event.accept_eyep),
    accept_ce: flag(event.accept_ce),
    is_active: flag(event.is_active),
    waiting_list: flag(event.waiting_list),
    address: event.address ?? '',
    city: event.city ?? '',
    contact_name: event.contact_name ?? '',
    contact_email: event.contact_email ?? '',
    contact_phone: event.contact_phone ?? '',
  };
}

/** The main form: a new event (POST) or the fields of an existing one (PATCH, emptied ones cleared). */
export async function saveEvent(api: ApiClient, t: TFunction, formData: FormData, target: { schoolId: number } | { eventId: number }) {
  let created: number | null = null;
  const answer = await sendForm(t, formData, {
    intent: 'event',
    schema: EventFormSchema,
    fields: EVENT_FORM_FIELDS,
    call: async (value) => {
      // The description is never null in the API: an emptied one is sent as empty text.
      const body = { ...withClearedFields(value as Record<string, unknown>, EVENT_CLEARABLE), description: value.description ?? '' };
      if ('eventId' in target)
        return api.patch('event/{id}', { params: { id: target.eventId }, json: { ...body, registration_limit: value.registration_limit ?? null } });
      const res = await api.post('event', { json: { ...body, school: target.schoolId } });
      if (res.ok) created = res.data.id;
      return res;
    },
  });
  return { ...answer, created };
}

const idOf = (formData: FormData, name: string) => {
  const n = Number(formData.get(name));
  return Number.isInteger(n) && n > 0 ? n : null;
};
const idList = (formData: FormData, name: string) =>
  formData
    .getAll(name)
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter(Boolean);

/** Instructors: several added at once, a new order, one removed. */
export async function instructorAction(api: ApiClient, t: TFunction, eventId: number, intent: string, formData: FormData) {
  if (intent === 'instructors_add') {
    const instructors = idList(formData, 'teacher');
    if (instructors.length === 0) return { intent, ok: false, toast: { type: 'error', message: t('events:editor.instructors.choose_first') } satisfies Flash };
    return sendCommand(t, intent, await api.post('event/{id}/instructors/bulk/', { params: { id: eventId }, json: { instructors } }), {
      fallbackKey: 'messages:errors.unsaved',
    });
  }
  if (intent === 'instructors_order')
    return sendCommand(
      t,
      intent,
      await api.post('event/{id}/instructors/reorder/', { params: { id: eventId }, json: { instructor_ids: idList(formData, 'instructor_ids') } }),
      {
        fallbackKey: 'messages:errors.unsaved',
      },
    );
  const instructor = idOf(formData, 'instructor');
  if (intent === 'instructor_remove' && instructor)
    return sendCommand(t, intent, await api.delete('event/{id}/instructors/{instructorId}/', { params: { id: eventId, instructorId: instructor } }), {
      fallbackKey: 'messages:errors.undeleted',
      deleted: true,
    });
  return null;
}

/** Images other than the upload: caption, order, primary, delete. */
export async function imageAction(api: ApiClient, t: TFunction, eventId: number, intent: string, formData: FormData) {
  const image = idOf(formData, 'image');
  if (intent === 'image_caption' && image) {
    const caption = String(formData.get('caption') ?? '').trim();
    const res = await api.patch('event/{id}/images/{imageId}/', { params: { id: eventId, imageId: image }, json: { caption: caption || null } });
    return sendCommand(t, intent, res, { fallbackKey: 'messages:errors.unsaved' });
  }
  if (intent === 'images_order')
    return sendCommand(
      t,
      intent,
      await api.post('event/{id}/images/reorder/', { params: { id: eventId }, json: { image_ids: idList(formData, 'image_ids') } }),
      {
        fallbackKey: 'messages:errors.unsaved',
      },
    );
  if (intent === 'image_primary' && image)
    return sendCommand(t, intent, await api.post('event/{id}/images/{imageId}/set_primary/', { params: { id: eventId, imageId: image } }), {
      fallbackKey: 'messages:errors.unsaved',
    });
  if (intent === 'image_delete' && image)
    return sendCommand(t, intent, await api.delete('event/{id}/images/{imageId}/', { params: { id: eventId, imageId: image } }), {
      fallbackKey: 'messages:errors.undeleted',
      deleted: true,
    });
  return null;
}

/** The upload of up to five cropped images with captions, streamed on to the API unread. */
export async function uploadImages(api: ApiClient, t: TFunction, eventId: number, request: Request) {
  const res = await forwardUpload(api, request, 'event/{id}/images/bulk/', { id: eventId });
  if (!res) return { intent: 'images', ok: false, toast: { type: 'error', message: t('messages:validation.image_required') } satisfies Flash };
  if (!res.ok) return { intent: 'images', ok: false, toast: { type: 'error', message: refusalText(t, res, 'messages:errors.unsaved') } satisfies Flash };
  return { intent: 'images', ok: true, toast: { type: 'success', message: res.data.detail } satisfies Flash };
}

/** Options: the chosen ones of every category and the school's own, one name a line, replaced together. */
export async function optionsAction(api: ApiClient, t: TFunction, eventId: number, formData: FormData, categories: number[]) {
  const selected_options = idList(formData, 'option');
  const custom_options = categories.flatMap((category) =>
    String(formData.get(`custom_${category}`) ?? '')
      .split('\n')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => ({ category, name })),
  );
  const res = await api.put('event/{id}/options/', { params: { id: eventId }, json: { selected_options, custom_options } });
  return sendCommand(t, 'options', res, { fallbackKey: 'messages:errors.unsaved' });
}

/** The school's own events, in the three lists of its page, each with its booking counts. */
export async function ownEvents(api: ApiClient, lang: string, schoolId: number) {
  const states = ['upcoming', 'past', 'inactive'] as const;
  const pages = await Promise.all(states.map((state) => api.get('event/own/', { query: { school: schoolId, state, page_size: 50 } })));
  return Object.fromEntries(
    states.map((state, i) => {
      const page = pages[i];
      const results = page.ok ? page.data.results.map((e) => ({ ...eventView(lang, e), is_public: e.is_public, bookings: e.bookings })) : [];
      return [state, { count: page.ok ? page.data.count : 0, results }];
    }),
  ) as Record<(typeof states)[number], { count: number; results: OwnEventView[] }>;
}
export type OwnEventView = ReturnType<typeof eventView> & { is_public: boolean; bookings: { held: number; waitlisted: number } };
