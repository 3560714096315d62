import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLACES_PAGE_SIZE_MAX } from '#common/constants.ts';
import { z } from '#common/zod-setup.ts';
import { findCountries, findRegions } from '../../domain/places/places.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';

const bearer = [{ bearerAuth: [] }];
const window = { defaultSize: 100, maxSize: PLACES_PAGE_SIZE_MAX };
const RegionQuerySchema = PageQuerySchema.extend({
  country: z.string().optional().describe('country id or ISO code (e.g. 12 or TH)'),
  search: z.string().max(100).optional(),
});
const CountryQuerySchema = PageQuerySchema.extend({ search: z.string().max(100).optional() });

const countryFilter = (country?: string) =>
  !country ? {} : /^\d+$/.test(country) ? { countryId: Number(country) } : { countryCode: country.toUpperCase() };

export const placesRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/cities_light/countries/',
    { schema: { tags: ['Places'], summary: 'Countries, named in the caller\'s language', security: bearer, querystring: CountryQuerySchema } },
    async (request) => {
      const w = pageWindow(request.query, window);
      const { total, results } = await findCountries(api.deps, { lang: request.lang, search: request.query.search, ...w });
      return pageAnswer(request, w, total, results);
    },
  );

  api.get(
    '/cities_light/regions/',
    { schema: { tags: ['Places'], summary: 'First-level regions (country, search, page_size up to 1000)', security: bearer, querystring: RegionQuerySchema } },
    async (request) => {
      const w = pageWindow(request.query, window);
      const { total, results } = await findRegions(api.deps, { lang: request.lang, search: request.query.search, ...countryFilter(request.query.country), ...w });
      return pageAnswer(request, w, total, results);
    },
  );

  api.get(
    '/country',
    { schema: { tags: ['Places'], summary: 'Country search (search, limit) as a plain list', security: bearer, querystring: CountryQuerySchema } },
    async (request) => {
      const w = pageWindow({ ...request.query, page: undefined, page_size: undefined, limit: request.query.limit ?? PLACES_PAGE_SIZE_MAX }, window);
      return (await findCountries(api.deps, { lang: request.lang, search: request.query.search, ...w })).results;
    },
  );

  api.get(
    '/region',
    { schema: { tags: ['Places'], summary: 'Region search (country, search, limit) as a plain list', security: bearer, querystring: RegionQuerySchema } },
    async (request) => {
      const w = pageWindow({ ...request.query, page: undefined, page_size: undefined, limit: request.query.limit ?? PLACES_PAGE_SIZE_MAX }, window);
      return (await findRegions(api.deps, { lang: request.lang, search: request.query.search, ...countryFilter(request.query.country), ...w })).results;
    },
  );
};
