import { expect, hydrated, logIn, test } from './fixtures.ts';

// Booking a place (SPEC §6–7): a visitor is asked to log in and comes back; a member books once,
// sees the booking, and cancels it with a reason.

test('a visitor logs in to book, books a place once, sees it in my bookings and cancels it', async ({ page }) => {
  await page.goto('/directory/events?lang=en');
  const first = page.getByTestId('event-card').first().locator('a.dir-card-link');
  const href = (await first.getAttribute('href')) as string;
  await page.goto(href);
  await page.getByTestId('book-login').click();
  await expect(page).toHaveURL(/\/auth\/login\?next=/);
  await hydrated(page);
  await logIn(page, 'li.wei', 'Yoga2011!');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await hydrated(page);

  await page.getByTestId('book').click();
  await expect(page.getByTestId('toast')).toBeVisible();
  await expect(page.getByTestId('my-booking')).toBeVisible();
  await expect(page.getByTestId('book')).toHaveCount(0);

  await page.getByRole('link', { name: 'Manage your bookings' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  await hydrated(page);
  const booking = page.getByTestId('booking').first();
  await expect(booking.getByTestId('booking-status')).toHaveText(/Waiting for confirmation|On the waiting list/);
  await booking.getByLabel('Reason for cancelling').fill('My dates changed');
  await booking.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByTestId('booking').first().getByTestId('booking-status')).toHaveText('Cancelled');

  // Cancelled, the event can be booked again.
  await page.goto(href);
  await expect(page.getByTestId('book')).toBeVisible();
});
