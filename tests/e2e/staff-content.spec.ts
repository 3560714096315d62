import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pdf, png } from '../../server/test/upload-files.ts';
import { expect, hydrated, logIn, signUp, test, uniqueMember } from './fixtures.ts';

// The office edits the site's content (issue 12): an FAQ answer in Thai reaches the public FAQ in
// Thai; a rating hidden with a reason leaves the school's page; a team member's new photo reaches the team page.

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/content-shots';

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function staffLogin(page: Page, next: string) {
  await page.goto(`/auth/login?next=${encodeURIComponent(next)}&lang=en`);
  await hydrated(page);
  await logIn(page, 'staff', 'Yoga2011!');
  await expect(page).toHaveURL(new RegExp(`${next.replace(/\//g, '\\/')}$`));
  await hydrated(page);
}

test('staff edit an FAQ answer in Thai and the public FAQ shows it in Thai', async ({ page, browser }) => {
  await staffLogin(page, '/staff/content/faq');
  const answer = `ชำระได้ทั้งบัตรและโอนเงิน (${Date.now().toString(36)})`;
  const list = page.getByTestId('content-list');
  const question = (await list.getByRole('link').first().textContent()) as string;
  await list.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question);
  await hydrated(page);

  // English is required: emptying it is refused beside the field, and nothing is saved.
  const english = page.getByLabel('Answer (English)');
  const before = await english.inputValue();
  await english.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Write the English text: it is required, and the other languages fall back to it.')).toBeVisible();
  await english.fill(before);

  await page.getByRole('tab', { name: 'Answer: ไทย' }).click();
  await page.getByLabel('Answer (ไทย)').fill(answer);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/staff\/content\/faq$/);
  await expect(page.getByTestId('toast')).toContainText('Successfully saved data');

  // A visitor (no session: the page cache would serve them) reads the new answer in Thai.
  const visitor = await browser.newContext();
  const faq = await visitor.newPage();
  await faq.goto('/about/faq?lang=th');
  await expect(faq.getByText(answer)).toBeAttached();
  await expect(faq.getByText(question)).toHaveCount(0); // the Thai question is shown, not the English one
  await visitor.close();

  // The change is in the audit log with who made it.
  await page.goto('/staff/audit?subject_kind=faq_entry');
  await expect(page.getByTestId('audit-history')).toContainText('edited the FAQ entry');
  await expect(page.getByTestId('audit-history')).toContainText('staff@example.com');

  // Screenshots of the back office's content pages in Thai and Chinese.
  await page.goto('/staff/content?lang=th');
  await shoot(page, 'content-index-th');
  await page.goto('/staff/content/faq?lang=th');
  await shoot(page, 'faq-list-th');
  await page.getByTestId('content-list').getByRole('link').first().click();
  await page.getByRole('tab', { name: /ไทย$/ }).first().click();
  await shoot(page, 'faq-edit-th');
  await page.goto('/staff/content/fees?lang=zh');
  await shoot(page, 'fees-zh');
  await page.goto('/staff/content/videos/new?lang=zh');
  await shoot(page, 'video-new-zh');
});

test('staff hide a rating with a reason and it leaves the school page', async ({ page, browser }) => {
  // A new member rates a school, so no other journey's counts change.
  const member = uniqueMember();
  const comment = `Noisy street outside ${Date.now().toString(36)}`;
  const rater = await browser.newContext();
  const raterPage = await rater.newPage();
  await signUp(raterPage, member);
  await expect(raterPage).toHaveURL(/\/user-profile$/);
  await raterPage.goto('/schools/kyoto-zen-yoga');
  await hydrated(raterPage);
  const reviews = raterPage.locator('#reviews');
  const star = await reviews.locator('input[type=radio][value="2"]').getAttribute('id');
  await raterPage.locator(`label[for="${star}"]`).click();
  await reviews.getByLabel('Your comment').fill(comment);
  await reviews.getByRole('button', { name: 'Post comment' }).click();
  await expect(reviews.getByText(comment)).toBeVisible();
  await rater.close();

  await staffLogin(page, '/staff/content/ratings');
  const card = page.getByTestId('staff-rating').filter({ hasText: comment });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Hide' }).click();
  await expect(card.getByText('This field is required.')).toBeVisible();
  await card.getByLabel('Reason').fill('Not about the teaching');
  await card.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByTestId('toast')).toContainText('The rating is hidden from the school page.');
  await expect(card.getByTestId('hidden-reason')).toContainText('Not about the teaching');
  await expect(card.getByTestId('hidden-reason')).toContainText('staff@example.com');

  const visitor = await browser.newContext();
  const school = await visitor.newPage();
  await school.goto('/schools/kyoto-zen-yoga?lang=zh');
  await expect(school.locator('#reviews')).toBeVisible();
  await expect(school.getByText(comment)).toHaveCount(0);
  await expect(school.getByText('Not about the teaching')).toHaveCount(0);
  await visitor.close();

  await page.goto('/staff/content/ratings?status=hidden&lang=zh');
  await expect(page.getByTestId('staff-rating').filter({ hasText: comment })).toBeVisible();
  await shoot(page, 'ratings-hidden-zh');
  await page.goto('/staff/content/ratings?lang=th');
  await shoot(page, 'ratings-th');
});

test('the content pages have no serious accessibility problems', async ({ page }) => {
  // Seven pages scanned, then full-page screenshots at two widths: over a minute on a slow 2-core host.
  test.setTimeout(150_000);
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await staffLogin(page, '/staff/content');
  for (const path of [
    '/staff/content',
    '/staff/content/videos',
    '/staff/content/platform-events/new',
    '/staff/content/fees',
    '/staff/content/ratings?lang=th',
  ]) {
    await page.goto(path);
    await hydrated(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious, path).toEqual([]);
  }
  await page.goto('/staff/content/platform-events/new?lang=hi');
  await shoot(page, 'event-new-hi');
});

test('staff add a members-only video with a Chinese title, visitors see it locked in the exclusive center, then staff delete it', async ({ page, browser }) => {
  await staffLogin(page, '/staff/content/videos/new');
  const title = `Evening yin ${Date.now().toString(36)}`;
  await page.getByLabel('Title (English)').fill(title);
  await page.getByRole('tab', { name: 'Title: 中文' }).click();
  await page.getByLabel('Title (中文)').fill(`晚间阴瑜伽 ${title}`);
  await page.getByLabel('Description (English)').fill('A quiet practice before sleep.');
  await page.getByLabel('Category').selectOption('practice');
  await page.getByLabel('Video id').fill('e2eVideo01');
  await page.getByLabel('Length in seconds').fill('1200');
  await page.getByLabel('Members only').check();
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/staff\/content\/videos$/);
  await expect(page.getByTestId('content-list')).toContainText(title);

  const visitor = await browser.newContext();
  const exclusive = await visitor.newPage();
  await exclusive.goto('/community/exclusive-center?lang=zh');
  await expect(exclusive.getByText(`晚间阴瑜伽 ${title}`)).toBeVisible();
  await visitor.close();

  await page.getByRole('link', { name: title }).click();
  await hydrated(page);
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/staff\/content\/videos$/);
  await expect(page.getByTestId('toast').filter({ hasText: 'Successfully delete data' })).toBeVisible();
  await expect(page.getByTestId('content-list')).not.toContainText(title);
});

test('staff give a team member a new photo (a wrong file refused first) and the public team page shows it', async ({ page, browser }) => {
  await staffLogin(page, '/staff/content/team');
  const edit = page.locator('a[href^="/staff/content/team/"]:not([href$="/new"])').first();
  await edit.click();
  await expect(page).toHaveURL(/\/staff\/content\/team\/\d+$/);
  const editUrl = new URL(page.url()).pathname;
  await hydrated(page);
  // The edit page has rendered (the URL changes first): its heading is the member's name, not the list's.
  const form = page.getByRole('form', { name: 'Photo' });
  await expect(form).toBeVisible();
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) as string;
  const file = form.locator('input[type="file"][name="photo"]');

  // A document is refused in the browser, in the office's language, before anything is sent.
  await file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf() });
  await expect(form.getByText('Upload a JPEG, PNG or WebP image.')).toBeVisible();
  await file.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await png(900, 700) });
  await expect(form.getByText('Upload a JPEG, PNG or WebP image.')).toHaveCount(0);
  await form.getByRole('button', { name: 'Upload the photo' }).click();
  // The photo is converted before it is saved: under the full run's load that has taken more than the default 10 s once.
  await expect(page.getByTestId('toast').filter({ hasText: 'The photo has been saved.' })).toBeVisible({ timeout: 30_000 });
  await expect(form.getByTestId('team-photo').locator('img')).toHaveAttribute('src', /\/media\/team\/\d+\/[\w-]+\.webp$/);
  const src = (await form.getByTestId('team-photo').locator('img').getAttribute('src')) as string;
  await page.goto(`${editUrl}?lang=th`);
  await expect(page.getByRole('form', { name: 'รูปภาพ' })).toBeVisible();
  await shoot(page, 'team-photo-th');

  // Visitors see it on the team page.
  const visitor = await browser.newContext();
  const about = await visitor.newPage();
  await about.goto('/about/our-team?lang=en');
  const card = about.getByTestId('team-member').filter({ hasText: name });
  await expect(card.locator('img')).toHaveAttribute('src', src);
  expect((await about.request.get(src)).headers()['content-type']).toBe('image/webp');
  await shoot(about, 'team-page-with-photo');
  await visitor.close();
});
