import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DetailSchema } from '#common/answers.ts';
import { MagicWordSchema } from '#common/content.ts';
import { errorAnswers } from '../../http/answers.ts';
import { translate } from '../../lib/i18n.ts';

/** SPEC §5's demo rule, where a person meets it: the API reference's example of a validated call. */
export const magicWordRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/demo/magic-word',
    {
      schema: {
        tags: ['Content'],
        summary: 'Try a validated call: only the word `example` is accepted ("This is not the magic word")',
        description: 'Nothing is stored. Shows the shape of a refused field (400 `{"word": ["…"]}`) in the caller’s language.',
        security: [{ bearerAuth: [] }],
        body: MagicWordSchema,
        response: { 200: DetailSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => ({ detail: translate(request.lang, 'success.magic_word') }),
  );
};
