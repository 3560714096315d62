import { expect, hydrated, logIn, test } from './fixtures.ts';

// "My bookings" opened straight (a document load, so React hydrates the server's HTML) by a member
// with an open booking: the browser must render exactly the server's text. A date range formatted
// again in the browser came out with other spaces than Node's (React error #418 on every load).
// The browser sits in another time zone than the server, so a date written in the runtime's own
// zone would differ too.

test.use({ timezoneId: 'Pacific/Kiritimati' });

test('my bookings hydrates without a mismatch, in every language', async ({ page }) => {
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Minified React error|hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Minified React error|hydrat/i.test(error.message)) hydrationErrors.push(error.message);
  });

  await page.goto('/auth/login?lang=en&next=/bookings');
  await hydrated(page);
  await logIn(page, 'mali', 'Yoga2011!');
  await expect(page).toHaveURL((url) => url.pathname === '/bookings');

  for (const lang of ['en', 'th', 'zh', 'hi']) {
    await page.goto(`/bookings?lang=${lang}`);
    await hydrated(page);
    // Mali's demo booking is open: confirmed, with its calendar link and the cancel form.
    const booking = page.getByTestId('booking').first();
    await expect(booking).toBeVisible();
    await expect(booking.locator('a[href$="/calendar.ics"]')).toBeVisible();
    await expect(booking).toContainText(/\d{4}|[०-९]{4}/); // the year (Buddhist era in Thai)
    expect(hydrationErrors, `hydration errors on /bookings?lang=${lang}`).toEqual([]);
  }

  // Notification times: rendered in UTC (said so) on the server and while hydrating, then in the
  // reader's own zone (Kiritimati, UTC+14).
  await page.goto('/notifications?lang=en');
  await hydrated(page);
  const first = page.getByTestId('notification').first().locator('time');
  await expect(first).toBeVisible();
  await expect(first).not.toContainText('UTC');
  const at = new Date((await first.getAttribute('datetime')) as string);
  const local = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Pacific/Kiritimati' }).format(at);
  await expect(first).toHaveText(local);
  expect(hydrationErrors, 'hydration errors on /notifications').toEqual([]);
});
