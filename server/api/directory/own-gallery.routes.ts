import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DetailSchema } from '#common/answers.ts';
import { IdField } from '#common/fields.ts';
import {
  GalleryUpdateSchema,
  OwnSchoolGallerySchema,
  OwnTeacherGallerySchema,
  SchoolGalleryListSavedSchema,
  SchoolGalleryOwnQuerySchema,
  SchoolGalleryReorderSchema,
  SchoolGallerySavedSchema,
  SchoolGalleryUploadSchema,
  TeacherGalleryListSavedSchema,
  TeacherGalleryOwnQuerySchema,
  TeacherGalleryReorderSchema,
  TeacherGallerySavedSchema,
  TeacherGalleryUploadSchema,
} from '#common/gallery.ts';
import { z } from '#common/zod-setup.ts';
import { addGalleryImages, deleteGalleryImage, findOwnGallery, reorderGallery, updateGalleryImage } from '../../domain/directory/gallery.ts';
import { errorAnswers } from '../../http/answers.ts';
import { parseWith } from '../../http/validate.ts';
import { translate } from '../../lib/i18n.ts';
import { bearer } from './directory-query.ts';
import { GALLERY_UPLOAD_DESCRIPTION, galleryImagesOf, receiveGalleryUpload } from './gallery-upload.ts';

const ItemParamsSchema = z.object({ id: IdField });

type Kind = 'school' | 'teacher';
const SCHEMAS = {
  school: {
    tag: 'School',
    own: OwnSchoolGallerySchema,
    ownQuery: SchoolGalleryOwnQuerySchema,
    upload: SchoolGalleryUploadSchema,
    reorder: SchoolGalleryReorderSchema,
    saved: SchoolGallerySavedSchema,
    listSaved: SchoolGalleryListSavedSchema,
  },
  teacher: {
    tag: 'Teacher',
    own: OwnTeacherGallerySchema,
    ownQuery: TeacherGalleryOwnQuerySchema,
    upload: TeacherGalleryUploadSchema,
    reorder: TeacherGalleryReorderSchema,
    saved: TeacherGallerySavedSchema,
    listSaved: TeacherGalleryListSavedSchema,
  },
} as const;

/**
 * The owner's side of a school's or a teacher's gallery, the same calls under school/… and
 * teacher/… (the public lists are GET school/gallery and GET teacher/gallery). The listing is named
 * by its kind: `school` or `teacher`.
 */
export function ownGalleryRoutes(kind: Kind): FastifyPluginAsyncZod {
  const s = SCHEMAS[kind];
  const tags = [s.tag];
  const listingOf = (input: object) => (input as Record<Kind, number>)[kind];
  return async (api) => {
    api.get(
      `/${kind}/gallery/own`,
      {
        schema: {
          tags,
          summary: `The owner's whole gallery of a ${kind} in any state (a draft too), in order`,
          security: bearer,
          querystring: s.ownQuery,
          response: { 200: s.own, ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const results = await findOwnGallery(api.deps, { actor: request.auth, kind, listingId: listingOf(request.query) });
        return { count: results.length, next: null, previous: null, results };
      },
    );

    api.post(
      `/${kind}/gallery`,
      {
        schema: {
          tags,
          summary: `Add one or several images to the gallery of the caller's ${kind} listing`,
          description: `${GALLERY_UPLOAD_DESCRIPTION} Fields: \`${kind}\`.`,
          consumes: ['multipart/form-data'],
          security: bearer,
          response: { 201: s.listSaved, ...errorAnswers(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request, reply) => {
        const form = await receiveGalleryUpload(request);
        try {
          const fields = parseWith(s.upload, form.fields);
          const results = await addGalleryImages(api.deps, { actor: request.auth, kind, listingId: listingOf(fields), images: galleryImagesOf(form, fields) });
          return reply.status(201).send({ results, detail: translate(request.lang, 'success.saved') });
        } finally {
          await form.discard();
        }
      },
    );

    api.post(
      `/${kind}/gallery/reorder`,
      {
        schema: {
          tags,
          summary: `Put the ${kind}'s gallery in a new order`,
          description: '`image_ids`: every image of the gallery exactly once, first to last (an array, or ids comma-joined).',
          security: bearer,
          body: s.reorder,
          response: { 200: s.listSaved, ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const results = await reorderGallery(api.deps, { actor: request.auth, kind, listingId: listingOf(request.body), ids: request.body.image_ids });
        return { results, detail: translate(request.lang, 'success.saved') };
      },
    );

    api.patch(
      `/${kind}/gallery/:id`,
      {
        schema: {
          tags,
          summary: 'Change the caption of an image of the gallery, or move it',
          description: '`order` is the position the image takes (0 = first); the others close up behind it.',
          security: bearer,
          params: ItemParamsSchema,
          body: GalleryUpdateSchema,
          response: { 200: s.saved, ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const item = await updateGalleryImage(api.deps, { actor: request.auth, kind, itemId: request.params.id, input: request.body });
        return { ...item, detail: translate(request.lang, 'success.saved') };
      },
    );

    api.delete(
      `/${kind}/gallery/:id`,
      {
        schema: {
          tags,
          summary: 'Delete an image of the gallery, and its stored file',
          security: bearer,
          params: ItemParamsSchema,
          response: { 200: DetailSchema, ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await deleteGalleryImage(api.deps, { actor: request.auth, kind, itemId: request.params.id });
        return { detail: translate(request.lang, 'success.deleted') };
      },
    );
  };
}
