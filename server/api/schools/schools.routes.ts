import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DIRECTORY_PAGE_SIZE, DIRECTORY_PAGE_SIZE_MAX, GRADUATE_ORDERINGS, MARKERS_MAX } from '#common/directory.ts';
import { RatingSchema } from '#common/directory-forms.ts';
import { z } from '#common/zod-setup.ts';
import { requireMember } from '../../http/auth-guard.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { translate } from '../../lib/i18n.ts';
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
import { IdOrSlugParamsSchema, ListingQuerySchema, ProfileQuerySchema, bearer, filtersOf, keyOf, visitorKey } from './directory-query.ts';

const window = { defaultSize: DIRECTORY_PAGE_SIZE, maxSize: DIRECTORY_PAGE_SIZE_MAX };
const SchoolParamSchema = PageQuerySchema.extend({ school: z.coerce.number().int().positive() });
const GraduateQuerySchema = SchoolParamSchema.extend({ ordering: z.enum(GRADUATE_ORDERINGS).optional().describe('number, date or name; prefix - for descending (default -date)') });
const tags = ['School'];

export const schoolsRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/school/school',
    { schema: { tags, summary: 'Public schools: search, country, region, level and style filters, pagination', security: bearer, querystring: ListingQuerySchema } },
    async (request) => {
      const w = pageWindow(request.query, window);
      const { total, results } = await findSchools(api.deps, { ...filtersOf(request.query), ...w, lang: request.lang });
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
      },
    },
    async (request) =>
      getSchool(api.deps, {
        key: keyOf(request.params.id),
        lang: request.lang,
        member: Boolean(request.auth?.userId),
        visitor: visitorKey(request, request.query.visitor),
      }),
  );

  api.get(
    '/school/marker',
    { schema: { tags, summary: 'Map markers of the schools a search finds (id, slug, name, coordinates)', security: bearer, querystring: ListingQuerySchema } },
    async (request) => findSchoolMarkers(api.deps, { ...filtersOf(request.query), limit: Math.min(request.query.limit ?? MARKERS_MAX, MARKERS_MAX) }),
  );

  api.get(
    '/school/rating-and-comment',
    { schema: { tags, summary: "A school's ratings and comments, newest first", security: bearer, querystring: SchoolParamSchema } },
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
        security: bearer,
        body: RatingSchema,
      },
    },
    async (request, reply) => {
      const userId = requireMember(request);
      const rating = await createRating(api.deps, { schoolId: request.body.school, userId, rating: request.body.rating, comment: request.body.comment });
      return reply.status(201).send({ ...rating, detail: translate(request.lang, 'success.saved') });
    },
  );

  api.get(
    '/school/rating-comment-summary/:schoolId',
    { schema: { tags, summary: 'Average rating, count and distribution of a school', security: bearer, params: z.object({ schoolId: z.coerce.number().int().positive() }) } },
    async (request) => getRatingSummary(api.deps, request.params.schoolId),
  );

  api.get(
    '/school/gallery',
    { schema: { tags, summary: "A school's gallery", security: bearer, querystring: SchoolParamSchema } },
    async (request) => {
      const w = pageWindow(request.query, { defaultSize: 24, maxSize: DIRECTORY_PAGE_SIZE_MAX });
      const { total, results } = await findSchoolGallery(api.deps, { schoolId: request.query.school, ...w });
      return pageAnswer(request, w, total, results);
    },
  );

  api.get(
    '/school/graduate',
    { schema: { tags, summary: "A school's graduates, sortable by number, date or name", security: bearer, querystring: GraduateQuerySchema } },
    async (request) => {
      const w = pageWindow(request.query, { defaultSize: 20, maxSize: DIRECTORY_PAGE_SIZE_MAX });
      const { total, results } = await findGraduates(api.deps, { schoolId: request.query.school, ordering: request.query.ordering ?? '-date', ...w });
      return pageAnswer(request, w, total, results);
    },
  );
};
