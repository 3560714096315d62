import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, hydrated, logIn, test } from './fixtures.ts';

// A member's own school and teacher pages (issue 10): the owner of a listed CYS school (ananda, Lanna
// Yoga Chiang Mai) edits the public profile, the gallery and the graduates; another member (li.wei)
// claims a graduate record, the school confirms it, and the teacher page shows CYT.

const SCHOOL = 'lanna-yoga-chiang-mai';
const run = Date.now().toString(36).toUpperCase();

async function logInAt(page: Page, path: string, login: string, lang = 'en') {
  await page.goto(`/auth/login?lang=${lang}&next=${encodeURIComponent(path)}`);
  await hydrated(page);
  // By field names: the login page speaks the journey's language.
  await page.locator('input[name="username"]').fill(login);
  await page.locator('input[name="password"]').fill('Yoga2011!');
  await page.locator('form[method="post"] button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await hydrated(page);
}

const toast = (page: Page) => page.getByTestId('toast').last();
const png = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
const csv = (lines: string[]) => ({ name: 'graduates.csv', mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) });

test('the owner of a listed school manages its profile, gallery, graduates and claims; a member becomes CYT', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.goto('/school/profile');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fschool%2Fprofile$/);
  await hydrated(page);
  await logIn(page, 'ananda', 'Yoga2011!');
  await expect(page).toHaveURL(/\/school\/profile$/);
  await hydrated(page);
  await expect(page.getByTestId('status-badge')).toHaveText('Approved');
  await expect(page.getByTestId('reviewed-fields')).toContainText('CYS');

  // A public field, saved and shown on the public page.
  const styleText = `Slow flow at sunrise, round ${run}.`;
  await page.getByLabel('About your style of teaching').fill(styleText);
  await page.getByTestId('profile-save').click();
  await expect(toast(page)).toHaveText('Successfully saved data');
  await page.getByTestId('public-page').click();
  await expect(page).toHaveURL(new RegExp(`/schools/${SCHOOL}$`));
  await expect(page.getByText(styleText)).toBeVisible();

  // Gallery: two images with captions at once, one moved earlier, one deleted.
  await page.goto('/school/profile');
  await hydrated(page);
  const items = page.getByTestId('gallery-item');
  const before = await items.count();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('gallery-choose').click();
  await (await chooser).setFiles([
    { name: 'first.png', mimeType: 'image/png', buffer: await png('#d9480f') },
    { name: 'second.png', mimeType: 'image/png', buffer: await png('#1971c2') },
  ]);
  await page.getByLabel('Caption of image 1').fill(`Sunrise ${run}`);
  await page.getByLabel('Caption of image 2').fill(`Moonrise ${run}`);
  await page.getByTestId('gallery-upload').click();
  await expect(toast(page)).toHaveText('Successfully saved data');
  await expect(items).toHaveCount(before + 2);
  const captions = () => page.getByTestId('gallery-caption').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect((await captions()).slice(-2)).toEqual([`Sunrise ${run}`, `Moonrise ${run}`]);
  await items.last().getByRole('button', { name: 'Move earlier' }).click();
  await expect.poll(async () => (await captions()).slice(-2)).toEqual([`Moonrise ${run}`, `Sunrise ${run}`]);
  await items.last().getByRole('button', { name: 'Delete image' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page)).toHaveText('Successfully delete data');
  await expect(items).toHaveCount(before + 1);
  expect((await captions()).at(-1)).toBe(`Moonrise ${run}`);

  // A graduate: a wrong date is refused beside its field, then saved, then edited.
  const number = `E2E-${run}-1`;
  await page.getByTestId('graduate-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Graduate number').fill(number);
  await dialog.getByLabel('Name').fill('Nok Example');
  await dialog.getByLabel('Graduation date').fill('2999-01-01');
  await dialog.getByTestId('graduate-save').click();
  await expect(dialog.getByText('Enter the graduation date as YYYY-MM-DD; it cannot be in the future.')).toBeVisible();
  await dialog.getByLabel('Graduation date').fill('2024-03-15');
  await dialog.getByLabel('Teacher level').click({ force: true });
  await page.getByRole('option', { name: '500 h' }).click();
  await dialog.getByTestId('graduate-save').click();
  await expect(toast(page)).toHaveText('Successfully saved data');
  await expect(dialog).toBeHidden();
  const numberSort = new URLSearchParams({ gsort: '-number' });
  await page.goto(`/school/profile?${numberSort}`);
  await hydrated(page);
  const row = page.getByTestId('graduate-row').filter({ hasText: number });
  await expect(row).toContainText('Nok Example');
  await expect(row).toContainText('500 h');
  await row.getByRole('button', { name: 'Edit Nok Example' }).click();
  await dialog.getByLabel('Name').fill('Nok Srisawat');
  await dialog.getByTestId('graduate-save').click();
  await expect(toast(page)).toHaveText('Successfully saved data');
  await expect(row).toContainText('Nok Srisawat');

  // A CSV with a bad row saves nothing and names the row; a good one saves every row.
  const header = 'graduate_number,name,graduation_date,teacher_level,style_of_yoga,teacher_apply_type';
  const count = page.getByTestId('own-graduates').getByTestId('graduate-row');
  const total = async () => Number((await page.getByTestId('graduates-count').textContent())?.match(/\d+/)?.[0]);
  const graduatesBefore = await total();
  await page
    .locator('input[type="file"][name="file"]')
    .setInputFiles(csv([header, `E2E-${run}-2,Ploy Example,2023-06-01,200,hatha,RTY`, `E2E-${run}-3,Dao Example,2023-13-45,200,hatha,RTY`]));
  await page.getByTestId('import-submit').click();
  await expect(toast(page)).toHaveText('1 row has errors, so nothing was saved. Correct it and send the file again.');
  const report = page.getByTestId('import-report-row');
  await expect(report).toHaveCount(1);
  await expect(report).toContainText('3');
  await expect(report).toContainText('graduation_date');
  expect(await total()).toBe(graduatesBefore);
  await page
    .locator('input[type="file"][name="file"]')
    .setInputFiles(csv([header, `E2E-${run}-2,Ploy Example,2023-06-01,200,hatha,RTY`, `E2E-${run}-3,Dao Example,2023-12-05,"200,500",yin;hatha,CYT`]));
  await page.getByTestId('import-submit').click();
  await expect(toast(page)).toHaveText('2 graduates imported.');
  await expect(page.getByTestId('import-report')).toBeHidden();
  await expect.poll(total).toBe(graduatesBefore + 2);
  await expect(count.filter({ hasText: `E2E-${run}-3` })).toContainText('Dao Example');
  const template = await page.request.get('/school/graduates-template.csv');
  expect(template.headers()['content-type']).toContain('text/csv');
  expect(await template.text()).toContain(header);

  // Another member claims the record by number and name; the school confirms; the teacher page shows CYT.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await logInAt(member, '/teacher/profile', 'li.wei');
  await expect(member.getByTestId('certifications')).toHaveCount(0);
  await member.getByTestId('claim-school').click();
  await member.getByRole('option', { name: /^Lanna Yoga Chiang Mai/ }).click();
  await member.getByLabel('Graduate number').fill(number.toLowerCase());
  await member.getByLabel('Name', { exact: true }).fill('  nok   SRISAWAT ');
  await member.getByTestId('claim-submit').click();
  await expect(toast(member)).toHaveText('Your claim was sent to the school. Your teacher profile shows CYT once the school confirms it.');
  const claim = member.getByTestId('my-claim').filter({ hasText: number });
  await expect(claim.getByTestId('claim-status')).toHaveText('Waiting for the school');

  await page.reload();
  await hydrated(page);
  const pending = page.getByTestId('claim-row').filter({ hasText: number });
  await expect(pending).toContainText('Wei Li');
  await pending.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page)).toHaveText('Claim confirmed: the graduate is now a Certified Yoga Teacher (CYT).');
  await expect(page.getByTestId('claims-to-decide')).toHaveCount(0);

  await member.reload();
  await hydrated(member);
  await expect(claim.getByTestId('claim-status')).toHaveText('Confirmed');
  await expect(member.getByTestId('certifications')).toContainText('CYT');
  await expect(member.getByTestId('certifications')).toContainText('Lanna Yoga Chiang Mai');
  await expect(member.getByTestId('certifications')).toContainText('Mar 15, 2024');
  await member.goto('/teachers/li-wei');
  await expect(member.getByRole('main')).toContainText('CYT');

  // The record is taken now: someone else's claim is refused with the API's words.
  const third = await browser.newContext();
  const sofia = await third.newPage();
  await logInAt(sofia, '/teacher/profile', 'sofia');
  await sofia.getByTestId('claim-school').click();
  await sofia.getByRole('option', { name: /^Lanna Yoga Chiang Mai/ }).click();
  await sofia.getByLabel('Graduate number').fill(number);
  await sofia.getByLabel('Name', { exact: true }).fill('Nok Srisawat');
  await sofia.getByTestId('claim-submit').click();
  await expect(toast(sofia)).toHaveText('This graduate record has already been claimed.');
  await third.close();

  // Withdrawn again, so other journeys find li.wei as seeded.
  await member.goto('/teacher/profile');
  await hydrated(member);
  await claim.getByRole('button', { name: 'Withdraw' }).click();
  // The question opens beside the button; its own Withdraw confirms (waiting for it, not racing the popover).
  await member.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(toast(member)).toHaveText('Successfully delete data');
  await expect(member.getByTestId('certifications')).toHaveCount(0);
  await memberContext.close();
});

test('a member without a school sees how to register; the own pages work on a phone in Thai', async ({ browser }) => {
  const phoneSize = { viewport: { width: 390, height: 844 } };
  const stranger = await browser.newContext(phoneSize);
  const visitor = await stranger.newPage();
  await logInAt(visitor, '/school/profile', 'li.wei', 'th');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('โรงเรียนของฉัน');
  await expect(visitor.getByTestId('no-application').getByRole('link', { name: 'ลงทะเบียนโรงเรียน' })).toHaveAttribute('href', '/school/register');
  await stranger.close();

  const phone = await browser.newContext(phoneSize);
  const page = await phone.newPage();
  await logInAt(page, '/school/profile', 'ananda', 'th');
  await expect(page.getByTestId('status-badge')).toHaveText('อนุมัติแล้ว');
  const row = page.getByTestId('graduate-row').first();
  await row.scrollIntoViewIfNeeded();
  // On a phone each graduate is a card (no sideways scrolling).
  expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('block');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto('/teacher/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('โปรไฟล์ครูของฉัน');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();
});
