import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DetailSchema, PageSchema } from '#common/answers.ts';
import { IdField } from '#common/fields.ts';
import {
  CONTENT_ANSWERS,
  CONTENT_INPUTS,
  CONTENT_KINDS,
  type ContentInput,
  type ContentKind,
  FeeChangeSchema,
  HideRatingSchema,
  StaffFeePageSchema,
  StaffRatingPageSchema,
  StaffRatingQuerySchema,
  StaffRatingSchema,
  StaffTeamMemberSchema,
} from '#common/staff-content.ts';
import { z } from '#common/zod-setup.ts';
import { createContent, deleteContent, findContent, getContent, updateContent } from '../../domain/content/content-admin.ts';
import { changeFees, findFeeTable } from '../../domain/content/fees-admin.ts';
import { setTeamPhoto } from '../../domain/content/team-photo.ts';
import { findRatingsForStaff, moderateRating } from '../../domain/schools/rating-moderation.ts';
import { errorAnswers } from '../../http/answers.ts';
import { staffOnly } from '../../http/guards.ts';
import { PageQuerySchema, pageAnswer, pageWindow, wholePage } from '../../http/pagination.ts';
import { translate } from '../../lib/i18n.ts';
import { receiveUploads, type UploadFields } from '../../lib/uploads/index.ts';
import { bearer } from '../directory/application-routes.ts';

// The office edits the site's content (issue 12): listable content in four languages, the fee table,
// and school ratings hidden with a reason. Staff only; every change is in the audit log.

const tags = ['Staff content'];
const IdParams = z.object({ id: IdField });
const NAMES: Record<ContentKind, string> = {
  faq: 'FAQ entries',
  videos: 'videos (public or members-only)',
  team: 'team members',
  testimonials: 'testimonials',
  'platform-events': 'platform events',
};

/** The team edit form's one file: the member's photo, under the team_photo policy. */
const TEAM_PHOTO: UploadFields = { photo: 'team_photo' };

export const staffContentRoutes: FastifyPluginAsyncZod = async (api) => {
  for (const kind of CONTENT_KINDS) registerKind(api, kind);

  api.post(
    '/staff/content/team/:id/photo',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Set a team member’s photo (multipart, field `photo`)',
        description:
          'JPEG, PNG or WebP up to 5 MB, checked by content and re-encoded (square, public); it replaces the previous photo on the team page at once.',
        consumes: ['multipart/form-data'],
        security: bearer,
        params: IdParams,
        response: { 200: StaffTeamMemberSchema.extend({ detail: z.string() }), ...errorAnswers(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const form = await receiveUploads(request, TEAM_PHOTO);
      try {
        const member = await setTeamPhoto(api.deps, { actor: request.auth, id: request.params.id, photo: form.files.photo });
        return { ...member, detail: translate(request.lang, 'success.saved') };
      } finally {
        await form.discard();
      }
    },
  );

  api.get(
    '/staff/content/fees',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'The fee table: each registration with its amounts per membership type and currency (minor units)',
        security: bearer,
        response: { 200: StaffFeePageSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => wholePage(await findFeeTable(api.deps, { actor: request.auth })),
  );

  api.put(
    '/staff/content/fees',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Set amounts of the fee table (all or nothing)',
        description: 'Invoices copy their amounts when they are made: a change prices new invoices only.',
        security: bearer,
        body: FeeChangeSchema,
        response: { 200: StaffFeePageSchema.extend({ detail: z.string() }), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => ({
      ...wholePage(await changeFees(api.deps, { actor: request.auth, change: request.body })),
      detail: translate(request.lang, 'success.saved'),
    }),
  );

  api.get(
    '/staff/content/ratings',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'School ratings and comments, newest first, hidden ones with their reason',
        security: bearer,
        querystring: StaffRatingQuerySchema.extend(PageQuerySchema.shape),
        response: { 200: StaffRatingPageSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, { defaultSize: 25, maxSize: 100 });
      const { total, results } = await findRatingsForStaff(api.deps, { actor: request.auth, query: request.query, window });
      return pageAnswer(request, window, total, results);
    },
  );

  api.post(
    '/staff/content/ratings/:id/hide',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: "Hide a rating and comment with a reason: it leaves the school's page, average and count",
        security: bearer,
        params: IdParams,
        body: HideRatingSchema,
        response: { 200: StaffRatingSchema.extend({ detail: z.string() }), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      ...(await moderateRating(api.deps, { actor: request.auth, id: request.params.id, hide: { reason: request.body.reason } })),
      detail: translate(request.lang, 'content_admin.rating_hidden'),
    }),
  );

  api.post(
    '/staff/content/ratings/:id/unhide',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: 'Show a hidden rating and comment again',
        security: bearer,
        params: IdParams,
        response: { 200: StaffRatingSchema.extend({ detail: z.string() }), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      ...(await moderateRating(api.deps, { actor: request.auth, id: request.params.id, hide: null })),
      detail: translate(request.lang, 'content_admin.rating_shown'),
    }),
  );
};

/** List, read, create, replace and delete one kind of content. */
function registerKind<K extends ContentKind>(api: Parameters<FastifyPluginAsyncZod>[0], kind: K) {
  // Typed loosely here: each kind's own schemas still check and document its answers.
  const Answer: z.ZodObject = CONTENT_ANSWERS[kind];
  const Input: z.ZodType = CONTENT_INPUTS[kind];
  const path = `/staff/content/${kind}`;
  const what = NAMES[kind];

  api.get(
    path,
    {
      preValidation: staffOnly,
      schema: { tags, summary: `All ${what}, every language`, security: bearer, response: { 200: PageSchema(Answer), ...errorAnswers(400, 401, 403) } },
    },
    async (request) => wholePage(await findContent(api.deps, { actor: request.auth, kind })),
  );

  api.post(
    path,
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: `Add one of the ${what}; texts as {en, th, zh, hi}, English required`,
        security: bearer,
        body: Input,
        response: { 201: Answer.extend({ detail: z.string() }), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const record = await createContent(api.deps, { actor: request.auth, kind, input: request.body as ContentInput<K> });
      return reply.status(201).send({ ...record, detail: translate(request.lang, 'success.saved') });
    },
  );

  api.get(
    `${path}/:id`,
    {
      preValidation: staffOnly,
      schema: { tags, summary: `One of the ${what}`, security: bearer, params: IdParams, response: { 200: Answer, ...errorAnswers(400, 401, 403, 404) } },
    },
    async (request) => getContent(api.deps, { actor: request.auth, kind, id: request.params.id }),
  );

  api.put(
    `${path}/:id`,
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: `Change one of the ${what} (every field, every language)`,
        security: bearer,
        params: IdParams,
        body: Input,
        response: { 200: Answer.extend({ detail: z.string() }), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      ...(await updateContent(api.deps, { actor: request.auth, kind, id: request.params.id, input: request.body as ContentInput<K> })),
      detail: translate(request.lang, 'success.saved'),
    }),
  );

  api.delete(
    `${path}/:id`,
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: `Delete one of the ${what}`,
        description: kind === 'platform-events' ? 'An event members applied to is refused (409): deactivate it instead.' : undefined,
        security: bearer,
        params: IdParams,
        response: { 200: DetailSchema, ...errorAnswers(400, 401, 403, 404, ...(kind === 'platform-events' ? ([409] as const) : [])) },
      },
    },
    async (request) => {
      await deleteContent(api.deps, { actor: request.auth, kind, id: request.params.id });
      return { detail: translate(request.lang, 'success.deleted') };
    },
  );
}
