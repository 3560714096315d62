import type { FastifyPluginAsync } from 'fastify';
import { certificatesRoutes } from './certificates.routes.ts';
import { eventBookingSchoolRoutes } from './event-booking-school.routes.ts';
import { eventBookingsRoutes } from './event-bookings.routes.ts';
import { eventEditingRoutes } from './event-editing.routes.ts';
import { eventImagesRoutes } from './event-images.routes.ts';
import { eventInstructorsRoutes } from './event-instructors.routes.ts';
import { eventOptionsRoutes } from './event-options.routes.ts';

/** What a school's owner does with its events, and members' bookings of them (issue 13). */
export const eventOwnRoutes: FastifyPluginAsync = async (api) => {
  await api.register(eventEditingRoutes);
  await api.register(eventInstructorsRoutes);
  await api.register(eventImagesRoutes);
  await api.register(eventOptionsRoutes);
  await api.register(eventBookingsRoutes);
  await api.register(eventBookingSchoolRoutes);
  await api.register(certificatesRoutes);
};
