import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DetailSchema } from '#common/answers.ts';
import {
  EventInstructorAddSchema,
  EventInstructorBulkSchema,
  EventInstructorReorderSchema,
  EventInstructorSavedSchema,
  EventInstructorsSavedSchema,
  EventInstructorsSchema,
  EventInstructorUpdateSchema,
} from '#common/events.ts';
import { IdField } from '#common/fields.ts';
import { z } from '#common/zod-setup.ts';
import {
  addEventInstructors,
  findEventInstructors,
  moveEventInstructor,
  removeEventInstructor,
  reorderEventInstructors,
} from '../../domain/events/event-instructors.ts';
import { errorAnswers } from '../../http/answers.ts';
import { memberOnly } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { bearer } from '../directory/directory-query.ts';
import { EventParamsSchema } from './event-editing.routes.ts';

const tags = ['Event'];
const InstructorParamsSchema = z.object({ id: IdField, instructorId: IdField });

/** The instructors of an event, for its school's owner. */
export const eventInstructorsRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/event/:id/instructors/',
    {
      // Any token while the event is public (domain: requireReadableEvent).
      schema: {
        tags,
        summary: 'The instructors of an event, in order (any token while the event is public; else its school’s owner)',
        security: bearer,
        params: EventParamsSchema,
        response: { 200: EventInstructorsSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => findEventInstructors(api.deps, { actor: request.auth, eventId: request.params.id }),
  );

  api.post(
    '/event/:id/instructors/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Add a listed teacher as an instructor, at `order` or last',
        security: bearer,
        params: EventParamsSchema,
        body: EventInstructorAddSchema,
        response: { 201: EventInstructorSavedSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { results, added } = await addEventInstructors(api.deps, {
        actor: request.auth,
        eventId: request.params.id,
        teachers: [request.body.teacher],
        order: request.body.order,
        field: 'teacher',
      });
      const item = results.find((r) => r.id === added[0]);
      if (!item) throw new AppError('NOT_FOUND', 'errors.not_found');
      return reply.status(201).send({ ...item, detail: translate(request.lang, 'success.saved') });
    },
  );

  api.post(
    '/event/:id/instructors/bulk/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Add several instructors at once, last, in the order given',
        description: '`instructors`: teacher ids (an array, or comma-joined).',
        security: bearer,
        params: EventParamsSchema,
        body: EventInstructorBulkSchema,
        response: { 201: EventInstructorsSavedSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { results } = await addEventInstructors(api.deps, {
        actor: request.auth,
        eventId: request.params.id,
        teachers: request.body.instructors,
        field: 'instructors',
      });
      return reply.status(201).send({ results, detail: translate(request.lang, 'success.saved') });
    },
  );

  api.post(
    '/event/:id/instructors/reorder/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Put the instructors in a new order',
        description: '`instructor_ids`: every instructor id of this event exactly once, first to last.',
        security: bearer,
        params: EventParamsSchema,
        body: EventInstructorReorderSchema,
        response: { 200: EventInstructorsSavedSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const results = await reorderEventInstructors(api.deps, { actor: request.auth, eventId: request.params.id, ids: request.body.instructor_ids });
      return { results, detail: translate(request.lang, 'success.saved') };
    },
  );

  api.patch(
    '/event/:id/instructors/:instructorId/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Move an instructor to `order` (0 = first)',
        security: bearer,
        params: InstructorParamsSchema,
        body: EventInstructorUpdateSchema,
        response: { 200: EventInstructorSavedSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const item = await moveEventInstructor(api.deps, {
        actor: request.auth,
        eventId: request.params.id,
        instructorId: request.params.instructorId,
        order: request.body.order,
      });
      return { ...item, detail: translate(request.lang, 'success.saved') };
    },
  );

  api.delete(
    '/event/:id/instructors/:instructorId/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Remove an instructor from the event',
        security: bearer,
        params: InstructorParamsSchema,
        response: { 200: DetailSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await removeEventInstructor(api.deps, { actor: request.auth, eventId: request.params.id, instructorId: request.params.instructorId });
      return { detail: translate(request.lang, 'success.deleted') };
    },
  );
};
