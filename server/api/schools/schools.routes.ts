import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_PAGE_SIZE_MAX,
  GRADUATE_ORDERINGS,
  GraduatePageSchema,
  RatingCommentCreatedSchema,
  RatingCommentPageSchema,
  RatingSummarySchema,
} from '#common/directory.ts';
import { RatingSchema } from '#common/directory-forms.ts';
import { IdField } from '#common/fields.ts';
import { z } from '#common/zod-setup.ts';
import { createRating, findGraduates, findRatings, getRatingSummary } from '../../domain/schools/schools.ts';
import { errorAnswers } from '../../http/answers.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { translate } from '../../lib/i18n.ts';
import { applicationRoutes } from '../directory/applications.routes.ts';
import { bearer } from '../directory/directory-query.ts';
import { listingRoutes } from '../directory/listings.routes.ts';
import { schoolOwnRoutes } from './school-own.routes.ts';

const window = { defaultSize: DIRECTORY_PAGE_SIZE, maxSize: DIRECTORY_PAGE_SIZE_MAX };
const SchoolParamSchema = PageQuerySchema.extend({ school: IdField });
const GraduateQuerySchema = SchoolParamSchema.extend({
  ordering: z.enum(GRADUATE_ORDERINGS).optional().describe('number, date or name; prefix - for descending (default -date)'),
});
const tags = ['School'];

/** A school's calls: the shared ones (own gallery, application, directory), then its ratings and graduates. */
export const schoolsRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(schoolOwnRoutes);
  await api.register(applicationRoutes('school'));
  await api.register(listingRoutes('school'));
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
