import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { assertStorageKey, type Storage, uploadsRoot } from '../lib/storage.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Public uploads under /media: straight from $DATA_DIR/uploads/public on disk, or streamed from the
 * bucket's "public/" prefix on S3 (same URLs, same long cache lifetime, so a CDN in front keeps them).
 * Private files are never reachable here: their keys start with "private/".
 */
export async function registerMedia(app: FastifyInstance, options: { storage: Storage; dataDir: string }) {
  if (options.storage.kind === 'disk') {
    const media = path.join(uploadsRoot(options.dataDir), 'public');
    mkdirSync(media, { recursive: true });
    await app.register(fastifyStatic, { root: media, prefix: '/media/', decorateReply: false, maxAge: '365d', immutable: true });
    return;
  }
  const storage = options.storage;
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = `public/${(request.params as { '*': string })['*']}`;
    try {
      assertStorageKey(key);
    } catch {
      return reply.callNotFound();
    }
    const object = await storage.get(key);
    if (!object) return reply.callNotFound();
    return reply
      .header('content-type', object.contentType ?? 'application/octet-stream')
      .header('content-length', object.size)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(object.body);
  });
}
