import type { FastifyInstance } from 'fastify';

/**
 * robots.txt, served here rather than from public/ because its Sitemap line must be an absolute
 * URL (a relative one is invalid), and the site's address is only known from PUBLIC_URL.
 */
export function registerRobots(app: FastifyInstance, publicUrl: string) {
  const body = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /user-profile',
    'Disallow: /change-password',
    'Disallow: /directory/markers',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n');
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return body;
  });
}
