import { parseWithZod } from '@conform-to/zod/v4';
import type { TFunction } from 'i18next';
import type { RouterContextProvider } from 'react-router';
import type { ZodType } from 'zod';
import type { Detail } from '#common/answers.ts';
import { GalleryUpdateSchema } from '#common/gallery.ts';
import { GraduateClaimCreateSchema, GraduateCreateSchema, type GraduateImportReport, GraduateRowSchema } from '#common/graduates.ts';
import type { ApiClient, ApiResult, CallOptions } from './api.server.ts';
import type { ParamsOf, PathOf } from './api-operations.ts';
import { formatDate } from './directory-format.ts';
import { refusal } from './form-reply.server.ts';
import {
  SCHOOL_CLEARABLE,
  SCHOOL_PROFILE_FIELDS,
  SchoolProfileSchema,
  TEACHER_CLEARABLE,
  TEACHER_PROFILE_FIELDS,
  TeacherProfileSchema,
} from './listing-forms.ts';
import type { Flash } from './types.ts';
import { webStateContext } from './web-state.server.ts';

// The server side of a member's own school and teacher pages (issue 10): the calls every form of
// those pages makes, so both pages answer alike (one toast per outcome, errors beside fields).

export type ListingKind = 'school' | 'teacher';

const saved = (t: TFunction): Flash => ({ type: 'success', message: t('messages:success.saved') });
const deleted = (t: TFunction): Flash => ({ type: 'success', message: t('messages:success.deleted') });

/** The API's own words for a refusal about the whole form, or SPEC §8's fallback. */
export function refusalText(t: TFunction, res: ApiResult & { ok: false }, fallbackKey: string): string {
  if ((res.data as { timeout?: boolean }).timeout) return t('messages:errors.timeout');
  if (res.status < 500) {
    if (typeof res.data.detail === 'string') return res.data.detail;
    const first = Object.values(res.data).find((v) => Array.isArray(v) && typeof v[0] === 'string') as string[] | undefined;
    if (first) return first.join(' ');
  }
  return t(fallbackKey);
}

/** A multipart form streamed on to the API unread (gallery images, a CSV): its answer, or why it was refused. */
export async function forwardUpload<P extends PathOf<'POST'>>(api: ApiClient, request: Request, path: P, params?: ParamsOf<P>['params']) {
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body || !contentType.startsWith('multipart/form-data')) return null;
  return api.post(path, { params, stream: { body: request.body, contentType } } as CallOptions & ParamsOf<P>);
}

/**
 * Fields of a public-profile form that the member left empty: the form leaves them out, but the API
 * changes only the fields sent, so they are sent empty (null, no items, off) to be cleared.
 */
export function withClearedFields(value: Record<string, unknown>, fields: { text: string[]; lists: string[]; flags: string[] }) {
  const out: Record<string, unknown> = { ...value };
  for (const f of fields.text) if (out[f] === undefined) out[f] = null;
  for (const f of fields.lists) if (out[f] === undefined) out[f] = [];
  for (const f of fields.flags) if (out[f] === undefined) out[f] = false;
  return out;
}

/** A form posted as JSON to one call, answered with the field errors and one toast. */
export async function sendForm<S extends ZodType>(
  t: TFunction,
  formData: FormData,
  options: {
    intent: string;
    schema: S;
    fields: string[];
    call: (value: S['_output']) => Promise<ApiResult>;
    fallbackKey?: string;
    reset?: boolean;
    success?: (res: ApiResult & { ok: true }) => Flash;
  },
) {
  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status !== 'success') return { intent: options.intent, result: submission.reply(), toast: null, ok: false };
  const res = await options.call(submission.value);
  if (!res.ok)
    return {
      intent: options.intent,
      ok: false,
      ...refusal(t, submission, res, { fields: options.fields, fallbackKey: options.fallbackKey ?? 'messages:errors.unsaved' }),
    };
  const toast = options.success ? options.success(res) : saved(t);
  return { intent: options.intent, ok: true, result: submission.reply(options.reset ? { resetForm: true } : undefined), toast };
}

/** A button's call without input of its own (delete, confirm, decline): one toast either way. */
export async function sendCommand(t: TFunction, intent: string, res: ApiResult, options: { fallbackKey: string; deleted?: boolean }) {
  if (!res.ok) return { intent, ok: false, result: undefined, toast: { type: 'error', message: refusalText(t, res, options.fallbackKey) } satisfies Flash };
  const detail = (res.data as Partial<Detail>).detail;
  const toast = options.deleted ? deleted(t) : typeof detail === 'string' ? ({ type: 'success', message: detail } satisfies Flash) : saved(t);
  return { intent, ok: true, result: undefined, toast };
}

const idOf = (formData: FormData, name: string) => {
  const n = Number(formData.get(name));
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The gallery's forms other than the upload: caption, order, delete (the same calls under school/… and teacher/…). */
export async function galleryAction(api: ApiClient, t: TFunction, kind: ListingKind, intent: string, formData: FormData) {
  const item = idOf(formData, 'item');
  const listing = idOf(formData, kind);
  if (intent === 'gallery_caption' && item)
    return sendForm(t, formData, {
      intent,
      schema: GalleryUpdateSchema.pick({ description: true }),
      fields: ['description'],
      call: (value) => api.patch(`${kind}/gallery/{id}`, { params: { id: item }, json: { description: value.description ?? null } }),
    });
  if (intent === 'gallery_order' && listing)
    return sendCommand(
      t,
      intent,
      await api.post(`${kind}/gallery/reorder`, { json: { [kind]: listing, image_ids: String(formData.get('image_ids') ?? '') } }),
      {
        fallbackKey: 'messages:errors.unsaved',
      },
    );
  if (intent === 'gallery_delete' && item)
    return sendCommand(t, intent, await api.delete(`${kind}/gallery/{id}`, { params: { id: item } }), {
      fallbackKey: 'messages:errors.undeleted',
      deleted: true,
    });
  return null;
}

/** The gallery upload, streamed on: images and captions travel in one multipart body. */
export async function galleryUpload(api: ApiClient, t: TFunction, kind: ListingKind, request: Request) {
  const res = await forwardUpload(api, request, `${kind}/gallery`);
  if (!res) return { intent: 'gallery', ok: false, toast: { type: 'error', message: t('messages:validation.image_required') } satisfies Flash };
  if (!res.ok) return { intent: 'gallery', ok: false, toast: { type: 'error', message: refusalText(t, res, 'messages:errors.unsaved') } satisfies Flash };
  return { intent: 'gallery', ok: true, toast: saved(t) };
}

/** The import of many graduates from a CSV file: all saved, or a per-row report and nothing saved. */
export async function importGraduates(api: ApiClient, t: TFunction, request: Request) {
  const res = await forwardUpload(api, request, 'school/graduate/import');
  const fail = (message: string, report?: GraduateImportReport['rows']) => ({
    intent: 'graduate_import',
    ok: false,
    toast: { type: 'error', message } satisfies Flash,
    report,
  });
  if (!res) return fail(t('messages:validation.csv_required'));
  if (res.ok) return { intent: 'graduate_import', ok: true, toast: { type: 'success', message: res.data.detail } satisfies Flash, report: undefined };
  const rows = (res.data as Partial<GraduateImportReport>).rows;
  return fail(refusalText(t, res, 'messages:errors.unsaved'), Array.isArray(rows) ? rows : undefined);
}

const GRADUATE_FIELDS = Object.keys(GraduateRowSchema.shape);
const noLists = { teacher_level: [], style_of_yoga: [], teacher_apply_type: [] };

/** Add, edit and delete a graduate; confirm or decline a member's claim on one. */
export async function graduateAction(api: ApiClient, t: TFunction, intent: string, formData: FormData) {
  const graduate = idOf(formData, 'graduate');
  const claim = idOf(formData, 'claim');
  if (intent === 'graduate_create')
    return sendForm(t, formData, {
      intent,
      schema: GraduateCreateSchema,
      fields: GRADUATE_FIELDS,
      reset: true,
      call: (value) => api.post('school/graduate', { json: value }),
    });
  if (intent === 'graduate_update' && graduate)
    return sendForm(t, formData, {
      intent,
      schema: GraduateRowSchema,
      fields: GRADUATE_FIELDS,
      // Every field of the form is sent, so emptied lists are cleared.
      call: (value) => api.patch('school/graduate/{id}', { params: { id: graduate }, json: { ...noLists, ...value } }),
    });
  if (intent === 'graduate_delete' && graduate)
    return sendCommand(t, intent, await api.delete('school/graduate/{id}', { params: { id: graduate } }), {
      fallbackKey: 'messages:errors.undeleted',
      deleted: true,
    });
  if ((intent === 'claim_confirm' || intent === 'claim_decline') && claim)
    return sendCommand(
      t,
      intent,
      await api.post(intent === 'claim_confirm' ? 'school/graduate/claim/{id}/confirm' : 'school/graduate/claim/{id}/decline', { params: { id: claim } }),
      {
        fallbackKey: 'messages:errors.unsaved',
      },
    );
  return null;
}

/** The listing the page shows: the one asked for, else the approved one, else the newest open application. */
export function pickListing<T extends { id: number; status?: string }>(own: T[], asked: string | null): T | null {
  const byId = own.find((l) => String(l.id) === asked);
  if (byId) return byId;
  const newest = [...own].sort((a, b) => b.id - a.id);
  return newest.find((l) => l.status === 'approved') ?? newest.find((l) => l.status !== 'rejected') ?? newest[0] ?? null;
}

type StateDates = { member_since: string | null; valid_until: string | null; membership_type: string | null; status: string };

/** The membership's facts in the member's language; empty ones are left out by the card. */
export function stateFacts(t: TFunction, lang: string, state: StateDates, wyaId: string | null): Array<[string, string]> {
  const lifetime = state.membership_type === 'lifetime';
  return [
    [t('listing:facts.wya_id'), wyaId ?? ''],
    [t('listing:facts.membership'), state.membership_type ? t(`listing:facts.membership_${state.membership_type}`) : ''],
    [t('listing:facts.member_since'), formatDate(lang, state.member_since)],
    [
      t('listing:facts.valid_until'),
      state.valid_until ? formatDate(lang, state.valid_until) : lifetime && state.status === 'approved' ? t('listing:facts.no_end') : '',
    ],
  ];
}

/** The public profile of an approved listing: the fields sent, emptied ones cleared. */
export async function profileAction(api: ApiClient, t: TFunction, kind: ListingKind, formData: FormData) {
  const id = idOf(formData, 'id');
  if (!id) return null;
  const school = kind === 'school';
  return sendForm(t, formData, {
    intent: 'profile',
    schema: school ? SchoolProfileSchema : TeacherProfileSchema,
    fields: school ? SCHOOL_PROFILE_FIELDS : TEACHER_PROFILE_FIELDS,
    call: (value) =>
      api.patch(school ? 'school/school/{id}' : 'teacher/teacher/{id}', {
        params: { id },
        json: withClearedFields(value as Record<string, unknown>, school ? SCHOOL_CLEARABLE : TEACHER_CLEARABLE),
      }),
  });
}

/** A member's claim on a CYS school's graduate record, and its withdrawal. */
export async function claimAction(api: ApiClient, t: TFunction, intent: string, formData: FormData) {
  if (intent === 'claim_create')
    return sendForm(t, formData, {
      intent,
      schema: GraduateClaimCreateSchema,
      fields: ['school', 'graduate_number', 'name'],
      reset: true,
      call: (value) => api.post('school/graduate/claim', { json: value }),
      success: (res) => ({ type: 'success', message: (res.data as Detail).detail }),
    });
  const claim = idOf(formData, 'claim');
  if (intent === 'claim_withdraw' && claim)
    return sendCommand(t, intent, await api.delete('school/graduate/claim/{id}', { params: { id: claim } }), {
      fallbackKey: 'messages:errors.undeleted',
      deleted: true,
    });
  return null;
}

/** Buttons whose item leaves the page with the answer (its form unmounts before it could show a toast). */
const ITEM_LEAVES = new Set(['gallery_delete', 'graduate_delete', 'claim_confirm', 'claim_decline', 'claim_withdraw']);

/**
 * The one message of an answer whose item has left the page goes out as the next page's flash (shown
 * by the layout, which stays) instead of through the item's own form, which is gone by then.
 */
export function outcomeOf<A extends { intent: string; ok: boolean; toast: Flash | null }>(context: Readonly<RouterContextProvider>, answer: A): A {
  if (!answer.ok || !answer.toast || !ITEM_LEAVES.has(answer.intent)) return answer;
  context.get(webStateContext).setFlash(answer.toast);
  return { ...answer, toast: null };
}
