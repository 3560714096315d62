import { parseWithZod } from '@conform-to/zod/v4';
import { type RouterContextProvider, redirect } from 'react-router';
import type { ZodType } from 'zod';
import { ApplicationSubmitSchema, type SchoolApplication, type SchoolFormData, type TeacherApplication, type TeacherFormData } from '#common/applications.ts';
import { CURRENCIES } from '#common/constants.ts';
import { idFromUrl } from '#common/fields.ts';
import { WIZARD_STEPS, WIZARD_SUCCESS, type WizardKind, wizardHref } from '../components/apply/wizard-steps.ts';
import { type ApiClient, apiClient, failedPage } from './api.server.ts';
import { refusal } from './form-reply.server.ts';
import { serverT } from './i18n.server.ts';
import { rememberListing } from './login.server.ts';
import type { Flash } from './types.ts';
import { webStateContext } from './web-state.server.ts';

// The registration wizards' server side (issue 10): finding the member's own application, saving a
// step (the first save creates the draft), streaming uploads to the API unread, submitting.
// Every call goes through the API; the rules (states, what a submission needs) are the API's.

export type ApplicationOf<K extends WizardKind> = K extends 'school' ? SchoolApplication : TeacherApplication;
export type FormDataOf<K extends WizardKind> = K extends 'school' ? SchoolFormData : TeacherFormData;

/** The kind of a wizard or own-listing page, from its address (/school/… or /teacher/…): one route module serves both. */
export function kindOfAddress(request: Request): WizardKind {
  return new URL(request.url).pathname.startsWith('/teacher/') ? 'teacher' : 'school';
}

/** The API's calls of each kind's listings and applications (paths of api-operations.ts). */
export const KIND_PATHS = {
  school: {
    list: 'school/school',
    one: 'school/school/{id}',
    application: 'school/school/{id}/application',
    documents: 'school/school/{id}/document',
    document: 'school/school/{id}/document/{documentId}',
    submit: 'school/school/{id}/submit',
    formData: 'school/school-form-data/',
  },
  teacher: {
    list: 'teacher/teacher',
    one: 'teacher/teacher/{id}',
    application: 'teacher/teacher/{id}/application',
    documents: 'teacher/teacher/{id}/document',
    document: 'teacher/teacher/{id}/document/{documentId}',
    submit: 'teacher/teacher/{id}/submit',
    formData: 'teacher/teacher-form-data',
  },
} as const;

/** States in which the member works on the application (anything else is shown read-only). */
const OPEN_STATES = ['draft', 'changes_requested', 'awaiting_payment', 'pending'];
const LISTED_STATES = ['approved', 'suspended'];

/** The member of this request: the wizard's layout has already sent visitors to the login page. */
export function memberOf(context: Readonly<RouterContextProvider>) {
  const session = context.get(webStateContext).session;
  if (!session) throw new Response('Login required', { status: 401 });
  return session.user;
}

/** `?then=teacher`: "both" was chosen, so the school wizard leads on to the teacher wizard. */
export const thenOf = (request: Request) => (new URL(request.url).searchParams.get('then') === 'teacher' ? 'teacher' : null);

/**
 * The member's application of one kind: the open one (any device, any time), else a listed one; a
 * refused application is given apart, since the member may start a new one.
 */
export async function findOwnApplication<K extends WizardKind>(api: ApiClient, kind: K, userPk: number) {
  const list = await api.get(KIND_PATHS[kind].list, { query: { user: userPk, page_size: 50 } });
  if (!list.ok) throw failedPage(list);
  const rows = [...list.data.results].sort((a, b) => b.id - a.id);
  const current = rows.find((r) => OPEN_STATES.includes(r.status ?? '')) ?? rows.find((r) => LISTED_STATES.includes(r.status ?? ''));
  const refused = current ? undefined : rows.find((r) => r.status === 'rejected');
  const load = async (id: number) => {
    const res = await api.get(KIND_PATHS[kind].application, { params: { id } });
    if (!res.ok) throw failedPage(res);
    // The path was chosen by kind, so is its answer.
    return res.data as ApplicationOf<K>;
  };
  return { application: current ? await load(current.id) : null, rejected: refused ? await load(refused.id) : null };
}

/** Everything a wizard page shows: the application (or none yet), its choices, and where "both" leads. */
export async function loadWizard<K extends WizardKind>(context: Readonly<RouterContextProvider>, request: Request, kind: K) {
  const user = memberOf(context);
  const api = apiClient(context, request);
  const [own, formData] = await Promise.all([findOwnApplication(api, kind, user.pk), api.get(KIND_PATHS[kind].formData)]);
  if (!formData.ok) throw failedPage(formData);
  return { ...own, formData: formData.data as FormDataOf<K>, bothNext: thenOf(request) };
}

/** The fee tables in every currency, for the amounts of a membership in the currency the member picks. */
export async function loadFees(context: Readonly<RouterContextProvider>, request: Request) {
  const api = apiClient(context, request);
  const pages = await Promise.all(CURRENCIES.map((currency) => api.get('fee', { query: { currency } })));
  return pages.flatMap((page) => (page.ok ? [page.data] : []));
}

// Lists and checkboxes missing from a form mean "none"; a cleared text means "no value"; names stay.
const LIST_FIELDS = new Set(['levels', 'training_types', 'styles', 'instructors', 'additional_levels']);
const KEPT_WHEN_EMPTY = new Set(['name', 'display_name', 'slug']);
const emptyOf = (field: string) => (LIST_FIELDS.has(field) ? [] : field === 'issues_certificate' ? false : KEPT_WHEN_EMPTY.has(field) ? undefined : null);

/** The JSON of one step: every field of the step, so that what the member cleared is cleared on the server too. */
export function stepBody(value: Record<string, unknown>, fields: readonly string[]) {
  return Object.fromEntries(fields.map((f) => [f, value[f] ?? emptyOf(f)]).filter(([, v]) => v !== undefined));
}

/**
 * "Save and continue": checks the step with the shared schema, creates the draft on the first save
 * (POST) or saves the step (PATCH), then goes on to the next step with one toast.
 */
export async function saveStep<K extends WizardKind>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  options: { kind: K; schema: ZodType; fields: readonly string[]; next: string },
) {
  const { kind } = options;
  const user = memberOf(context);
  const api = apiClient(context, request);
  const t = await serverT(context);
  const submission = parseWithZod(await request.formData(), { schema: options.schema });
  if (submission.status !== 'success') return { result: submission.reply(), toast: null };
  const { application } = await findOwnApplication(api, kind, user.pk);
  const json = stepBody(submission.value as Record<string, unknown>, options.fields);
  const res = application ? await api.patch(KIND_PATHS[kind].one, { params: { id: application.id }, json }) : await api.post(KIND_PATHS[kind].list, { json });
  if (!res.ok) {
    // SPEC §8: a teacher's registration that could not be started says so.
    const fallbackKey = kind === 'teacher' && !application ? 'messages:errors.register_teacher' : 'messages:errors.unsaved';
    return refusal(t, submission, res, { fields: [...options.fields], fallbackKey });
  }
  // The menu now leads to the member's own school or teacher page.
  if (!application) rememberListing(context, kind, res.data.id);
  context.get(webStateContext).setFlash({ type: 'success', message: res.data.detail });
  throw redirect(wizardHref(options.next, thenOf(request)));
}

type UploadTarget = 'images' | 'document';

/**
 * An upload form (images of the information step, one document) goes on to the API as it arrives:
 * the web never holds the file. Its intent is in its address (server/web/web-request.ts UPLOAD_FORMS).
 */
export async function forwardUpload(context: Readonly<RouterContextProvider>, request: Request, kind: WizardKind, target: UploadTarget) {
  const user = memberOf(context);
  const api = apiClient(context, request);
  const t = await serverT(context);
  const answer = (toast: Flash) => ({ intent: 'upload' as const, toast });
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body || !contentType.startsWith('multipart/form-data')) return answer({ type: 'error', message: t('messages:validation.document_missing') });
  // The page names its application in the form's address, so the upload is one API call (which
  // checks that the application is the member's own and may still change); without it, it is looked up.
  const named = idFromUrl(new URL(request.url).searchParams.get('application'));
  const applicationId = named ?? (await findOwnApplication(api, kind, user.pk)).application?.id;
  if (!applicationId) return answer({ type: 'error', message: t('apply:save_first') });
  const stream = { body: request.body, contentType };
  const params = { id: applicationId };
  const res =
    target === 'document' ? await api.post(KIND_PATHS[kind].documents, { params, stream }) : await api.patch(KIND_PATHS[kind].one, { params, stream });
  if (!res.ok) {
    // The refusal names the file's field (type, size) or the application's state.
    const reason = Object.values(res.data).find((v): v is string[] => Array.isArray(v) && typeof v[0] === 'string')?.[0];
    const detail = typeof res.data.detail === 'string' ? res.data.detail : null;
    return answer({ type: 'error', message: reason ?? detail ?? t('messages:errors.unsaved') });
  }
  return answer({ type: 'success', message: res.data.detail });
}

/** Removes one document while the application may still change. */
export async function removeDocument(context: Readonly<RouterContextProvider>, request: Request, kind: WizardKind, documentId: number) {
  const user = memberOf(context);
  const api = apiClient(context, request);
  const t = await serverT(context);
  const { application } = await findOwnApplication(api, kind, user.pk);
  if (!application) return { intent: 'remove' as const, toast: { type: 'error', message: t('messages:errors.undeleted') } satisfies Flash };
  const res = await api.delete(KIND_PATHS[kind].document, { params: { id: application.id, documentId } });
  const message = res.ok ? res.data.detail : typeof res.data.detail === 'string' ? res.data.detail : t('messages:errors.undeleted');
  return { intent: 'remove' as const, toast: { type: res.ok ? 'success' : 'error', message } satisfies Flash };
}

/** The documents step: a streamed upload (intent in the address), a removal, or "continue". */
export async function documentsAction(context: Readonly<RouterContextProvider>, request: Request, kind: WizardKind, next: string) {
  if (new URL(request.url).searchParams.get('intent') === 'document') return forwardUpload(context, request, kind, 'document');
  const form = await request.formData();
  const documentId = Number(form.get('document'));
  if (form.get('intent') === 'remove_document' && Number.isInteger(documentId) && documentId > 0) return removeDocument(context, request, kind, documentId);
  throw redirect(wizardHref(next, thenOf(request)));
}

/** A draft chooses its membership and the currency of its invoice; a corrected application is sent back as it is. */
export const DraftSubmitSchema = ApplicationSubmitSchema.required();

/**
 * Submits the application: a draft goes to "waiting for payment", a corrected one back to review.
 * A refusal names every missing field (shown on the page by step) and says one thing about the whole.
 */
export async function submitApplication(context: Readonly<RouterContextProvider>, request: Request, kind: WizardKind) {
  const user = memberOf(context);
  const api = apiClient(context, request);
  const t = await serverT(context);
  const { application } = await findOwnApplication(api, kind, user.pk);
  const schema = application?.status === 'changes_requested' ? ApplicationSubmitSchema : DraftSubmitSchema;
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== 'success') return { result: submission.reply(), toast: null };
  if (!application) throw redirect(wizardHref(WIZARD_STEPS[kind][0].path, thenOf(request)));
  const res = await api.post(KIND_PATHS[kind].submit, { params: { id: application.id }, json: submission.value });
  if (!res.ok) {
    const fields = Object.keys(res.data).filter((k) => k !== 'non_field_errors' && k !== 'detail');
    const fallbackKey = kind === 'teacher' ? 'messages:errors.register_teacher' : 'messages:errors.unsaved';
    return refusal(t, submission, res, { fields, fallbackKey });
  }
  context.get(webStateContext).setFlash({ type: 'success', message: res.data.detail });
  throw redirect(wizardHref(WIZARD_SUCCESS[kind], thenOf(request)));
}
