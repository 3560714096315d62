import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CURRENCIES, DEFAULT_CURRENCY } from '#common/constants.ts';
import { ContentPageSchema, FaqPageSchema, FEE_AUDIENCES, FeePageSchema, TeamPageSchema, TestimonialPageSchema } from '#common/content.ts';
import { LineField } from '#common/fields.ts';
import { z } from '#common/zod-setup.ts';
import { findFees } from '../../domain/content/fees.ts';
import { findFaq, findTeam, findTestimonials } from '../../domain/content/listings.ts';
import { getContentPage } from '../../domain/content/pages.ts';
import { errorAnswers } from '../../http/answers.ts';
import { PageQuerySchema, pageAnswer, pageWindow, wholePage } from '../../http/pagination.ts';

const bearer = [{ bearerAuth: [] }];
const tags = ['Content'];

const FeeQuerySchema = z.object({
  currency: z.string().toUpperCase().pipe(z.enum(CURRENCIES)).default(DEFAULT_CURRENCY).describe('USD, THB, INR or EUR'),
  audience: z.enum(FEE_AUDIENCES).optional().describe('school or teacher'),
});

export const infoRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/fee',
    {
      schema: {
        tags,
        summary: 'Membership fees in one currency: annual and lifetime amount of each school and teacher registration',
        description: 'Amounts are set by the office per currency (never converted on the fly) and given in integer minor units.',
        security: bearer,
        querystring: FeeQuerySchema,
        response: { 200: FeePageSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      const { currency, results } = await findFees(api.deps, { lang: request.lang, currency: request.query.currency, audience: request.query.audience });
      return { currency, ...wholePage(results) };
    },
  );

  api.get(
    '/faq',
    {
      schema: {
        tags,
        summary: "Frequently asked questions, grouped (group key) and in the caller's language",
        security: bearer,
        querystring: z.object({ search: LineField(100).optional() }),
        response: { 200: FaqPageSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => wholePage(await findFaq(api.deps, { lang: request.lang, search: request.query.search })),
  );

  api.get(
    '/team',
    {
      schema: {
        tags,
        summary: 'The office team',
        security: bearer,
        response: { 200: TeamPageSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => wholePage(await findTeam(api.deps, { lang: request.lang })),
  );

  api.get(
    '/testimonial',
    {
      schema: {
        tags,
        summary: 'What members say (published testimonials, paginated)',
        security: bearer,
        querystring: PageQuerySchema,
        response: { 200: TestimonialPageSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const w = pageWindow(request.query, { defaultSize: 10, maxSize: 50 });
      const { total, results } = await findTestimonials(api.deps, { lang: request.lang, ...w });
      return pageAnswer(request, w, total, results);
    },
  );

  api.get(
    '/page',
    {
      schema: {
        tags,
        summary: "A long-form information, standards or legal page in the caller's language, rendered to HTML",
        description:
          'path is the page address without the leading slash, e.g. about/our-history or legal/privacy-policy. 404 when the page does not exist in that language.',
        security: bearer,
        querystring: z.object({ path: LineField(120) }),
        response: { 200: ContentPageSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => getContentPage({ path: request.query.path, lang: request.lang, cache: api.deps.config.env === 'production' }),
  );
};
