import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicationSubmitSchema,
  SCHOOL_DOCUMENT_KINDS,
  SchoolApplicationSavedSchema,
  SchoolApplicationSchema,
  SchoolCreateSchema,
  SchoolDraftSchema,
  SchoolFormDataSchema,
  SlugCheckSchema,
  SlugQuerySchema,
} from '#common/applications.ts';
import { IdField } from '#common/fields.ts';
import { z } from '#common/zod-setup.ts';
import { getSchoolFormData } from '../../domain/applications/form-data.ts';
import { checkSlug } from '../../domain/applications/slugs.ts';
import {
  addSchoolDocuments,
  createSchoolApplication,
  deleteSchoolApplicationDocument,
  getSchoolApplication,
  type SchoolImages,
  submitSchoolApplication,
  updateSchoolApplication,
} from '../../domain/schools/school-applications.ts';
import { errorAnswers } from '../../http/answers.ts';
import { memberOnly } from '../../http/guards.ts';
import { parseWith } from '../../http/validate.ts';
import { translate } from '../../lib/i18n.ts';
import { type ReceivedForm, receiveUploads, type UploadFields } from '../../lib/uploads/index.ts';
import { bearer, submittedMessage } from '../directory/application-routes.ts';

// A member's school registration application (issue 10; docs/decisions/0013-application-states.md).
// The wizard pages build on these calls; payment and review plug in through the domain.

const tags = ['School application'];
const IMAGES: UploadFields = { cover_image: 'cover_image', logo: 'logo' };
const DOCUMENTS: UploadFields = Object.fromEntries(SCHOOL_DOCUMENT_KINDS.map((kind) => [kind, 'application_document']));
const IdParams = z.object({ id: IdField });
const MULTIPART =
  'Send JSON, or multipart/form-data to add a `cover_image` and/or a `logo` (JPEG, PNG or WebP; lists comma-joined, instructors and additional_levels as JSON text, booleans 1/0).';

const imagesOf = (form: ReceivedForm | null): SchoolImages | undefined => (form ? { cover_image: form.files.cover_image, logo: form.files.logo } : undefined);

export const schoolApplicationsRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/school/school-form-data/',
    {
      schema: {
        tags,
        summary: 'Every choice of the school application, labelled in the caller’s language',
        description: 'Levels (the standards), styles, types of training, countries, membership types, currencies, documents and the wizard’s steps.',
        security: bearer,
        response: { 200: SchoolFormDataSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => getSchoolFormData(api.deps, request.lang),
  );

  api.get(
    '/school/school/check_slug',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Whether a public address (/schools/{slug}) is free, with a free one like it when not',
        description: '`skip_id`: your own school, whose slug does not count as taken.',
        security: bearer,
        querystring: SlugQuerySchema,
        response: { 200: SlugCheckSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => checkSlug(api.deps, { actor: request.auth, kind: 'school', slug: request.query.slug, skipId: request.query.skip_id }),
  );

  api.post(
    '/school/school',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Start the member’s school application: creates the draft (one open application per member)',
        description: `A name is needed; everything else may follow step by step. ${MULTIPART} 409 when the member already has an open school application.`,
        consumes: ['application/json', 'multipart/form-data'],
        security: bearer,
        body: SchoolCreateSchema.nullish(),
        response: { 201: SchoolApplicationSavedSchema, ...errorAnswers(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const form = request.isMultipart() ? await receiveUploads(request, IMAGES) : null;
      try {
        const input = form ? parseWith(SchoolCreateSchema, form.fields) : (request.body ?? parseWith(SchoolCreateSchema, {}));
        const application = await createSchoolApplication(api.deps, { actor: request.auth, lang: request.lang, input, images: imagesOf(form) });
        return reply.status(201).send({ ...application, detail: translate(request.lang, 'success.saved') });
      } finally {
        await form?.discard();
      }
    },
  );

  api.get(
    '/school/school/:id/application',
    {
      schema: {
        tags,
        summary: 'The member’s own school application in full: fields, documents, state and what to do next',
        description: 'Any state, for its owner (and staff); 404 for anyone else.',
        security: bearer,
        params: IdParams,
        response: { 200: SchoolApplicationSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => getSchoolApplication(api.deps, { actor: request.auth, id: request.params.id, lang: request.lang }),
  );

  api.patch(
    '/school/school/:id',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Save a step of the school application (only the fields sent change)',
        description: `Partial data is fine in a draft. ${MULTIPART} 409 while the application waits for payment or review. Once approved, the public profile stays editable but not the levels.`,
        consumes: ['application/json', 'multipart/form-data'],
        security: bearer,
        params: IdParams,
        body: SchoolDraftSchema.nullish(),
        response: { 200: SchoolApplicationSavedSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const form = request.isMultipart() ? await receiveUploads(request, IMAGES) : null;
      try {
        const input = form ? parseWith(SchoolDraftSchema, form.fields) : (request.body ?? {});
        const application = await updateSchoolApplication(api.deps, {
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
    '/school/school/:id/document',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Upload application documents (multipart): cv, syllabus, code_of_ethics, school_details',
        description:
          'PDF, JPG or PNG up to 10 MB each, checked by content; private (downloaded only by the owner and staff through `download_url`). A new file of a kind replaces the previous one. 409 once the application is submitted, until changes are requested.',
        consumes: ['multipart/form-data'],
        security: bearer,
        params: IdParams,
        response: { 201: SchoolApplicationSavedSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const form = await receiveUploads(request, DOCUMENTS);
      try {
        const application = await addSchoolDocuments(api.deps, {
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
    '/school/school/:id/document/:documentId',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Remove a document from the school application',
        security: bearer,
        params: z.object({ id: IdField, documentId: IdField }),
        response: { 200: SchoolApplicationSavedSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const application = await deleteSchoolApplicationDocument(api.deps, {
        actor: request.auth,
        id: request.params.id,
        documentId: request.params.documentId,
        lang: request.lang,
      });
      return { ...application, detail: translate(request.lang, 'success.deleted') };
    },
  );

  api.post(
    '/school/school/:id/submit',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Submit the school application: a draft goes to payment, a corrected one back to review',
        description:
          'A draft needs `membership_type` (annual or lifetime) and `currency` (USD, THB, INR, EUR) and every required field and document; a 400 names each missing one. After submission the application is locked until the office asks for changes.',
        security: bearer,
        params: IdParams,
        body: ApplicationSubmitSchema.nullish(),
        response: { 200: SchoolApplicationSavedSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const application = await submitSchoolApplication(api.deps, {
        actor: request.auth,
        id: request.params.id,
        lang: request.lang,
        input: request.body ?? {},
      });
      return { ...application, detail: submittedMessage(request.lang, application.status) };
    },
  );
};
