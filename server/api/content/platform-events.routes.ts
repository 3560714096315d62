import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DetailSchema } from '#common/answers.ts';
import { PlatformEventPageSchema, PlatformEventSchema } from '#common/content.ts';
import { BooleanField, IdField, LineField } from '#common/fields.ts';
import { z } from '#common/zod-setup.ts';
import { applyToPlatformEvent, findPlatformEvents, getPlatformEvent } from '../../domain/content/platform-events.ts';
import { errorAnswers } from '../../http/answers.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { translate } from '../../lib/i18n.ts';

const bearer = [{ bearerAuth: [] }];
const tags = ['Content'];
const IdParams = z.object({ id: IdField });

export const platformEventsRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/platform-event',
    {
      schema: {
        tags,
        summary: "The organisation's own events, soonest first (upcoming=1 hides past ones; slug finds one with its description)",
        security: bearer,
        querystring: PageQuerySchema.extend({ upcoming: BooleanField.optional(), slug: LineField(120).optional() }),
        response: { 200: PlatformEventPageSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const w = pageWindow(request.query, { defaultSize: 20, maxSize: 100 });
      const { total, results } = await findPlatformEvents(api.deps, {
        lang: request.lang,
        actor: request.auth,
        upcoming: request.query.upcoming,
        slug: request.query.slug,
        ...w,
      });
      return pageAnswer(request, w, total, results);
    },
  );

  api.get(
    '/platform-event/:id',
    {
      schema: {
        tags,
        summary: 'One platform event with its description',
        security: bearer,
        params: IdParams,
        response: { 200: PlatformEventSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => getPlatformEvent(api.deps, { id: request.params.id, lang: request.lang, actor: request.auth }),
  );

  api.post(
    '/platform-event/apply/:id',
    {
      schema: {
        tags,
        summary: 'Apply to a platform event (members only, once per event)',
        description: '201 when applied; 409 when already applied or full; 400 when the event is over; 403 for a visitor token.',
        security: bearer,
        params: IdParams,
        response: { 201: DetailSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await applyToPlatformEvent(api.deps, { id: request.params.id, actor: request.auth });
      return reply.status(201).send({ detail: translate(request.lang, 'success.event_applied') });
    },
  );
};
