import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CurrencyChoicesSchema,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_PAGE_SIZE_MAX,
  EventMarkersSchema,
  EventOptionCategoriesSchema,
  EventOptionsSchema,
  EventPageSchema,
  MARKERS_MAX,
} from '#common/directory.ts';
import { EventAnswerSchema } from '#common/events.ts';
import { CountryKeyField, IdField, LineField } from '#common/fields.ts';
import { z } from '#common/zod-setup.ts';
import { currencyChoices, findEventMarkers, findEvents, findOptionCategories, findOptions, getEvent } from '../../domain/events/events.ts';
import { errorAnswers } from '../../http/answers.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { bearer } from '../directory/directory-query.ts';

const tags = ['Event'];
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'validation.date');
const flag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

const EventQuerySchema = PageQuerySchema.extend({
  search: LineField(200).optional(),
  country: CountryKeyField.optional().describe('country id or ISO code'),
  region: IdField.optional(),
  date_from: isoDate.optional().describe('events still running on or after this day (YYYY-MM-DD)'),
  date_to: isoDate.optional().describe('events starting on or before this day'),
  upcoming: flag.describe('1 (default): only events that have not ended; 0: past events too'),
  school: IdField.optional(),
  teacher: IdField.optional().describe('events this teacher instructs'),
  ordering: z
    .enum(['date', '-date', 'relevance', 'name', 'newest'])
    .optional()
    .describe('date (default), -date, relevance (default with a search), name, newest'),
});
type EventQuery = z.infer<typeof EventQuerySchema>;
/** Markers answer one list (up to `limit`), not pages. */
const EventMarkerQuerySchema = EventQuerySchema.omit({ page: true, page_size: true, offset: true });

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
  api.get(
    '/event',
    {
      schema: {
        tags,
        summary: 'Active public events: search, country, region, date range; upcoming only by default',
        security: bearer,
        querystring: EventQuerySchema,
        response: { 200: EventPageSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const w = pageWindow(request.query, { defaultSize: DIRECTORY_PAGE_SIZE, maxSize: DIRECTORY_PAGE_SIZE_MAX });
      const { total, results } = await findEvents(api.deps, { ...filtersOf(request.query), ...w, lang: request.lang });
      return pageAnswer(request, w, total, results);
    },
  );

  api.get(
    '/event/marker',
    {
      schema: {
        tags,
        summary: 'Map markers of the events a search finds',
        security: bearer,
        querystring: EventMarkerQuerySchema,
        response: { 200: EventMarkersSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => findEventMarkers(api.deps, { ...filtersOf(request.query), limit: Math.min(request.query.limit ?? MARKERS_MAX, MARKERS_MAX) }),
  );

  api.get(
    '/event/currency-choices/',
    {
      schema: {
        tags,
        summary: 'Currencies an event price can be in',
        security: bearer,
        response: { 200: CurrencyChoicesSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => currencyChoices(request.lang),
  );

  api.get(
    '/event/:id',
    {
      schema: {
        tags,
        summary: 'One active public event (any state for its owner, with the owner’s fields); contact details for logged-in members only',
        security: bearer,
        params: z.object({ id: IdField }),
        response: { 200: EventAnswerSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => getEvent(api.deps, { id: request.params.id, lang: request.lang, actor: request.auth }),
  );

  api.get(
    '/event-option-category/',
    {
      schema: {
        tags,
        summary: 'Option categories (accommodation, meals…)',
        security: bearer,
        response: { 200: EventOptionCategoriesSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => findOptionCategories(api.deps, request.lang),
  );

  api.get(
    '/event-option/',
    {
      schema: {
        tags,
        summary: 'Options, optionally of one category',
        security: bearer,
        querystring: z.object({ category: IdField.optional() }),
        response: { 200: EventOptionsSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request) => findOptions(api.deps, { lang: request.lang, category: request.query.category }),
  );
};
