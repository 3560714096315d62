import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_PAGE_SIZE_MAX,
  GRADUATE_ORDERINGS,
  GraduatePageSchema,
  ListingMarkersSchema,
  MARKERS_MAX,
  RatingCommentCreatedSchema,
  RatingCommentPageSchema,
  RatingSummarySchema,
  SchoolDetailSchema,
  SchoolGalleryPageSchema,
  SchoolPageSchema,
} from '#common/directory.ts';
import { RatingSchema } from '#common/directory-forms.ts';
import { IdField } from '#common/fields.ts';
import { z } from '#common/zod-setup.ts';
import {
  createRating,
  findGraduates,
  findRatings,
  findSchoolGallery,
  findSchoolMarkers,
  findSchools,
  getRatingSummary,
  getSchool,
} from '../../domain/schools/schools.ts';
import { errorAnswers } from '../../http/answers.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { translate } from '../../lib/i18n.ts';
import { ownList } from '../directory/application-routes.ts';
import {
  bearer,
  filtersOf,
  IdOrSlugParamsSchema,
  keyOf,
  ListingQuerySchema,
  MarkerQuerySchema,
  ProfileQuerySchema,
  visitorKey,
} from '../directory/directory-query.ts';
import { schoolApplicationsRoutes } from './school-applications.routes.ts';
import { schoolOwnRoutes } from './school-own.routes.ts';

const window = { defaultSize: DIRECTORY_PAGE_SIZE, maxSize: DIRECTORY_PAGE_SIZE_MAX };
const SchoolParamSchema = PageQuerySchema.extend({ school: IdField });
const GraduateQuerySchema = SchoolParamSchema.extend({
  ordering: z.enum(GRADUATE_ORDERINGS).optional().describe('number, date or name; prefix - for descending (default -date)'),
});
const tags = ['School'];

export const schoolsRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(schoolOwnRoutes);
  await api.register(schoolApplicationsRoutes);
  api.get(
    '/school/school',
    {
      schema: {
        tags,
        summary: 'Public schools: search, country, region, level and style filters, pagination',
        description: 'With `user` = the caller: the caller’s own schools in every state, each with its `status`.',
        security: bearer,
        querystring: ListingQuerySchema,
        response: { 200: SchoolPageSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const w = pageWindow(request.query, window);
      const { total, results } = await findSchools(api.deps, {
        ...filtersOf(request.query),
        ...w,
        lang: request.lang,
        own: ownList(request, request.query.user),
      });
      return pageAnswer(request, w, total, results);
    },
  );

  api.get(
    '/school/school/:id',
    {
      schema: {
        tags,
        summary: 'One public school by id (or slug), with instructors; contact details for members only',
        description: 'Counts the view once per member, or per `visitor` key sent by the client, per day.',
        security: bearer,
        params: IdOrSlugParamsSchema,
        querystring: ProfileQuerySchema,
        response: { 200: SchoolDetailSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) =>
      getSchool(api.deps, {
        key: keyOf(request.params.id),
        lang: request.lang,
        actor: request.auth,
        visitor: visitorKey(request, request.query.visitor),
      }),
  );

  api.get(
    '/school/marker',
    {
      schema: {
        tags,
        summary: 'Map markers of the schools a search finds (id, slug, name, coordinates)',
        security: bearer,
        querystring: MarkerQuerySchema,
        response: { 200: ListingMarkersSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => findSchoolMarkers(api.deps, { ...filtersOf(request.query), limit: Math.min(request.query.limit ?? MARKERS_MAX, MARKERS_MAX) }),
  );

  api.get(
    '/school/rating-and-comment',
    {
      schema: {
        tags,
        summary: "A school's ratings and comments, newest first",
        security: bearer,
        querystring: SchoolParamSchema,
        response: { 200: RatingCommentPageSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const w = pageWindow(request.query, window);
      const { total, results } = await findRatings(api.deps, { schoolId: request.query.school, ...w });
      return pageAnswer(request, w, total, results);
    },
  );

  api.post(
    '/school/rating-and-comment',
    {
      schema: {
        tags,
        summary: 'Rate and comment a school (members only, one per member per school)',
        description: "400 when the member has rated the school already; 403 for a visitor token or the school's owner.",
        security: bearer,
        body: RatingSchema,
        response: { 201: RatingCommentCreatedSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const rating = await createRating(api.deps, {
        schoolId: request.body.school,
        actor: request.auth,
        rating: request.body.rating,
        comment: request.body.comment,
      });
      return reply.status(201).send({ ...rating, detail: translate(request.lang, 'success.saved') });
    },
  );

  api.get(
    '/school/rating-comment-summary/:schoolId',
    {
      schema: {
        tags,
        summary: 'Average rating, count and distribution of a school',
        security: bearer,
        params: z.object({ schoolId: IdField }),
        response: { 200: RatingSummarySchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => getRatingSummary(api.deps, request.params.schoolId),
  );

  api.get(
    '/school/gallery',
    {
      schema: {
        tags,
        summary: "A school's gallery",
        security: bearer,
        querystring: SchoolParamSchema,
        response: { 200: SchoolGalleryPageSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const w = pageWindow(request.query, { defaultSize: 24, maxSize: DIRECTORY_PAGE_SIZE_MAX });
      const { total, results } = await findSchoolGallery(api.deps, { schoolId: request.query.school, ...w });
      return pageAnswer(request, w, total, results);
    },
  );

  api.get(
    '/school/graduate',
    {
      schema: {
        tags,
        summary: "A school's graduates, sortable by number, date or name",
        security: bearer,
        querystring: GraduateQuerySchema,
        response: { 200: GraduatePageSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const w = pageWindow(request.query, { defaultSize: 20, maxSize: DIRECTORY_PAGE_SIZE_MAX });
      const { total, results } = await findGraduates(api.deps, { schoolId: request.query.school, ordering: request.query.ordering ?? '-date', ...w });
      return pageAnswer(request, w, total, results);
    },
  );
};
