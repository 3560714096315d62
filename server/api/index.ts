import type { FastifyPluginAsync } from 'fastify';
import { registerAuthGuard } from '../http/auth-guard.ts';
import { AppError } from '../lib/errors.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { eventsRoutes } from './events/events.routes.ts';
import { otpRoutes } from './otp/otp.routes.ts';
import { placesRoutes } from './places/places.routes.ts';
import { schoolsRoutes } from './schools/schools.routes.ts';
import { sitemapRoutes } from './schools/sitemap.routes.ts';
import { teachersRoutes } from './teachers/teachers.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

/** Every area of SPEC §7 under /api. Later areas add one line here. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  registerAuthGuard(api);
  api.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await api.register(authRoutes);
  await api.register(usersRoutes);
  await api.register(otpRoutes);
  await api.register(placesRoutes);
  await api.register(contentRoutes);
  await api.register(schoolsRoutes);
  await api.register(teachersRoutes);
  await api.register(eventsRoutes);
  await api.register(sitemapRoutes);
  api.setNotFoundHandler(() => {
    throw new AppError('NOT_FOUND', 'errors.not_found');
  });
};
