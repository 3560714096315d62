import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type ApplicationKind,
  type ApplicationStatus,
  ApplicationSubmitSchema,
  SCHOOL_DOCUMENT_KINDS,
  SchoolApplicationSavedSchema,
  SchoolApplicationSchema,
  SchoolCreateSchema,
  SchoolDraftSchema,
  SchoolFormDataSchema,
  SlugCheckSchema,
  SlugQuerySchema,
  TEACHER_DOCUMENT_KINDS,
  TeacherApplicationSavedSchema,
  TeacherApplicationSchema,
  TeacherCreateSchema,
  TeacherDraftSchema,
  TeacherFormDataSchema,
} from '#common/applications.ts';
import type { Language } from '#common/constants.ts';
import { IdField } from '#common/fields.ts';
import { z } from '#common/zod-setup.ts';
import { createApplication, getApplication, updateApplication } from '../../domain/applications/applications.ts';
import { addApplicationDocuments, deleteApplicationDocument, submitApplication } from '../../domain/applications/documents.ts';
import { getSchoolFormData, getTeacherFormData } from '../../domain/applications/form-data.ts';
import { checkSlug } from '../../domain/applications/slugs.ts';
import { errorAnswers } from '../../http/answers.ts';
import { memberOnly } from '../../http/guards.ts';
import { parseWith } from '../../http/validate.ts';
import { translate } from '../../lib/i18n.ts';
import { type ReceivedForm, receiveUploads, type UploadFields } from '../../lib/uploads/index.ts';
import { bearer } from './directory-query.ts';

// A member's school or teacher registration application (issue 10; docs/decisions/0013-application-states.md):
// the same calls under school/school… and teacher/teacher…. The wizard pages build on them; payment
// and review plug in through the domain. CYT cannot be applied for: it comes from a CYS school's graduates.

const MULTIPART = 'Send JSON, or multipart/form-data to add';
/** What differs between the two: schemas, upload fields and what the descriptions say. */
const KINDS = {
  school: {
    tag: 'School application',
    formDataUrl: '/school/school-form-data/',
    formData: getSchoolFormData,
    FormData: SchoolFormDataSchema,
    Create: SchoolCreateSchema,
    Draft: SchoolDraftSchema,
    Application: SchoolApplicationSchema,
    Saved: SchoolApplicationSavedSchema,
    images: { cover_image: 'cover_image', logo: 'logo' } satisfies UploadFields,
    documents: SCHOOL_DOCUMENT_KINDS,
    text: {
      formData: 'Levels (the standards), styles, types of training, countries, membership types, currencies, documents and the wizard’s steps.',
      multipart: `${MULTIPART} a \`cover_image\` and/or a \`logo\` (JPEG, PNG or WebP; lists comma-joined, instructors and additional_levels as JSON text, booleans 1/0).`,
      own: 'your own school',
      create: 'A name is needed; everything else may follow step by step.',
      refused: '',
      reviewed: 'the levels',
      replaced: 'A new file of a kind replaces the previous one.',
      incomplete: '',
    },
  },
  teacher: {
    tag: 'Teacher application',
    formDataUrl: '/teacher/teacher-form-data',
    formData: getTeacherFormData,
    FormData: TeacherFormDataSchema,
    Create: TeacherCreateSchema,
    Draft: TeacherDraftSchema,
    Application: TeacherApplicationSchema,
    Saved: TeacherApplicationSavedSchema,
    images: { photo: 'avatar', cover_image: 'cover_image' } satisfies UploadFields,
    documents: TEACHER_DOCUMENT_KINDS,
    text: {
      formData:
        'Types and levels of registration (CYT listed as not available, with the reason), the teaching-hours question (SPEC §9), styles, countries, membership types, currencies, documents and the wizard’s steps.',
      multipart: `${MULTIPART} a \`photo\` and/or a \`cover_image\` (JPEG, PNG or WebP; styles comma-joined).`,
      own: 'your own teacher record',
      create: 'Everything may follow step by step (the name defaults to the member’s).',
      refused: 'Registration type CYT is refused (400). ',
      reviewed: 'the type and level of registration',
      replaced: 'A new CV or syllabus replaces the previous one; certificates add up (one per field per call, at most 10).',
      incomplete: ', with “Unsuccessfully register teacher”',
    },
  },
} as const;

/** What a submission led to: payment next, or back to the office's review. */
const submittedMessage = (lang: Language, status: ApplicationStatus) =>
  translate(lang, status === 'awaiting_payment' ? 'success.application_submitted' : 'success.application_resubmitted');

const IdParams = z.object({ id: IdField });

export function applicationRoutes(kind: ApplicationKind): FastifyPluginAsyncZod {
  const s = KINDS[kind];
  const { text } = s;
  const tags = [s.tag];
  const base = `/${kind}/${kind}`;
  const documents: UploadFields = Object.fromEntries(s.documents.map((document) => [document, 'application_document']));
  const imagesOf = (form: ReceivedForm | null) => (form ? Object.fromEntries(Object.keys(s.images).map((field) => [field, form.files[field]])) : undefined);
  return async (api) => {
    api.get(
      s.formDataUrl,
      {
        schema: {
          tags,
          summary: `Every choice of the ${kind} application, labelled in the caller’s language`,
          description: text.formData,
          security: bearer,
          response: { 200: s.FormData, ...errorAnswers(400, 401) },
        },
      },
      async (request) => s.formData(api.deps, request.lang),
    );

    api.get(
      `${base}/check_slug`,
      {
        preValidation: memberOnly,
        schema: {
          tags,
          summary: `Whether a public address (/${kind}s/{slug}) is free, with a free one like it when not`,
          description: `\`skip_id\`: ${text.own}, whose slug does not count as taken.`,
          security: bearer,
          querystring: SlugQuerySchema,
          response: { 200: SlugCheckSchema, ...errorAnswers(400, 401, 403) },
        },
      },
      async (request) => checkSlug(api.deps, { actor: request.auth, kind, slug: request.query.slug, skipId: request.query.skip_id }),
    );

    api.post(
      base,
      {
        preValidation: memberOnly,
        schema: {
          tags,
          summary: `Start the member’s ${kind} application: creates the draft (one open application per member)`,
          description: `${text.create} ${text.multipart} ${text.refused}409 when the member already has an open ${kind} application.`,
          consumes: ['application/json', 'multipart/form-data'],
          security: bearer,
          body: s.Create.nullish(),
          response: { 201: s.Saved, ...errorAnswers(400, 401, 403, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const form = request.isMultipart() ? await receiveUploads(request, s.images) : null;
        try {
          const input = form ? parseWith(s.Create, form.fields) : (request.body ?? parseWith(s.Create, {}));
          const application = await createApplication(api.deps, { actor: request.auth, kind, lang: request.lang, input, images: imagesOf(form) });
          return reply.status(201).send({ ...application, detail: translate(request.lang, 'success.saved') });
        } finally {
          await form?.discard();
        }
      },
    );

    api.get(
      `${base}/:id/application`,
      {
        schema: {
          tags,
          summary: `The member’s own ${kind} application in full: fields, documents, state and what to do next`,
          description: 'Any state, for its owner (and staff); 404 for anyone else.',
          security: bearer,
          params: IdParams,
          response: { 200: s.Application, ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request) => getApplication(api.deps, { actor: request.auth, kind, id: request.params.id, lang: request.lang }),
    );

    api.patch(
      `${base}/:id`,
      {
        preValidation: memberOnly,
        schema: {
          tags,
          summary: `Save a step of the ${kind} application (only the fields sent change)`,
          description: `Partial data is fine in a draft. ${text.multipart} 409 while the application waits for payment or review. Once approved, the public profile stays editable but not ${text.reviewed}.`,
          consumes: ['application/json', 'multipart/form-data'],
          security: bearer,
          params: IdParams,
          body: s.Draft.nullish(),
          response: { 200: s.Saved, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
        },
      },
      async (request) => {
        const form = request.isMultipart() ? await receiveUploads(request, s.images) : null;
        try {
          const input = form ? parseWith(s.Draft, form.fields) : (request.body ?? {});
          const application = await updateApplication(api.deps, {
            actor: request.auth,
            kind,
            id: request.params.id,
            lang: request.lang,
            input,
            images: imagesOf(form),
          });
          return { ...application, detail: translate(request.lang, 'success.saved') };
        } finally {
          await form?.discard();
        }
      },
    );

    api.post(
      `${base}/:id/document`,
      {
        preValidation: memberOnly,
        schema: {
          tags,
          summary: `Upload application documents (multipart): ${s.documents.join(', ')}`,
          description: `PDF, JPG or PNG up to 10 MB each, checked by content; private (downloaded only by the owner and staff through \`download_url\`). ${text.replaced} 409 once the application is submitted, until changes are requested.`,
          consumes: ['multipart/form-data'],
          security: bearer,
          params: IdParams,
          response: { 201: s.Saved, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const form = await receiveUploads(request, documents);
        try {
          const application = await addApplicationDocuments(api.deps, {
            actor: request.auth,
            kind,
            id: request.params.id,
            lang: request.lang,
            files: Object.values(form.files),
          });
          return reply.status(201).send({ ...application, detail: translate(request.lang, 'success.saved') });
        } finally {
          await form.discard();
        }
      },
    );

    api.delete(
      `${base}/:id/document/:documentId`,
      {
        preValidation: memberOnly,
        schema: {
          tags,
          summary: `Remove a document from the ${kind} application`,
          security: bearer,
          params: z.object({ id: IdField, documentId: IdField }),
          response: { 200: s.Saved, ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { id, documentId } = request.params;
        const application = await deleteApplicationDocument(api.deps, { actor: request.auth, kind, id, documentId, lang: request.lang });
        return { ...application, detail: translate(request.lang, 'success.deleted') };
      },
    );

    api.post(
      `${base}/:id/submit`,
      {
        preValidation: memberOnly,
        schema: {
          tags,
          summary: `Submit the ${kind} application: a draft goes to payment, a corrected one back to review`,
          description: `A draft needs \`membership_type\` (annual or lifetime) and \`currency\` (USD, THB, INR, EUR) and every required field and document; a 400 names each missing one${text.incomplete}. After submission the application is locked until the office asks for changes.`,
          security: bearer,
          params: IdParams,
          body: ApplicationSubmitSchema.nullish(),
          response: { 200: s.Saved, ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const input = request.body ?? {};
        const application = await submitApplication(api.deps, { actor: request.auth, kind, id: request.params.id, lang: request.lang, input });
        return { ...application, detail: submittedMessage(request.lang, application.status) };
      },
    );
  };
}
