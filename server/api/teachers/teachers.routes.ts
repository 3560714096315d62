import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationRoutes } from '../directory/applications.routes.ts';
import { listingRoutes } from '../directory/listings.routes.ts';
import { ownGalleryRoutes } from '../directory/own-gallery.routes.ts';

/** A teacher's calls are a school's without ratings and graduates: the shared plugins, under teacher/…. */
export const teachersRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(ownGalleryRoutes('teacher'));
  await api.register(applicationRoutes('teacher'));
  await api.register(listingRoutes('teacher'));
};
