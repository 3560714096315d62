import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CustomOptionsBulkSchema,
  CustomOptionsSavedSchema,
  CustomOptionsSchema,
  EventOptionsPutSchema,
  EventOptionsSavedSchema,
  EventQuerySchema,
  SelectedOptionsBulkSchema,
  SelectedOptionsSavedSchema,
  SelectedOptionsSchema,
} from '#common/events.ts';
import { addCustomOptions, addSelectedOptions, findCustomOptions, findSelectedOptions, replaceEventOptions } from '../../domain/events/event-options.ts';
import { errorAnswers } from '../../http/answers.ts';
import { memberOnly } from '../../http/guards.ts';
import { translate } from '../../lib/i18n.ts';
import { bearer } from '../directory/directory-query.ts';
import { EventParamsSchema } from './event-editing.routes.ts';

const tags = ['Event'];

/** The options of an event, for its school's owner (the public see them in GET event/{id}). */
export const eventOptionsRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/event-selected-option/',
    {
      // Any token while the event is public (domain: requireReadableEvent).
      schema: {
        tags,
        summary: 'Options chosen for an event',
        security: bearer,
        querystring: EventQuerySchema,
        response: { 200: SelectedOptionsSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => findSelectedOptions(api.deps, { actor: request.auth, eventId: request.query.event, lang: request.lang }),
  );

  api.post(
    '/event-selected-option/bulk-create/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Add options to an event (those it has stay)',
        security: bearer,
        body: SelectedOptionsBulkSchema,
        response: { 201: SelectedOptionsSavedSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const results = await addSelectedOptions(api.deps, {
        actor: request.auth,
        eventId: request.body.event,
        ids: request.body.selected_options,
        lang: request.lang,
      });
      return reply.status(201).send({ results, detail: translate(request.lang, 'success.saved') });
    },
  );

  api.get(
    '/custom-event-option/',
    {
      // Any token while the event is public (domain: requireReadableEvent).
      schema: {
        tags,
        summary: 'The school’s own options of an event',
        security: bearer,
        querystring: EventQuerySchema,
        response: { 200: CustomOptionsSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => findCustomOptions(api.deps, { actor: request.auth, eventId: request.query.event }),
  );

  api.post(
    '/custom-event-option/bulk-create/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Add the school’s own options to an event, each under a category',
        security: bearer,
        body: CustomOptionsBulkSchema,
        response: { 201: CustomOptionsSavedSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const results = await addCustomOptions(api.deps, { actor: request.auth, eventId: request.body.event, custom: request.body.custom_options });
      return reply.status(201).send({ results, detail: translate(request.lang, 'success.saved') });
    },
  );

  api.put(
    '/event/:id/options/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Replace all options of an event: chosen ones and the school’s own',
        security: bearer,
        params: EventParamsSchema,
        body: EventOptionsPutSchema,
        response: { 200: EventOptionsSavedSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      ...(await replaceEventOptions(api.deps, {
        actor: request.auth,
        eventId: request.params.id,
        selected: request.body.selected_options,
        custom: request.body.custom_options,
        lang: request.lang,
      })),
      detail: translate(request.lang, 'success.saved'),
    }),
  );
};
