import { expect, hydrated, logIn, test } from './fixtures.ts';

// The office's back office: what waits, an application read in full with its documents, a decision.

test('staff review a paid application: documents open, a rejection needs a reason, approval lists the school', async ({ page }) => {
  expect((await page.request.get('/schools/chiang-mai-new-school')).status()).toBe(404);
  await page.goto('/auth/login?next=/staff&lang=en');
  await hydrated(page);
  await logIn(page, 'staff', 'Yoga2011!');
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByTestId('staff-count').first()).not.toHaveText('0');

  await page.getByRole('link', { name: 'Applications to review' }).click();
  await expect(page.getByTestId('staff-applications')).toContainText('Chiang Mai New Hatha School');
  await page.getByRole('link', { name: 'Chiang Mai New Hatha School' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chiang Mai New Hatha School');
  await hydrated(page);

  // The private documents open for staff, as attachments.
  const links = page.getByTestId('document-link');
  await expect(links).toHaveCount(4);
  const download = await page.request.get((await links.first().getAttribute('href')) as string);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toMatch(/^attachment/);
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Rejecting without a reason is refused beside the message field, and changes nothing.
  await page.getByLabel('Reject it').check();
  await page.getByRole('button', { name: 'Send decision' }).click();
  await expect(page.getByText('Write a message for the member.')).toBeVisible();

  await page.getByLabel('Approve and list it').check();
  await page.getByRole('button', { name: 'Send decision' }).click();
  await expect(page).toHaveURL(/\/staff\/applications$/);
  await expect(page.getByTestId('toast')).toContainText('approved');
  await expect(page.getByText('Chiang Mai New Hatha School')).toHaveCount(0);

  const listed = await page.request.get('/schools/chiang-mai-new-school');
  expect(listed.status()).toBe(200);

  // The decision is in the audit log, with who made it.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByTestId('audit-history')).toContainText('approved the school application of Chiang Mai New Hatha School');
  await expect(page.getByTestId('audit-history')).toContainText('staff@example.com');
});

test('staff find a member and see their school, teacher page and invoices', async ({ page }) => {
  await page.goto('/auth/login?next=/staff/members&lang=en');
  await hydrated(page);
  await logIn(page, 'staff', 'Yoga2011!');
  await expect(page).toHaveURL(/\/staff\/members$/);
  await page.getByLabel('Find a member').fill('ananda@example.com');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByTestId('staff-members')).toContainText('ananda@example.com');
  await page.getByRole('link', { name: 'Ananda Sharma' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ananda Sharma');
  await expect(page.getByText('Lanna Yoga Chiang Mai')).toBeVisible();
  await expect(page.getByTestId('member-access')).toHaveText('Active');
  await expect(page.getByRole('button', { name: 'Make staff' })).toBeVisible();
});

test('staff see a member’s event bookings: event, school, dates and status, in Thai on a phone too', async ({ page }) => {
  await page.goto('/auth/login?next=/staff/members&lang=en');
  await hydrated(page);
  await logIn(page, 'staff', 'Yoga2011!');
  await expect(page).toHaveURL(/\/staff\/members$/);
  await page.getByLabel('Find a member').fill('sofia');
  await page.getByRole('button', { name: 'Show' }).click();
  // By name: until the search answers, the list still shows the newest members (other journeys' ones).
  await page.getByTestId('staff-members').getByRole('link', { name: 'Sofia Rossi' }).click();
  await expect(page).toHaveURL(/\/staff\/members\/\d+$/);
  const bookings = page.getByTestId('member-bookings');
  await expect(bookings.getByRole('heading', { name: 'Event bookings' })).toBeVisible();
  // Her attended CE event (the demo's): the event and its school link on, with the dates and the status.
  const attended = bookings.getByTestId('member-booking').filter({ has: page.getByTestId('booking-status').filter({ hasText: 'Attended' }) });
  await expect(attended).toHaveCount(1);
  await expect(attended.getByRole('link').first()).toHaveAttribute('href', /^\/event\/\d+$/);
  await expect(attended.getByRole('link').nth(1)).toHaveAttribute('href', /^\/staff\/applications\/school\/\d+$/);
  await expect(attended).toContainText('Booked on');
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/staff-member-bookings-en-1280.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${page.url()}?lang=th`);
  await expect(bookings.getByRole('heading', { name: 'การจองกิจกรรม' })).toBeVisible();
  await expect(bookings.getByTestId('booking-status').filter({ hasText: 'เข้าร่วมแล้ว' })).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/staff-member-bookings-th-390.png`, fullPage: true });
});

test('the back office is the not-found page for members and visitors', async ({ page }) => {
  expect((await page.request.get('/staff')).status()).toBe(404);
  await page.goto('/auth/login?lang=en');
  await hydrated(page);
  await logIn(page, 'sofia', 'Yoga2011!');
  await expect(page).not.toHaveURL(/\/auth\/login/);
  // Asked with the member's session (a page load of a 404 would log a console error by design).
  expect((await page.request.get('/staff/applications')).status()).toBe(404);
  await page.getByTestId('member-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Back office' })).toHaveCount(0);
});
