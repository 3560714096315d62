import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownGalleryRoutes } from '../directory/own-gallery.routes.ts';
import { graduateClaimsRoutes } from './graduate-claims.routes.ts';
import { schoolGraduatesRoutes } from './school-graduates.routes.ts';

/** What a school's owner manages on the school's own page (issue 10): gallery, graduates, and the claims on them. */
export const schoolOwnRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(ownGalleryRoutes('school'));
  await api.register(schoolGraduatesRoutes);
  await api.register(graduateClaimsRoutes);
};
