import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_PAGE_SIZE_MAX,
  ListingMarkersSchema,
  MARKERS_MAX,
  TeacherDetailSchema,
  TeacherGalleryPageSchema,
  TeacherPageSchema,
} from '#common/directory.ts';
import { IdField } from '#common/fields.ts';
import { findTeacherGallery, findTeacherMarkers, findTeachers, getTeacher } from '../../domain/teachers/teachers.ts';
import { errorAnswers } from '../../http/answers.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
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
import { ownGalleryRoutes } from '../directory/own-gallery.routes.ts';
import { teacherApplicationsRoutes } from './teacher-applications.routes.ts';

const tags = ['Teacher'];
const window = { defaultSize: DIRECTORY_PAGE_SIZE, maxSize: DIRECTORY_PAGE_SIZE_MAX };

export const teachersRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(ownGalleryRoutes('teacher'));
  await api.register(teacherApplicationsRoutes);
  api.get(
    '/teacher/teacher',
    {
      schema: {
        tags,
        summary: 'Public teachers: search, country, region, level (RTY, CYT, RTY-500) and style filters, pagination',
        description: 'With `user` = the caller: the caller’s own teacher records in every state, each with its `status`.',
        security: bearer,
        querystring: ListingQuerySchema,
        response: { 200: TeacherPageSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const w = pageWindow(request.query, window);
      const { total, results } = await findTeachers(api.deps, {
        ...filtersOf(request.query),
        ...w,
        lang: request.lang,
        own: ownList(request, request.query.user),
      });
      return pageAnswer(request, w, total, results);
    },
  );

  api.get(
    '/teacher/teacher/:id',
    {
      schema: {
        tags,
        summary: 'One public teacher by id (or slug); contact details for members only',
        security: bearer,
        params: IdOrSlugParamsSchema,
        querystring: ProfileQuerySchema,
        response: { 200: TeacherDetailSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) =>
      getTeacher(api.deps, { key: keyOf(request.params.id), lang: request.lang, actor: request.auth, visitor: visitorKey(request, request.query.visitor) }),
  );

  api.get(
    '/teacher/marker',
    {
      schema: {
        tags,
        summary: 'Map markers of the teachers a search finds',
        security: bearer,
        querystring: MarkerQuerySchema,
        response: { 200: ListingMarkersSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => findTeacherMarkers(api.deps, { ...filtersOf(request.query), limit: Math.min(request.query.limit ?? MARKERS_MAX, MARKERS_MAX) }),
  );

  api.get(
    '/teacher/gallery',
    {
      schema: {
        tags,
        summary: "A teacher's gallery",
        security: bearer,
        querystring: PageQuerySchema.extend({ teacher: IdField }),
        response: { 200: TeacherGalleryPageSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const w = pageWindow(request.query, { defaultSize: 24, maxSize: DIRECTORY_PAGE_SIZE_MAX });
      const { total, results } = await findTeacherGallery(api.deps, { teacherId: request.query.teacher, ...w });
      return pageAnswer(request, w, total, results);
    },
  );
};
