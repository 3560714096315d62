import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BookingCancelSchema,
  BookingCreateSchema,
  BookingListQuerySchema,
  BookingPageSchema,
  BookingSavedSchema,
  BookingSchema,
  BookingStatusesSchema,
  BookingUpdateSchema,
} from '#common/bookings.ts';
import { IdField } from '#common/fields.ts';
import { z } from '#common/zod-setup.ts';
import {
  bookingCalendar,
  bookingStatuses,
  cancelBooking,
  createBooking,
  findEventBookings,
  findMyBookings,
  getBooking,
  updateBookingStatus,
} from '../../domain/events/bookings.ts';
import { errorAnswers } from '../../http/answers.ts';
import { memberOnly } from '../../http/guards.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { translate } from '../../lib/i18n.ts';
import { bearer } from '../directory/directory-query.ts';

const tags = ['Event booking'];
const ParamsSchema = z.object({ id: IdField });
const PAGE = { defaultSize: 50, maxSize: 200 };
const CalendarText = z.string().meta({ type: 'string', format: 'binary' });

/** Members book events; the school sees and decides its events' bookings (ADR 0016). */
export const eventBookingsRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/booking-status/',
    { schema: { tags, summary: 'Booking statuses and their names', security: bearer, response: { 200: BookingStatusesSchema, ...errorAnswers(400, 401) } } },
    async (request) => bookingStatuses(request.lang),
  );

  api.post(
    '/event-booking/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Book a place at an active event (a waiting-list place once it is full)',
        description: 'A member holds one open booking per event. Past the registration limit: `waitlisted`, or 409 when the school has no waiting list.',
        security: bearer,
        body: BookingCreateSchema,
        response: { 201: BookingSavedSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const booking = await createBooking(api.deps, { actor: request.auth, eventId: request.body.event, lang: request.lang });
      const detail = translate(request.lang, booking.status === 'waitlisted' ? 'success.booking_waitlisted' : 'success.booking_made');
      return reply.status(201).send({ ...booking, detail });
    },
  );

  api.get(
    '/event-booking/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'The bookings of an event (or those in one status), for its school’s owner, oldest first',
        security: bearer,
        querystring: PageQuerySchema.extend(BookingListQuerySchema.shape),
        response: { 200: BookingPageSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const w = pageWindow(request.query, PAGE);
      const { event, status } = request.query;
      const { total, results } = await findEventBookings(api.deps, { actor: request.auth, eventId: event, status, lang: request.lang, ...w });
      return pageAnswer(request, w, total, results);
    },
  );

  api.get(
    '/event-booking/my-bookings/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'The caller’s own bookings, latest event first',
        security: bearer,
        querystring: PageQuerySchema,
        response: { 200: BookingPageSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const w = pageWindow(request.query, PAGE);
      const { total, results } = await findMyBookings(api.deps, { actor: request.auth, lang: request.lang, ...w });
      return pageAnswer(request, w, total, results);
    },
  );

  api.get(
    '/event-booking/:id/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'One booking, for its booker or the event’s school owner',
        security: bearer,
        params: ParamsSchema,
        response: { 200: BookingSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => getBooking(api.deps, { actor: request.auth, id: request.params.id, lang: request.lang }),
  );

  api.patch(
    '/event-booking/:id/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'The school changes a booking’s status: pending, confirmed, attended or no_show',
        description:
          'A waiting-list booking moves up only into a free place; a cancelled booking stays cancelled; attended and no_show only once the event has begun. Attended at an event that accepts CE issues a certificate of attendance once the last session has ended (at once, or by the five-minute sweep; certificate_after says when), any other status revokes it. Cancel with …/cancel/.',
        security: bearer,
        params: ParamsSchema,
        body: BookingUpdateSchema,
        response: { 200: BookingSavedSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const booking = await updateBookingStatus(api.deps, { actor: request.auth, id: request.params.id, status: request.body.status, lang: request.lang });
      return { ...booking, detail: translate(request.lang, 'success.saved') };
    },
  );

  api.post(
    '/event-booking/:id/cancel/',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'The booker or the school cancels a booking, with a reason',
        description: 'A place it held goes to the first booking on the waiting list, who is told.',
        security: bearer,
        params: ParamsSchema,
        body: BookingCancelSchema,
        response: { 200: BookingSavedSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const booking = await cancelBooking(api.deps, { actor: request.auth, id: request.params.id, reason: request.body.reason, lang: request.lang });
      return { ...booking, detail: translate(request.lang, 'success.booking_cancelled') };
    },
  );

  api.get(
    '/event-booking/:id/ics',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'The booked event as an iCalendar file (booker or school)',
        security: bearer,
        params: ParamsSchema,
        response: {
          200: { description: 'An .ics calendar file', content: { 'text/calendar': { schema: CalendarText } } },
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { ics, fileName } = await bookingCalendar(api.deps, { actor: request.auth, id: request.params.id });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(ics);
    },
  );
};
