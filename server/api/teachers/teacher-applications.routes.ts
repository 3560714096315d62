import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicationSubmitSchema,
  SlugCheckSchema,
  SlugQuerySchema,
  TEACHER_DOCUMENT_KINDS,
  TeacherApplicationSavedSchema,
  TeacherApplicationSchema,
  TeacherCreateSchema,
  TeacherDraftSchema,
  TeacherFormDataSchema,
} from '#common/applications.ts';
import { IdField } from '#common/fields.ts';
import { z } from '#common/zod-setup.ts';
import { getTeacherFormData } from '../../domain/applications/form-data.ts';
import { checkSlug } from '../../domain/applications/slugs.ts';
import {
  addTeacherDocuments,
  createTeacherApplication,
  deleteTeacherApplicationDocument,
  getTeacherApplication,
  submitTeacherApplication,
  type TeacherImages,
  updateTeacherApplication,
} from '../../domain/teachers/teacher-applications.ts';
import { errorAnswers } from '../../http/answers.ts';
import { memberOnly } from '../../http/guards.ts';
import { parseWith } from '../../http/validate.ts';
import { translate } from '../../lib/i18n.ts';
import { type ReceivedForm, receiveUploads, type UploadFields } from '../../lib/uploads/index.ts';
import { bearer, submittedMessage } from '../directory/application-routes.ts';

// A member's teacher registration application (issue 10; docs/decisions/0013-application-states.md), as the
// school's (../schools/school-applications.routes.ts). CYT cannot be applied for: it comes from a CYS school's graduates.

const tags = ['Teacher application'];
const IMAGES: UploadFields = { photo: 'avatar', cover_image: 'cover_image' };
const DOCUMENTS: UploadFields = Object.fromEntries(TEACHER_DOCUMENT_KINDS.map((kind) => [kind, 'application_document']));
const IdParams = z.object({ id: IdField });
const MULTIPART = 'Send JSON, or multipart/form-data to add a `photo` and/or a `cover_image` (JPEG, PNG or WebP; styles comma-joined).';

const imagesOf = (form: ReceivedForm | null): TeacherImages | undefined =>
  form ? { photo: form.files.photo, cover_image: form.files.cover_image } : undefined;

export const teacherApplicationsRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/teacher/teacher-form-data',
    {
      schema: {
        tags,
        summary: 'Every choice of the teacher application, labelled in the caller’s language',
        description:
          'Types and levels of registration (CYT listed as not available, with the reason), the teaching-hours question (SPEC §9), styles, countries, membership types, currencies, documents and the wizard’s steps.',
        security: bearer,
        response: { 200: TeacherFormDataSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => getTeacherFormData(api.deps, request.lang),
  );

  api.get(
    '/teacher/teacher/check_slug',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Whether a public address (/teachers/{slug}) is free, with a free one like it when not',
        description: '`skip_id`: your own teacher record, whose slug does not count as taken.',
        security: bearer,
        querystring: SlugQuerySchema,
        response: { 200: SlugCheckSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => checkSlug(api.deps, { actor: request.auth, kind: 'teacher', slug: request.query.slug, skipId: request.query.skip_id }),
  );

  api.post(
    '/teacher/teacher',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Start the member’s teacher application: creates the draft (one open application per member)',
        description: `Everything may follow step by step (the name defaults to the member’s). ${MULTIPART} Registration type CYT is refused (400). 409 when the member already has an open teacher application.`,
        consumes: ['application/json', 'multipart/form-data'],
        security: bearer,
        body: TeacherCreateSchema.nullish(),
        response: { 201: TeacherApplicationSavedSchema, ...errorAnswers(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const form = request.isMultipart() ? await receiveUploads(request, IMAGES) : null;
      try {
        const input = form ? parseWith(TeacherCreateSchema, form.fields) : (request.body ?? {});
        const application = await createTeacherApplication(api.deps, { actor: request.auth, lang: request.lang, input, images: imagesOf(form) });
        return reply.status(201).send({ ...application, detail: translate(request.lang, 'success.saved') });
      } finally {
        await form?.discard();
      }
    },
  );

  api.get(
    '/teacher/teacher/:id/application',
    {
      schema: {
        tags,
        summary: 'The member’s own teacher application in full: fields, documents, state and what to do next',
        description: 'Any state, for its owner (and staff); 404 for anyone else.',
        security: bearer,
        params: IdParams,
        response: { 200: TeacherApplicationSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => getTeacherApplication(api.deps, { actor: request.auth, id: request.params.id, lang: request.lang }),
  );

  api.patch(
    '/teacher/teacher/:id',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Save a step of the teacher application (only the fields sent change)',
        description: `Partial data is fine in a draft. ${MULTIPART} 409 while the application waits for payment or review. Once approved, the public profile stays editable but not the type and level of registration.`,
        consumes: ['application/json', 'multipart/form-data'],
        security: bearer,
        params: IdParams,
        body: TeacherDraftSchema.nullish(),
        response: { 200: TeacherApplicationSavedSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const form = request.isMultipart() ? await receiveUploads(request, IMAGES) : null;
      try {
        const input = form ? parseWith(TeacherDraftSchema, form.fields) : (request.body ?? {});
        const application = await updateTeacherApplication(api.deps, {
          actor: request.auth,
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
    '/teacher/teacher/:id/document',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Upload application documents (multipart): cv, syllabus, certificates',
        description:
          'PDF, JPG or PNG up to 10 MB each, checked by content; private (downloaded only by the owner and staff through `download_url`). A new CV or syllabus replaces the previous one; certificates add up (one per field per call, at most 10). 409 once the application is submitted, until changes are requested.',
        consumes: ['multipart/form-data'],
        security: bearer,
        params: IdParams,
        response: { 201: TeacherApplicationSavedSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const form = await receiveUploads(request, DOCUMENTS);
      try {
        const application = await addTeacherDocuments(api.deps, {
          actor: request.auth,
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
    '/teacher/teacher/:id/document/:documentId',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Remove a document from the teacher application',
        security: bearer,
        params: z.object({ id: IdField, documentId: IdField }),
        response: { 200: TeacherApplicationSavedSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const application = await deleteTeacherApplicationDocument(api.deps, {
        actor: request.auth,
        id: request.params.id,
        documentId: request.params.documentId,
        lang: request.lang,
      });
      return { ...application, detail: translate(request.lang, 'success.deleted') };
    },
  );

  api.post(
    '/teacher/teacher/:id/submit',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Submit the teacher application: a draft goes to payment, a corrected one back to review',
        description:
          'A draft needs `membership_type` (annual or lifetime) and `currency` (USD, THB, INR, EUR) and every required field and document; a 400 names each missing one, with “Unsuccessfully register teacher”. After submission the application is locked until the office asks for changes.',
        security: bearer,
        params: IdParams,
        body: ApplicationSubmitSchema.nullish(),
        response: { 200: TeacherApplicationSavedSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const application = await submitTeacherApplication(api.deps, {
        actor: request.auth,
        id: request.params.id,
        lang: request.lang,
        input: request.body ?? {},
      });
      return { ...application, detail: submittedMessage(request.lang, application.status) };
    },
  );
};
