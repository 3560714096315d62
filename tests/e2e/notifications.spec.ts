import { expect, hydrated, logIn, test } from './fixtures.ts';

// The bell (SPEC §2, §4): the unread badge, the list, marking read and unread.

test('a member sees the unread badge, reads the notification and marks all unread again', async ({ page }) => {
  await page.goto('/auth/login?lang=en');
  await hydrated(page);
  await logIn(page, 'ananda', 'Yoga2011!');
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await expect(page.getByTestId('bell')).toHaveAccessibleName('Notifications, 1 unread');

  await page.getByTestId('bell').click();
  await expect(page).toHaveURL(/\/notifications$/);
  await hydrated(page);
  const item = page.getByTestId('notification').first();
  await expect(item).toContainText('is approved and listed');
  await expect(item).toHaveAttribute('data-read', 'false');

  await item.getByRole('button', { name: 'Mark as read' }).click();
  await expect(item).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('bell')).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('unread-count')).toHaveText('0 unread');

  await page.getByRole('button', { name: 'Mark all as unread' }).click();
  await expect(page.getByTestId('unread-count')).toHaveText('1 unread');
  await expect(page.getByTestId('bell')).toHaveAccessibleName('Notifications, 1 unread');
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
  await expect(page.getByTestId('notification').first()).toContainText('ได้รับการอนุมัติ');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
