import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactSchema, FeedbackSchema } from '#common/content.ts';
import { z } from '#common/zod-setup.ts';
import { createContactMessage, createFeedback } from '../../domain/content/messages.ts';
import { translate } from '../../lib/i18n.ts';
import { strictLimit } from '../rate-limits.ts';

const bearer = [{ bearerAuth: [] }];
const tags = ['Content'];
const Created = z.object({ id: z.number(), detail: z.string() });

export const messagesRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/contact',
    {
      config: { rateLimit: strictLimit(api, 5) },
      schema: {
        tags,
        summary: 'Send a message to the office (subject, message, email); stored and mailed; 5 per minute per address',
        security: bearer,
        body: ContactSchema,
        response: { 201: Created },
      },
    },
    async (request, reply) => {
      const { id } = await createContactMessage(api.deps, { input: request.body, lang: request.lang, userId: request.auth?.userId ?? null });
      return reply.status(201).send({ id, detail: translate(request.lang, 'success.contact_sent') });
    },
  );

  api.post(
    '/feedback',
    {
      config: { rateLimit: strictLimit(api, 5) },
      schema: {
        tags,
        summary: 'Leave feedback for the office (category, rating 1–5 optional, message, email optional)',
        security: bearer,
        body: FeedbackSchema,
        response: { 201: Created },
      },
    },
    async (request, reply) => {
      const { id } = await createFeedback(api.deps, { input: request.body, lang: request.lang, userId: request.auth?.userId ?? null });
      return reply.status(201).send({ id, detail: translate(request.lang, 'success.feedback_sent') });
    },
  );
};
