import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BooleanField } from '#common/fields.ts';
import { z } from '#common/zod-setup.ts';
import { applyToPlatformEvent, findPlatformEvents, getPlatformEvent } from '../../domain/content/platform-events.ts';
import { requireMember } from '../../http/auth-guard.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { translate } from '../../lib/i18n.ts';

const bearer = [{ bearerAuth: [] }];
const tags = ['Content'];
const IdParams = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });

const EventSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  description: z.string().optional().describe('only on a lookup by slug or id'),
  location: z.string(),
  is_online: z.boolean(),
  starts_at: z.string(),
  ends_at: z.string(),
  capacity: z.number().nullable(),
  seats_left: z.number().nullable(),
  is_past: z.boolean(),
  applied: z.boolean().nullable().describe('whether the logged-in member has applied; null for visitors'),
});

export const platformEventsRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/platform-event',
    {
      schema: {
        tags,
        summary: "The organisation's own events, soonest first (upcoming=1 hides past ones; slug finds one with its description)",
        security: bearer,
        querystring: PageQuerySchema.extend({ upcoming: BooleanField.optional(), slug: z.string().max(120).optional() }),
        response: { 200: z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(EventSchema) }) },
      },
    },
    async (request) => {
      const w = pageWindow(request.query, { defaultSize: 20, maxSize: 100 });
      const { total, results } = await findPlatformEvents(api.deps, {
        lang: request.lang,
        userId: request.auth?.userId ?? null,
        upcoming: request.query.upcoming,
        slug: request.query.slug,
        ...w,
      });
      return pageAnswer(request, w, total, results);
    },
  );

  api.get(
    '/platform-event/:id',
    { schema: { tags, summary: 'One platform event with its description', security: bearer, params: IdParams, response: { 200: EventSchema } } },
    async (request) => getPlatformEvent(api.deps, { id: request.params.id, lang: request.lang, userId: request.auth?.userId ?? null }),
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
        response: { 201: z.object({ detail: z.string() }) },
      },
    },
    async (request, reply) => {
      const userId = requireMember(request);
      await applyToPlatformEvent(api.deps, { id: request.params.id, userId });
      return reply.status(201).send({ detail: translate(request.lang, 'success.event_applied') });
    },
  );
};
