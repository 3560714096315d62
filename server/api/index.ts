import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerAuthGuard } from '../http/auth-guard.ts';
import { registerInputGuard } from '../http/input-guard.ts';
import { AppError } from '../lib/errors.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { billingRoutes } from './billing/billing.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { credentialsRoutes } from './credentials/credentials.routes.ts';
import { sitemapRoutes } from './directory/sitemap.routes.ts';
import { eventOwnRoutes } from './events/event-own.routes.ts';
import { eventsRoutes } from './events/events.routes.ts';
import { filesRoutes } from './files/files.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { otpRoutes } from './otp/otp.routes.ts';
import { placesRoutes } from './places/places.routes.ts';
import { schoolsRoutes } from './schools/schools.routes.ts';
import { staffRoutes } from './staff/staff.routes.ts';
import { teachersRoutes } from './teachers/teachers.routes.ts';
import { memberDataRoutes } from './users/member-data.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

/** Every area of SPEC §7 under /api. Later areas add one line here. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  const known = collectRoutes(api);
  registerAuthGuard(api);
  registerInputGuard(api);
  api.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await api.register(authRoutes);
  await api.register(usersRoutes);
  await api.register(memberDataRoutes);
  await api.register(otpRoutes);
  await api.register(placesRoutes);
  await api.register(contentRoutes);
  await api.register(schoolsRoutes);
  await api.register(teachersRoutes);
  await api.register(eventsRoutes);
  await api.register(eventOwnRoutes);
  await api.register(sitemapRoutes);
  await api.register(filesRoutes);
  await api.register(staffRoutes);
  await api.register(notificationsRoutes);
  await api.register(billingRoutes);
  await api.register(credentialsRoutes);
  // Unknown API paths answer JSON here, before the website's catch-all could render its HTML page;
  // a known path called with the wrong method is a 405 naming the methods it has.
  api.all('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0].replace(/\/+$/, '');
    const allowed = [...new Set(known.filter((route) => route.pattern.test(path)).map((route) => route.method))];
    // A call the path has, missed by the router: a path parameter longer than it takes (maxParamLength).
    // Nothing has such an id or slug: 404, not a 405 that names the very method used.
    if (allowed.includes(request.method === 'HEAD' ? 'GET' : request.method)) throw new AppError('NOT_FOUND', 'errors.not_found');
    if (allowed.length) {
      reply.header('allow', allowed.join(', '));
      throw new AppError('METHOD_NOT_ALLOWED', 'errors.method_not_allowed');
    }
    throw new AppError('NOT_FOUND', 'errors.not_found');
  });
  api.setNotFoundHandler(() => {
    throw new AppError('NOT_FOUND', 'errors.not_found');
  });
};

/** The API's own routes as patterns, so a wrong method on a known path can be told from an unknown path. */
function collectRoutes(api: FastifyInstance) {
  const known: { method: string; pattern: RegExp }[] = [];
  api.addHook('onRoute', (route) => {
    if (route.url.endsWith('*')) return;
    const source = route.url
      .replace(/\/+$/, '')
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:[A-Za-z_]+/g, '[^/]+');
    for (const method of [route.method].flat()) if (method !== 'HEAD') known.push({ method, pattern: new RegExp(`^${source}$`) });
  });
  return known;
}
