import AxeBuilder from '@axe-core/playwright';
import { expect, hydrated, logIn, test } from './fixtures.ts';

// Serious and critical WCAG 2.1 A/AA problems fail the journey; minor ones are left to review.
async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('account pages have no serious accessibility problems', async ({ page, consoleErrors }) => {
  for (const path of ['/auth/login', '/auth/signup', '/auth/resetpassword', '/auth/login?lang=th', '/no-such-page']) {
    await page.goto(path);
    await hydrated(page);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // The not-found page's own 404 is reported by the browser; it is expected.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('404')));
});

test('member pages have no serious accessibility problems', async ({ page }) => {
  await page.goto('/auth/login');
  await hydrated(page);
  await logIn(page, 'ananda', 'Yoga2011!');
  await expect(page.getByTestId('member-menu')).toBeVisible();
  for (const path of ['/user-profile', '/change-password', '/user-profile?lang=hi']) {
    await page.goto(path);
    await hydrated(page);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
