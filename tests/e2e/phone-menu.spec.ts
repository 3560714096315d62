import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { inLanguage, loggedIn } from './event-steps.ts';
import { expect, test } from './fixtures.ts';

// Issue 36: on a phone the burger menu holds a member's own pages (not only the small avatar menu),
// and the back office's sections for staff. Screenshots in Thai and Chinese at phone width.

const SHOTS = '/tmp/phone-menu-shots';

/** The drawer's slide-in has ended, so that the screenshot shows it in place. */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

test('a member finds their own pages in the phone menu (Thai)', async ({ browser }) => {
  mkdirSync(SHOTS, { recursive: true });
  const page = await loggedIn(browser, 'ananda', 'Yoga2011!', { width: 390, lang: 'en' });
  await inLanguage(page, '/', 'th');
  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  const menu = page.getByRole('dialog').getByTestId('phone-member-menu');
  for (const [name, href] of [
    ['โปรไฟล์ของฉัน', '/user-profile'],
    ['การแจ้งเตือน', '/notifications'],
    ['โรงเรียนของฉัน', '/school/profile'],
    ['การจองของฉัน', '/bookings'],
    ['การชำระเงิน', '/billing'],
  ])
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await expect(menu.getByRole('button', { name: 'ออกจากระบบ' })).toBeVisible();
  await expect(page.getByTestId('phone-staff-menu')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/member-th-390.png` });
  await menu.getByRole('link', { name: 'การจองของฉัน' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.context().close();
});

test('staff find the back office’s sections in the phone menu (Chinese)', async ({ browser }) => {
  mkdirSync(SHOTS, { recursive: true });
  const page = await loggedIn(browser, 'staff', 'Yoga2011!', { width: 390, lang: 'en' });
  await inLanguage(page, '/', 'zh');
  await page.getByRole('button', { name: '打开菜单' }).click();
  const staff = page.getByRole('dialog').getByTestId('phone-staff-menu');
  await expect(staff.getByRole('link', { name: '审计日志' })).toHaveAttribute('href', '/staff/audit');
  await expect(page.getByRole('dialog').getByTestId('phone-member-menu').getByRole('link', { name: '我的资料' })).toHaveAttribute('href', '/user-profile');
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/staff-zh-390.png` });
  await staff.getByRole('link', { name: '付款' }).click();
  await expect(page).toHaveURL(/\/staff\/payments$/);
  await page.context().close();
});
