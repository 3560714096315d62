import { expect, hydrated, logIn, test } from './fixtures.ts';

// The bell (SPEC §2, §4): the unread badge, the list, marking read and unread. Other journeys may
// add notifications for the same demo member (a payment, a booking), so counts are read, not assumed.

test('a member sees the unread badge, reads a notification, marks all read and all unread again', async ({ page }) => {
  await page.goto('/auth/login?lang=en');
  await hydrated(page);
  await logIn(page, 'ananda', 'Yoga2011!');
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await expect(page.getByTestId('bell')).toHaveAccessibleName(/^Notifications, \d+ unread$/);

  // The bell opens a list of the latest; its last link leads to all of them.
  await page.getByTestId('bell').click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByTestId('bell-item').first()).toBeVisible();
  await page.getByTestId('bell-see-all').click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
  await hydrated(page);
  const items = page.getByTestId('notification');
  const approval = items.filter({ hasText: 'is approved and listed' });
  await expect(approval).toHaveAttribute('data-read', 'false');
  const total = await items.count();
  expect(total).toBeGreaterThan(0);

  // Each step changes the count, so waiting for the new count waits for the step to finish.
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('unread-count')).toHaveText('0 unread');
  await expect(page.getByTestId('bell')).toHaveAccessibleName('Notifications');

  await page.getByRole('button', { name: 'Mark all as unread' }).click();
  await expect(page.getByTestId('unread-count')).not.toHaveText('0 unread');
  // Another journey may have told ananda something meanwhile (a booking, a graduate's claim): every
  // notification counted before is unread again, and perhaps one more.
  const unread = Number((await page.getByTestId('unread-count').textContent())?.match(/\d+/)?.[0]);
  expect(unread).toBeGreaterThanOrEqual(total);
  await expect(page.getByTestId('bell')).toHaveAccessibleName(/^Notifications, \d+ unread$/);

  await approval.getByRole('button', { name: 'Mark as read' }).click();
  await expect(approval).toHaveAttribute('data-read', 'true');
  // The item turns read at once; the count comes back with the list once the change is saved, and
  // then equals the unread items shown. Waiting for the number to change instead failed when
  // another journey's notification arrived meanwhile (one read, one new: the same count).
  const shownCount = async () => Number((await page.getByTestId('unread-count').textContent())?.match(/\d+/)?.[0]);
  const unreadShown = items.and(page.locator('[data-read="false"]'));
  await expect.poll(async () => (await shownCount()) - (await unreadShown.count())).toBe(0);
  const after = await shownCount();
  expect(after).toBeGreaterThanOrEqual(unread - 1);
  expect(after).toBeLessThan(unread + 2);
});

test('the notifications page speaks Thai and fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/auth/login?lang=th');
  await hydrated(page);
  await page.locator('input[name=username]').fill('ananda');
  await page.locator('input[name=password]').fill('Yoga2011!');
  await page.locator('form button[type=submit]').first().click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('การแจ้งเตือน');
  await expect(page.getByTestId('notification').filter({ hasText: 'ได้รับการอนุมัติ' })).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
