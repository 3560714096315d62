import type { FastifyPluginAsync } from 'fastify';
import { infoRoutes } from './info.routes.ts';
import { magicWordRoutes } from './magic-word.routes.ts';
import { messagesRoutes } from './messages.routes.ts';
import { platformEventsRoutes } from './platform-events.routes.ts';
import { videosRoutes } from './videos.routes.ts';

/** SPEC §7 "Other": testimonials, contact, videos, platform events, plus fees, FAQ, team and feedback. */
export const contentRoutes: FastifyPluginAsync = async (api) => {
  await api.register(infoRoutes);
  await api.register(videosRoutes);
  await api.register(platformEventsRoutes);
  await api.register(messagesRoutes);
  await api.register(magicWordRoutes);
};
