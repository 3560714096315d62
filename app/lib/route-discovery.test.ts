import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/app.ts';
import { createTestApp, type TestApp } from '../../server/test/harness.ts';

// Lazy route discovery (react-router.config.ts): a page carries the manifest of the routes it
// matches only, its links and forms carry no `data-discover` (app/components/router-links.tsx), and
// the browser asks `/__manifest` for a route when it goes there. The pages are rendered by the web
// app as `npm run dev` serves it (Vite; the test run itself has no build). Here rather than in server/:
// it is the slowest file (≈ 40 s) and the PostgreSQL run, which runs server/, needs no second go.
let vite: ViteDevServer;
let build: () => Promise<ServerBuild>;
let t: TestApp;
beforeAll(async () => {
  // The project's Vite config, with the plugins it leaves out under Vitest (React Router's plugin
  // needs a config file, and reads it again for its child compiler while the server starts).
  const vitest = process.env.VITEST;
  delete process.env.VITEST;
  try {
    vite = await createServer({
      configFile: path.join(PROJECT_ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      appType: 'custom',
    });
  } finally {
    process.env.VITEST = vitest;
  }
  build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  // Transformed here, within this hook's time, not inside the first test's 30 s (38 s on a busy machine).
  await build();
  t = await createTestApp({}, {}, { clientDir: '/nonexistent', webBuild: build });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await vite?.close();
});

/** The routes of the manifest written into the page (`window.__reactRouterManifest = {…};`). */
function pageManifestRoutes(html: string): string[] {
  const json = /window\.__reactRouterManifest = (\{[\s\S]*?\});\n/.exec(html)?.[1];
  expect(json, 'the page carries its manifest').toBeDefined();
  return Object.keys((JSON.parse(json as string) as { routes: Record<string, unknown> }).routes);
}

describe('route discovery', () => {
  it.each([
    ['/fee-details', 'routes/content/fee-details'],
    ['/', 'routes/home'],
  ])('renders %s without data-discover, with the manifest of its own routes only', async (url, routeId) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<a ');
    expect(res.body.match(/<(a|form)\b[^>]*data-discover[^>]*>/g) ?? []).toEqual([]);
    const routes = pageManifestRoutes(res.body);
    expect(routes).toContain('root');
    expect(routes).toContain(routeId);
    expect(routes.length).toBeLessThanOrEqual(3); // root, the page and `/`'s index route
    expect(routes.filter((id) => id.startsWith('routes/staff/'))).toEqual([]);
    const all = Object.keys((await build()).routes);
    expect(all.length).toBeGreaterThan(50);
  });

  it('answers /__manifest for a path with its routes, cached for as long as the build lasts', async () => {
    const { assets } = await build();
    const res = await t.app.inject({ method: 'GET', url: `/__manifest?paths=/fee-details&version=${assets.version}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    // Immutable: the address holds the build's version, so a new build is asked at a new address.
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-page-cache']).toBeUndefined();
    const patches = res.json() as Record<string, { id: string; path?: string; module: string }>;
    expect(patches['routes/content/fee-details']).toMatchObject({ id: 'routes/content/fee-details', path: 'fee-details' });
    expect(patches.root).toBeDefined();
    expect(Object.keys(patches).filter((id) => id.startsWith('routes/staff/'))).toEqual([]);
  });

  it('tells a page of an older build to load the document again, and that answer is not cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/__manifest?paths=/fee-details&version=an-older-build' });
    expect(res.statusCode).toBe(204);
    expect(res.headers['x-remix-reload-document']).toBe('true');
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers the several paths of one request, staff routes included (the routes are public, their loaders are not)', async () => {
    const { assets } = await build();
    const res = await t.app.inject({ method: 'GET', url: `/__manifest?paths=/about,/staff/members&version=${assets.version}` });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json() as object)).toEqual(expect.arrayContaining(['routes/content/about', 'routes/staff/layout', 'routes/staff/members']));
  });
});
