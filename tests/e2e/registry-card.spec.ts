import { readFileSync } from 'node:fs';
import { E2E_PORT } from '../../playwright.config.ts';
import { decodePdfQr } from '../../server/test/qr-decode.ts';
import { expect, hydrated, test } from './fixtures.ts';

// A registry card (docs/decisions/0036-registry-cards.md) from the member's hands to a stranger's
// phone: ananda downloads the card of her listed school, Lanna Yoga Chiang Mai; its QR code is read
// back from the printed PDF's pixels (as a phone camera would) and followed by visitors who are not
// logged in, who see that the registration is valid today — once without JavaScript, once on a
// phone in Thai.

test('a member downloads their registry card; a visitor scans its QR code and sees the registration is valid', async ({ page, browser }) => {
  await page.goto(`/auth/login?next=${encodeURIComponent('/school/profile')}`);
  await hydrated(page);
  await page.locator('input[name="username"]').fill('ananda');
  await page.locator('input[name="password"]').fill('Yoga2011!');
  await page.locator('form[method="post"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/school\/profile$/);
  await hydrated(page);

  const panel = page.getByTestId('registry-card');
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Lanna Yoga Chiang Mai')).toBeVisible();
  await expect(panel.getByTestId('registry-qr')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Download the card (PDF)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The phone's camera: the first page as pixels, the QR code read from them.
  const scanned = decodePdfQr(pdf);
  expect(scanned).toMatch(new RegExp(`^http://localhost:${E2E_PORT}/verify/[0-9A-Z]{5}-[0-9A-Z]{5}$`));
  const url = scanned as string;
  const code = url.slice(url.lastIndexOf('/') + 1);
  // The page's own code is the printed one.
  await expect(panel.getByText(code, { exact: true })).toBeVisible();

  // A visitor who is not logged in, without JavaScript: the server's page says it all.
  const plain = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  try {
    const visitor = await plain.newPage();
    const res = await visitor.goto(url);
    expect(res?.status()).toBe(200);
    const result = visitor.getByTestId('verify-result');
    await expect(result).toHaveAttribute('data-state', 'valid');
    await expect(result.getByText('Valid registration')).toBeVisible();
    await expect(result.getByText('This registration is valid today.')).toBeVisible();
    await expect(visitor.getByTestId('verify-name')).toHaveText('Lanna Yoga Chiang Mai');
    await expect(result.getByText(code)).toBeVisible();
    // Nothing private: not the owner's e-mail, and no way into the member's pages.
    expect(await visitor.content()).not.toContain('ananda@example.com');
    await expect(visitor.getByTestId('member-menu')).toHaveCount(0);
  } finally {
    await plain.close();
  }

  // A visitor on a phone whose language is Thai.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'th-TH', isMobile: true, hasTouch: true });
  try {
    const visitor = await phone.newPage();
    const errors: string[] = [];
    visitor.on('pageerror', (error) => errors.push(error.message));
    visitor.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await visitor.goto(url);
    await hydrated(visitor);
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'th');
    const result = visitor.getByTestId('verify-result');
    await expect(result).toHaveAttribute('data-state', 'valid');
    await expect(result.getByText('การขึ้นทะเบียนใช้ได้', { exact: true })).toBeVisible();
    await expect(result.getByText('การขึ้นทะเบียนนี้ใช้ได้ในวันนี้')).toBeVisible();
    await expect(visitor.getByTestId('verify-name')).toHaveText('Lanna Yoga Chiang Mai');
    await expect(result).toBeInViewport();
    // Mobile first: nothing wider than the phone.
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  } finally {
    await phone.close();
  }
});
