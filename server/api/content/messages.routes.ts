import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreatedSchema } from '#common/answers.ts';
import { ContactSchema, FeedbackSchema } from '#common/content.ts';
import { createContactMessage, createFeedback } from '../../domain/content/messages.ts';
import { errorAnswers } from '../../http/answers.ts';
import { translate } from '../../lib/i18n.ts';
import { strictLimit } from '../rate-limits.ts';

const bearer = [{ bearerAuth: [] }];
const tags = ['Content'];
const CREATED_ANSWERS = { 201: CreatedSchema, ...errorAnswers(400, 401, 429) };

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
        response: CREATED_ANSWERS,
      },
    },
    async (request, reply) => {
      const { id } = await createContactMessage(api.deps, { input: request.body, lang: request.lang, actor: request.auth });
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
        response: CREATED_ANSWERS,
      },
    },
    async (request, reply) => {
      const { id } = await createFeedback(api.deps, { input: request.body, lang: request.lang, actor: request.auth });
      return reply.status(201).send({ id, detail: translate(request.lang, 'success.feedback_sent') });
    },
  );
};
