import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DIRECTORY_PAGE_SIZE, DIRECTORY_PAGE_SIZE_MAX, MARKERS_MAX } from '#common/directory.ts';
import { z } from '#common/zod-setup.ts';
import { findTeacherGallery, findTeacherMarkers, findTeachers, getTeacher } from '../../domain/teachers/teachers.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { IdOrSlugParamsSchema, ListingQuerySchema, ProfileQuerySchema, bearer, filtersOf, keyOf, visitorKey } from '../schools/directory-query.ts';

const tags = ['Teacher'];
const window = { defaultSize: DIRECTORY_PAGE_SIZE, maxSize: DIRECTORY_PAGE_SIZE_MAX };

export const teachersRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/teacher/teacher',
    { schema: { tags, summary: 'Public teachers: search, country, region, level (RTY, CYT, RTY-500) and style filters, pagination', security: bearer, querystring: ListingQuerySchema } },
    async (request) => {
      const w = pageWindow(request.query, window);
      const { total, results } = await findTeachers(api.deps, { ...filtersOf(request.query), ...w, lang: request.lang });
      return pageAnswer(request, w, total, results);
    },
  );

  api.get(
    '/teacher/teacher/:id',
    {
      schema: { tags, summary: 'One public teacher by id (or slug); contact details for members only', security: bearer, params: IdOrSlugParamsSchema, querystring: ProfileQuerySchema },
    },
    async (request) =>
      getTeacher(api.deps, { key: keyOf(request.params.id), lang: request.lang, member: Boolean(request.auth?.userId), visitor: visitorKey(request, request.query.visitor) }),
  );

  api.get(
    '/teacher/marker',
    { schema: { tags, summary: 'Map markers of the teachers a search finds', security: bearer, querystring: ListingQuerySchema } },
    async (request) => findTeacherMarkers(api.deps, { ...filtersOf(request.query), limit: Math.min(request.query.limit ?? MARKERS_MAX, MARKERS_MAX) }),
  );

  api.get(
    '/teacher/gallery',
    { schema: { tags, summary: "A teacher's gallery", security: bearer, querystring: PageQuerySchema.extend({ teacher: z.coerce.number().int().positive() }) } },
    async (request) => {
      const w = pageWindow(request.query, { defaultSize: 24, maxSize: DIRECTORY_PAGE_SIZE_MAX });
      const { total, results } = await findTeacherGallery(api.deps, { teacherId: request.query.teacher, ...w });
      return pageAnswer(request, w, total, results);
    },
  );
};
