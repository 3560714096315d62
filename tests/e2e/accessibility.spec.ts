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
  const paths = [
    '/user-profile',
    '/change-password',
    '/user-profile?lang=hi',
    '/notifications',
    '/bookings',
    '/billing',
    '/teacher/profile',
    '/school/profile?lang=th',
  ];
  for (const path of paths) {
    await page.goto(path);
    await hydrated(page);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // The school's own page (its events list, graduates, gallery) and one of its events' bookings.
  await page.goto('/school/profile');
  await hydrated(page);
  expect(await seriousViolations(page), '/school/profile').toEqual([]);
  const bookings = await page.locator('a[href^="/school/events/"][href$="/bookings"]').first().getAttribute('href');
  expect(bookings).toBeTruthy();
  await page.goto(bookings ?? '');
  await hydrated(page);
  expect(await seriousViolations(page), bookings ?? '').toEqual([]);
});

test('the office pages have no serious accessibility problems', async ({ page }) => {
  await page.goto('/auth/login');
  await hydrated(page);
  await logIn(page, 'staff', 'Yoga2011!');
  await expect(page.getByTestId('member-menu')).toBeVisible();
  for (const path of ['/staff', '/staff/applications', '/staff/members', '/staff/payments', '/staff/audit', '/staff/content', '/staff/members?lang=th']) {
    await page.goto(path);
    await hydrated(page);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // A member and an application, as the lists link them.
  for (const [list, link] of [
    ['/staff/members', 'a[href^="/staff/members/"]'],
    ['/staff/applications', 'a[href^="/staff/applications/"]'],
  ]) {
    await page.goto(list);
    await hydrated(page);
    const href = await page.locator(link).first().getAttribute('href');
    await page.goto(href ?? '');
    await hydrated(page);
    expect(await seriousViolations(page), href ?? '').toEqual([]);
  }
});
