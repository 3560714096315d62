import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DetailSchema } from '#common/answers.ts';
import {
  AvailableInstructorsQuerySchema,
  AvailableInstructorsSchema,
  EventCreateSchema,
  EventSavedSchema,
  EventUpdateSchema,
  OwnEventPageSchema,
  OwnEventsQuerySchema,
} from '#common/events.ts';
import { IdField } from '#common/fields.ts';
import { z } from '#common/zod-setup.ts';
import { createEvent, deleteEvent, findSchoolEvents, updateEvent } from '../../domain/events/event-editing.ts';
import { findAvailableInstructors } from '../../domain/events/event-instructors.ts';
import { errorAnswers } from '../../http/answers.ts';
import { jsonBodyOnly, memberOnly } from '../../http/guards.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { translate } from '../../lib/i18n.ts';
import { bearer } from '../directory/directory-query.ts';

const tags = ['Event'];
export const EventParamsSchema = z.object({ id: IdField });

/** A school owner adds, changes and deletes the school's events (issue 13). */
export const eventEditingRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/event',
    {
      preValidation: [memberOnly, jsonBodyOnly('errors.event_json_only')],
      schema: {
        tags,
        summary: 'Add an event to an approved school of the caller',
        description: 'Booleans as 1/0. `price` in integer minor units of `currency`. Place defaults to the school’s.',
        security: bearer,
        body: EventCreateSchema,
        response: { 201: EventSavedSchema, ...errorAnswers(400, 401, 403, 404, 415) },
      },
    },
    async (request, reply) => {
      const event = await createEvent(api.deps, { actor: request.auth, input: request.body, lang: request.lang });
      return reply.status(201).send({ ...event, detail: translate(request.lang, 'success.saved') });
    },
  );

  api.patch(
    '/event/:id',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Change an event of the caller’s school (only the fields sent)',
        security: bearer,
        params: EventParamsSchema,
        body: EventUpdateSchema,
        response: { 200: EventSavedSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const event = await updateEvent(api.deps, { actor: request.auth, id: request.params.id, input: request.body, lang: request.lang });
      return { ...event, detail: translate(request.lang, 'success.saved') };
    },
  );

  api.delete(
    '/event/:id',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Delete an event; its open bookings are cancelled and each booker told',
        security: bearer,
        params: EventParamsSchema,
        response: { 200: DetailSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteEvent(api.deps, { actor: request.auth, id: request.params.id });
      return { detail: translate(request.lang, 'success.deleted') };
    },
  );

  api.get(
    '/event/available-instructors/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Teachers the school may name as instructors: its own, and listed teachers found by name',
        security: bearer,
        querystring: AvailableInstructorsQuerySchema,
        response: { 200: AvailableInstructorsSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => findAvailableInstructors(api.deps, { actor: request.auth, school: request.query.school, search: request.query.search }),
  );

  api.get(
    '/event/own/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'The events of the caller’s school in any state, with booking counts (the school’s own page)',
        security: bearer,
        querystring: PageQuerySchema.extend(OwnEventsQuerySchema.shape),
        response: { 200: OwnEventPageSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const w = pageWindow(request.query, { defaultSize: 20, maxSize: 100 });
      const { total, results } = await findSchoolEvents(api.deps, {
        actor: request.auth,
        school: request.query.school,
        state: request.query.state ?? 'all',
        lang: request.lang,
        ...w,
      });
      return pageAnswer(request, w, total, results);
    },
  );
};
