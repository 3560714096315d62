import { expect, test } from './fixtures.ts';

// Guards of the page rewrites that mirror what a dependency writes (decision 0044): when a React
// Router upgrade changes its <Scripts> output, app/lib/hydrate-after-paint.server.ts finds nothing
// to rewrite and serves the page unchanged — silently, but for this test.

for (const url of ['/', '/fee-details?lang=th', '/directory/schools', '/auth/login?lang=hi']) {
  test(`${url}: the page's code is loaded after its first paint, as React Router's output is rewritten`, async ({ request }) => {
    const res = await request.get(url);
    expect(res.status()).toBe(200);
    const html = await res.text();
    // React Router's preload links left the head; the module script adds them after the first frame.
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('requestAnimationFrame');
    // Its static route imports became dynamic ones, still registered before the entry starts.
    expect(html).not.toMatch(/import \* as route\d+ from/);
    expect(html).toMatch(/const route0 = await import\("\/assets\/root-[\w-]+\.js"\);/);
    expect(html.indexOf('__reactRouterRouteModules')).toBeLessThan(html.lastIndexOf('import("/assets/entry.client-'));
  });
}
