import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod as Plugin } from 'fastify-type-provider-zod';
import { DetailSchema } from '#common/answers.ts';
import {
  EVENT_IMAGE_UPLOAD_FIELDS,
  EventImageReorderSchema,
  EventImageSavedSchema,
  EventImagesSavedSchema,
  EventImagesSchema,
  EventImageUpdateSchema,
  EventImageUploadSchema,
  eventCaptionFieldOf,
} from '#common/events.ts';
import { IdField } from '#common/fields.ts';
import { z } from '#common/zod-setup.ts';
import {
  addEventImages,
  deleteEventImage,
  findEventImages,
  reorderEventImages,
  setPrimaryEventImage,
  updateEventImage,
} from '../../domain/events/event-images.ts';
import { errorAnswers } from '../../http/answers.ts';
import { memberOnly } from '../../http/guards.ts';
import { parseWith } from '../../http/validate.ts';
import { AppError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { type ReceivedForm, receiveUploads, type UploadFields } from '../../lib/uploads/index.ts';
import { bearer } from '../directory/directory-query.ts';
import { EventParamsSchema } from './event-editing.routes.ts';

const tags = ['Event'];
const ImageParamsSchema = z.object({ id: IdField, imageId: IdField });
const UPLOADS: UploadFields = Object.fromEntries(EVENT_IMAGE_UPLOAD_FIELDS.map((field) => [field, 'event_image']));
const UPLOAD_DESCRIPTION =
  'multipart/form-data: up to five images in `image`, `image_1` … `image_4`, each exactly 900×506 pixels, PNG or JPEG (up to 5 MB), captioned by `caption`, `caption_1` …; `order` places them (default last). All are added, or none if one is refused.';

async function receive(request: FastifyRequest): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', 'errors.unsupported_media');
  return receiveUploads(request, UPLOADS);
}

/** Reads the upload, adds its images, and always lets go of the received files. */
async function upload(api: Parameters<Plugin>[0], request: FastifyRequest<{ Params: { id: number } }>) {
  const form = await receive(request);
  try {
    const fields = parseWith(EventImageUploadSchema, form.fields);
    const images = EVENT_IMAGE_UPLOAD_FIELDS.flatMap((field) => {
      const source = form.files[field];
      return source ? [{ source, caption: fields[eventCaptionFieldOf(field)] ?? null }] : [];
    });
    return await addEventImages(api.deps, { actor: request.auth, eventId: request.params.id, images, order: fields.order });
  } finally {
    await form.discard();
  }
}

/** The images of an event, for its school's owner. */
export const eventImagesRoutes: Plugin = async (api) => {
  api.get(
    '/event/:id/images/',
    {
      // Any token while the event is public (domain: requireReadableEvent).
      schema: {
        tags,
        summary: 'The images of an event, in order (any token while the event is public; else its school’s owner)',
        security: bearer,
        params: EventParamsSchema,
        response: { 200: EventImagesSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => findEventImages(api.deps, { actor: request.auth, eventId: request.params.id }),
  );

  for (const [url, summary] of [
    ['/event/:id/images/', 'Add an image (or a few) to an event'],
    ['/event/:id/images/bulk/', 'Add several images at once'],
  ] as const)
    api.post(
      url,
      {
        preValidation: memberOnly,
        schema: {
          tags,
          summary,
          description: UPLOAD_DESCRIPTION,
          consumes: ['multipart/form-data'],
          security: bearer,
          params: EventParamsSchema,
          response: { 201: EventImagesSavedSchema, ...errorAnswers(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request, reply) => reply.status(201).send({ results: await upload(api, request), detail: translate(request.lang, 'success.saved') }),
    );

  api.post(
    '/event/:id/images/reorder/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Put the images in a new order',
        description: '`image_ids`: every image id of this event exactly once, first to last.',
        security: bearer,
        params: EventParamsSchema,
        body: EventImageReorderSchema,
        response: { 200: EventImagesSavedSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      results: await reorderEventImages(api.deps, { actor: request.auth, eventId: request.params.id, ids: request.body.image_ids }),
      detail: translate(request.lang, 'success.saved'),
    }),
  );

  api.patch(
    '/event/:id/images/:imageId/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Change an image’s caption, or move it to `order`',
        security: bearer,
        params: ImageParamsSchema,
        body: EventImageUpdateSchema,
        response: { 200: EventImageSavedSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const item = await updateEventImage(api.deps, { actor: request.auth, eventId: request.params.id, imageId: request.params.imageId, input: request.body });
      return { ...item, detail: translate(request.lang, 'success.saved') };
    },
  );

  api.delete(
    '/event/:id/images/:imageId/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Delete an image and its file',
        security: bearer,
        params: ImageParamsSchema,
        response: { 200: DetailSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteEventImage(api.deps, { actor: request.auth, eventId: request.params.id, imageId: request.params.imageId });
      return { detail: translate(request.lang, 'success.deleted') };
    },
  );

  api.post(
    '/event/:id/images/:imageId/set_primary/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Make an image the primary one (the event’s card image)',
        security: bearer,
        params: ImageParamsSchema,
        response: { 200: EventImagesSavedSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      results: await setPrimaryEventImage(api.deps, { actor: request.auth, eventId: request.params.id, imageId: request.params.imageId }),
      detail: translate(request.lang, 'success.saved'),
    }),
  );
};
