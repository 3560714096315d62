import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_PAGE_SIZE_MAX,
  ListingMarkersSchema,
  MARKERS_MAX,
  SchoolDetailSchema,
  SchoolGalleryPageSchema,
  SchoolPageSchema,
  TeacherDetailSchema,
  TeacherGalleryPageSchema,
  TeacherPageSchema,
} from '#common/directory.ts';
import { IdField } from '#common/fields.ts';
import type { Deps } from '../../domain/deps.ts';
import { findSchoolGallery, findSchoolMarkers, findSchools, getSchool } from '../../domain/schools/schools.ts';
import { findTeacherGallery, findTeacherMarkers, findTeachers, getTeacher } from '../../domain/teachers/teachers.ts';
import { errorAnswers } from '../../http/answers.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { ownList } from './application-routes.ts';
import { bearer, filtersOf, IdOrSlugParamsSchema, keyOf, ListingQuerySchema, MarkerQuerySchema, ProfileQuerySchema, visitorKey } from './directory-query.ts';

type Window = { limit: number; offset: number };

/** What differs between the two directories: schemas, domain calls and what the summaries say. */
const KINDS = {
  school: {
    tag: 'School',
    Page: SchoolPageSchema,
    Detail: SchoolDetailSchema,
    GalleryPage: SchoolGalleryPageSchema,
    GalleryQuery: PageQuerySchema.extend({ school: IdField }),
    find: findSchools,
    get: getSchool,
    markers: findSchoolMarkers,
    gallery: (deps: Deps, id: number, w: Window) => findSchoolGallery(deps, { schoolId: id, ...w }),
    text: {
      list: 'Public schools: search, country, region, level and style filters, pagination',
      own: 'schools',
      one: 'One public school by id (or slug), with instructors; contact details for members only',
      views: 'Counts the view once per member, or per `visitor` key sent by the client, per day.',
      markers: 'Map markers of the schools a search finds (id, slug, name, coordinates)',
    },
  },
  teacher: {
    tag: 'Teacher',
    Page: TeacherPageSchema,
    Detail: TeacherDetailSchema,
    GalleryPage: TeacherGalleryPageSchema,
    GalleryQuery: PageQuerySchema.extend({ teacher: IdField }),
    find: findTeachers,
    get: getTeacher,
    markers: findTeacherMarkers,
    gallery: (deps: Deps, id: number, w: Window) => findTeacherGallery(deps, { teacherId: id, ...w }),
    text: {
      list: 'Public teachers: search, country, region, level (RTY, CYT, RTY-500) and style filters, pagination',
      own: 'teacher records',
      one: 'One public teacher by id (or slug); contact details for members only',
      views: undefined,
      markers: 'Map markers of the teachers a search finds',
    },
  },
} as const;

const window = { defaultSize: DIRECTORY_PAGE_SIZE, maxSize: DIRECTORY_PAGE_SIZE_MAX };

/**
 * The public school and teacher directories, the same calls under school/… and teacher/…: the list,
 * one profile, the map's markers and a listing's gallery.
 */
export function listingRoutes(kind: 'school' | 'teacher'): FastifyPluginAsyncZod {
  const s = KINDS[kind];
  const tags = [s.tag];
  return async (api) => {
    api.get(
      `/${kind}/${kind}`,
      {
        schema: {
          tags,
          summary: s.text.list,
          description: `With \`user\` = the caller: the caller’s own ${s.text.own} in every state, each with its \`status\`.`,
          security: bearer,
          querystring: ListingQuerySchema,
          response: { 200: s.Page, ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => {
        const w = pageWindow(request.query, window);
        const filters = { ...filtersOf(request.query), ...w, lang: request.lang, own: ownList(request, request.query.user) };
        const { total, results } = await s.find(api.deps, filters);
        // This kind's cards (TypeScript does not tie a union of answers to `kind`; the answer schema checks them).
        return pageAnswer(request, w, total, results as never[]);
      },
    );

    api.get(
      `/${kind}/${kind}/:id`,
      {
        schema: {
          tags,
          summary: s.text.one,
          description: s.text.views,
          security: bearer,
          params: IdOrSlugParamsSchema,
          querystring: ProfileQuerySchema,
          response: { 200: s.Detail, ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) =>
        s.get(api.deps, { key: keyOf(request.params.id), lang: request.lang, actor: request.auth, visitor: visitorKey(request, request.query.visitor) }),
    );

    api.get(
      `/${kind}/marker`,
      {
        schema: {
          tags,
          summary: s.text.markers,
          security: bearer,
          querystring: MarkerQuerySchema,
          response: { 200: ListingMarkersSchema, ...errorAnswers(400, 401) },
        },
      },
      async (request) => s.markers(api.deps, { ...filtersOf(request.query), limit: Math.min(request.query.limit ?? MARKERS_MAX, MARKERS_MAX) }),
    );

    api.get(
      `/${kind}/gallery`,
      {
        schema: {
          tags,
          summary: `A ${kind}'s gallery`,
          security: bearer,
          querystring: s.GalleryQuery,
          response: { 200: s.GalleryPage, ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => {
        const w = pageWindow(request.query, { defaultSize: 24, maxSize: DIRECTORY_PAGE_SIZE_MAX });
        const { total, results } = await s.gallery(api.deps, (request.query as Record<typeof kind, number>)[kind], w);
        return pageAnswer(request, w, total, results as never[]);
      },
    );
  };
}
