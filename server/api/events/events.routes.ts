import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DIRECTORY_PAGE_SIZE, DIRECTORY_PAGE_SIZE_MAX, MARKERS_MAX } from '#common/directory.ts';
import { z } from '#common/zod-setup.ts';
import { currencyChoices, findEventMarkers, findEvents, findOptionCategories, findOptions, getEvent } from '../../domain/events/events.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { bearer } from '../schools/directory-query.ts';

const tags = ['Event'];
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date').refine((v) => !Number.isNaN(Date.parse(v)), 'validation.date');
const flag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

const EventQuerySchema = PageQuerySchema.extend({
  search: z.string().max(200).optional(),
  country: z.string().max(10).optional().describe('country id or ISO code'),
  region: z.coerce.number().int().positive().optional(),
  date_from: isoDate.optional().describe('events still running on or after this day (YYYY-MM-DD)'),
  date_to: isoDate.optional().describe('events starting on or before this day'),
  upcoming: flag.describe('1 (default): only events that have not ended; 0: past events too'),
  school: z.coerce.number().int().positive().optional(),
  teacher: z.coerce.number().int().positive().optional().describe('events this teacher instructs'),
  ordering: z.enum(['date', '-date', 'relevance', 'name', 'newest']).optional().describe('date (default), -date, relevance (default with a search), name, newest'),
});
type EventQuery = z.infer<typeof EventQuerySchema>;

const filtersOf = (q: EventQuery) => ({
  search: q.search?.trim() || undefined,
  country: q.country?.trim() || undefined,
  region: q.region,
  dateFrom: q.date_from,
  dateTo: q.date_to,
  upcoming: q.upcoming ?? true,
  school: q.school,
  teacher: q.teacher,
  ordering: q.ordering,
});

export const eventsRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get('/event', { schema: { tags, summary: 'Active public events: search, country, region, date range; upcoming only by default', security: bearer, querystring: EventQuerySchema } }, async (request) => {
    const w = pageWindow(request.query, { defaultSize: DIRECTORY_PAGE_SIZE, maxSize: DIRECTORY_PAGE_SIZE_MAX });
    const { total, results } = await findEvents(api.deps, { ...filtersOf(request.query), ...w, lang: request.lang });
    return pageAnswer(request, w, total, results);
  });

  api.get('/event/marker', { schema: { tags, summary: 'Map markers of the events a search finds', security: bearer, querystring: EventQuerySchema } }, async (request) =>
    findEventMarkers(api.deps, { ...filtersOf(request.query), limit: Math.min(request.query.limit ?? MARKERS_MAX, MARKERS_MAX) }),
  );

  api.get('/event/currency-choices/', { schema: { tags, summary: 'Currencies an event price can be in', security: bearer } }, async (request) => currencyChoices(request.lang));

  api.get(
    '/event/:id',
    { schema: { tags, summary: 'One active public event; contact details for logged-in members only', security: bearer, params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request) => getEvent(api.deps, { id: request.params.id, lang: request.lang, member: Boolean(request.auth?.userId) }),
  );

  api.get('/event-option-category/', { schema: { tags, summary: 'Option categories (accommodation, meals…)', security: bearer } }, async (request) => findOptionCategories(api.deps, request.lang));

  api.get(
    '/event-option/',
    { schema: { tags, summary: 'Options, optionally of one category', security: bearer, querystring: z.object({ category: z.coerce.number().int().positive().optional() }) } },
    async (request) => findOptions(api.deps, { lang: request.lang, category: request.query.category }),
  );
};
