import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BookingCountsSchema, BookingExportQuerySchema } from '#common/bookings.ts';
import { z } from '#common/zod-setup.ts';
import { exportEventBookings } from '../../domain/events/booking-export.ts';
import { countEventBookings } from '../../domain/events/bookings.ts';
import { errorAnswers } from '../../http/answers.ts';
import { memberOnly } from '../../http/guards.ts';
import { bearer } from '../directory/directory-query.ts';

const tags = ['Event booking'];
const CsvText = z.string().meta({ type: 'string', format: 'binary' });

/** The school's side of an event's bookings beyond the list: counts per status and the list as a file. */
export const eventBookingSchoolRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/event-booking/counts/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'How many of an event’s bookings are in each status, for its school’s owner',
        security: bearer,
        querystring: BookingExportQuerySchema,
        response: { 200: BookingCountsSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => countEventBookings(api.deps, { actor: request.auth, eventId: request.query.event }),
  );

  api.get(
    '/event-booking/export/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'The bookings of an event as a CSV file, for its school’s owner',
        description:
          'UTF-8 with a byte-order mark, CRLF lines, headers in the caller’s language. Values that a spreadsheet would run as formulas start with an apostrophe.',
        security: bearer,
        querystring: BookingExportQuerySchema,
        response: {
          200: { description: 'A CSV file', content: { 'text/csv': { schema: CsvText } } },
          ...errorAnswers(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await exportEventBookings(api.deps, { actor: request.auth, eventId: request.query.event, lang: request.lang });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  );
};
