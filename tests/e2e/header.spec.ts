import { expect, hydrated, test } from './fixtures.ts';

// The header's menus and the phone drawer are put in the page when first reached for, not at load.
test('a main menu opens by keyboard, keeps the focus on its button, and closes with Escape', async ({ page }) => {
  await page.goto('/fee-details');
  await hydrated(page);
  const about = page.getByRole('button', { name: 'About' });
  await about.focus();
  await expect(about).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Our team' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Our team' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'About' })).toBeFocused();
});

// Enter pressed on the plain button before the menu takes its place (a busy phone): focus and click in one task.
test('a main menu opened at the first key press gives the focus back to its button on Escape', async ({ page }) => {
  await page.goto('/fee-details');
  await hydrated(page);
  await page.getByRole('button', { name: 'About' }).evaluate((button: HTMLElement) => {
    button.focus();
    button.click();
  });
  await expect(page.getByRole('menuitem', { name: 'Our team' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Our team' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'About' })).toBeFocused();
});

test('a main menu opens under the pointer and its link navigates in the page', async ({ page }) => {
  await page.goto('/fee-details');
  await hydrated(page);
  await page.getByRole('button', { name: 'About' }).hover();
  await page.getByRole('menuitem', { name: 'Our team' }).click();
  await expect(page).toHaveURL(/\/about\/our-team$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our team');
  // A tap on another menu's button opens it at once.
  await page.getByRole('button', { name: 'Community' }).click();
  await expect(page.getByRole('menuitem', { name: 'Member park' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the drawer opens at the first press of the burger, closes, and opens again', async ({ page }) => {
    await page.goto('/fee-details');
    await hydrated(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const burger = page.getByRole('button', { name: 'Open the menu' });
    await burger.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Fees' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await burger.click();
    await drawer.getByRole('link', { name: 'Standards' }).click();
    await expect(page).toHaveURL(/\/standards$/);
    await expect(drawer).toBeHidden();
  });
});
