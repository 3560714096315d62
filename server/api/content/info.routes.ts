import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CURRENCIES, DEFAULT_CURRENCY } from '#common/constants.ts';
import { FEE_AUDIENCES } from '#common/content.ts';
import { z } from '#common/zod-setup.ts';
import { findFees } from '../../domain/content/fees.ts';
import { findFaq, findTeam, findTestimonials } from '../../domain/content/listings.ts';
import { getContentPage } from '../../domain/content/pages.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';

const bearer = [{ bearerAuth: [] }];
const tags = ['Content'];

const FeeQuerySchema = z.object({
  currency: z.string().toUpperCase().pipe(z.enum(CURRENCIES)).default(DEFAULT_CURRENCY).describe('USD, THB, INR or EUR'),
  audience: z.enum(FEE_AUDIENCES).optional().describe('school or teacher'),
});
const FeeSchema = z.object({
  code: z.string(),
  audience: z.string(),
  name: z.string(),
  description: z.string(),
  amounts: z.object({ annual: z.number().int().nullable(), lifetime: z.number().int().nullable() }).describe('integer minor units in `currency`'),
});

const TestimonialSchema = z.object({
  id: z.number(),
  name: z.string(),
  role: z.string(),
  quote: z.string(),
  country: z.string().nullable(),
  rating: z.number(),
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
        response: { 200: z.object({ currency: z.string(), results: z.array(FeeSchema) }) },
      },
    },
    async (request) => {
      const answer = await findFees(api.deps, { lang: request.lang, currency: request.query.currency, audience: request.query.audience });
      return answer;
    },
  );

  api.get(
    '/faq',
    {
      schema: {
        tags,
        summary: "Frequently asked questions, grouped (group key) and in the caller's language",
        security: bearer,
        querystring: z.object({ search: z.string().max(100).optional() }),
        response: {
          200: z.object({ count: z.number(), results: z.array(z.object({ id: z.number(), group: z.string(), question: z.string(), answer: z.string() })) }),
        },
      },
    },
    async (request) => {
      const results = await findFaq(api.deps, { lang: request.lang, search: request.query.search });
      return { count: results.length, results };
    },
  );

  api.get(
    '/team',
    {
      schema: {
        tags,
        summary: 'The office team',
        security: bearer,
        response: {
          200: z.object({
            count: z.number(),
            results: z.array(z.object({ id: z.number(), name: z.string(), role: z.string(), bio: z.string(), photo: z.string().nullable() })),
          }),
        },
      },
    },
    async (request) => {
      const results = await findTeam(api.deps, { lang: request.lang });
      return { count: results.length, results };
    },
  );

  api.get(
    '/testimonial',
    {
      schema: {
        tags,
        summary: 'What members say (published testimonials, paginated)',
        security: bearer,
        querystring: PageQuerySchema,
        response: { 200: z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(TestimonialSchema) }) },
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
        querystring: z.object({ path: z.string().max(120) }),
        response: {
          200: z.object({ path: z.string(), lang: z.string(), title: z.string(), description: z.string(), updated: z.string().nullable(), html: z.string() }),
        },
      },
    },
    async (request) => getContentPage({ path: request.query.path, lang: request.lang, cache: api.deps.config.env === 'production' }),
  );
};
