import type { FastifyInstance } from 'fastify';
import { CRITICAL_PATH, criticalCssFile } from '#app/lib/critical-css.server.ts';

/**
 * The rules a page uses, as its head links them (app/lib/critical-css.server.ts): the address names
 * the built stylesheet and one bit per rule, so the answer never changes and every process gives
 * the same one. Anything else is a 404.
 */
export function registerCriticalCss(app: FastifyInstance, assetsDir: string) {
  // Not part of the API: left out of its OpenAPI document.
  app.get<{ Params: { file: string; bits: string } }>(`${CRITICAL_PATH}:file/:bits`, { schema: { hide: true } }, async (request, reply) => {
    const { file, bits } = request.params;
    const css = bits.endsWith('.css') ? criticalCssFile(assetsDir, file, bits.slice(0, -'.css'.length)) : null;
    if (css === null) return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not found');
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('text/css; charset=utf-8').send(css);
  });
}
