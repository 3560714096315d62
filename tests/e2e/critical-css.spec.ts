import type { Browser } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';

// A page's head links the rules its markup uses; the whole stylesheet follows without blocking
// the first paint (app/lib/critical-css.server.ts).

async function screenshot(browser: Browser, url: string, width: number, wholeStylesheet: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  const page = await context.newPage();
  // Without the whole stylesheet (the <noscript> link), only the page's own rules draw it.
  if (!wholeStylesheet) await page.route(/\/assets\/root-[\w-]+\.css$/, (route) => route.abort());
  await page.goto(url);
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ fullPage: true, animations: 'disabled' });
  await context.close();
  return png;
}

for (const [url, width] of [
  ['/fee-details?lang=en', 1280],
  ['/about/contact?lang=th', 390],
  ['/auth/login?lang=hi', 390],
] as const) {
  test(`the page's own rules alone draw ${url} at ${width} px as the whole stylesheet does`, async ({ browser }) => {
    const whole = await screenshot(browser, url, width, true);
    const own = await screenshot(browser, url, width, false);
    expect(own.equals(whole)).toBe(true);
  });
}

test('the whole stylesheet applies when the page shows something new, not while it loads', async ({ page }) => {
  await page.goto('/fee-details?lang=en');
  expect(await page.locator('head link[rel="stylesheet"][href^="/critical-css/"]').count()).toBe(1);
  await hydrated(page);
  // Taking over put in nothing the page's own rules do not cover: the page was not restyled.
  expect(await page.locator('link[data-deferred-style]').evaluate((l: HTMLLinkElement) => l.disabled)).toBe(true);
  await page.getByRole('button', { name: 'About' }).hover();
  const item = page.getByRole('menuitem', { name: 'Our team' });
  await expect(item).toBeVisible();
  expect(await page.locator('link[data-deferred-style]').evaluate((l: HTMLLinkElement) => l.disabled)).toBe(false);
  // Mantine's dropdown rules were not among the page's own (no menu in the served page).
  expect(await item.evaluate((el) => getComputedStyle(el.closest('[role="menu"]') as Element).position)).toBe('absolute');
});

test('a press applies the whole stylesheet too (what it changes may be styled by rules the page did not use)', async ({ page }) => {
  await page.goto('/auth/login?lang=en');
  await hydrated(page);
  await page.getByLabel('Username or email').click();
  expect(await page.locator('link[data-deferred-style]').evaluate((l: HTMLLinkElement) => l.disabled)).toBe(false);
});
