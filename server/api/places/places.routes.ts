import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLACES_PAGE_SIZE_MAX } from '#common/constants.ts';
import { CountryKeyField, LineField } from '#common/fields.ts';
import { CountryPageSchema, CountrySchema, RegionPageSchema, RegionSchema } from '#common/places.ts';
import { z } from '#common/zod-setup.ts';
import { findCountries, findRegions } from '../../domain/places/places.ts';
import { errorAnswers } from '../../http/answers.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';

const bearer = [{ bearerAuth: [] }];
const window = { defaultSize: 100, maxSize: PLACES_PAGE_SIZE_MAX };
const RegionQuerySchema = PageQuerySchema.extend({
  country: CountryKeyField.optional().describe('country id or ISO code (e.g. 12 or TH)'),
  search: LineField(100).optional(),
});
const CountryQuerySchema = PageQuerySchema.extend({ search: LineField(100).optional() });
// The plain lists take `limit` (and `offset`), not pages.
const CountryListQuerySchema = CountryQuerySchema.omit({ page: true, page_size: true });
const RegionListQuerySchema = RegionQuerySchema.omit({ page: true, page_size: true });

const countryFilter = (country?: string) => (!country ? {} : /^\d+$/.test(country) ? { countryId: Number(country) } : { countryCode: country.toUpperCase() });

export const placesRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/cities_light/countries/',
    {
      schema: {
        tags: ['Places'],
        summary: "Countries, named in the caller's language",
        security: bearer,
        querystring: CountryQuerySchema,
        response: { 200: CountryPageSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const w = pageWindow(request.query, window);
      const { total, results } = await findCountries(api.deps, { lang: request.lang, search: request.query.search, ...w });
      return pageAnswer(request, w, total, results);
    },
  );

  api.get(
    '/cities_light/regions/',
    {
      schema: {
        tags: ['Places'],
        summary: 'First-level regions (country, search, page_size up to 1000)',
        security: bearer,
        querystring: RegionQuerySchema,
        response: { 200: RegionPageSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const w = pageWindow(request.query, window);
      const { total, results } = await findRegions(api.deps, {
        lang: request.lang,
        search: request.query.search,
        ...countryFilter(request.query.country),
        ...w,
      });
      return pageAnswer(request, w, total, results);
    },
  );

  api.get(
    '/country',
    {
      schema: {
        tags: ['Places'],
        summary: 'Country search (search, limit) as a plain list',
        security: bearer,
        querystring: CountryListQuerySchema,
        response: { 200: z.array(CountrySchema), ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      const w = pageWindow({ ...request.query, page: undefined, page_size: undefined, limit: request.query.limit ?? PLACES_PAGE_SIZE_MAX }, window);
      return (await findCountries(api.deps, { lang: request.lang, search: request.query.search, ...w })).results;
    },
  );

  api.get(
    '/region',
    {
      schema: {
        tags: ['Places'],
        summary: 'Region search (country, search, limit) as a plain list',
        security: bearer,
        querystring: RegionListQuerySchema,
        response: { 200: z.array(RegionSchema), ...errorAnswers(400, 401) },
      },
    },
    async (request) => {
      const w = pageWindow({ ...request.query, page: undefined, page_size: undefined, limit: request.query.limit ?? PLACES_PAGE_SIZE_MAX }, window);
      return (await findRegions(api.deps, { lang: request.lang, search: request.query.search, ...countryFilter(request.query.country), ...w })).results;
    },
  );
};
