import { expect, hydrated, logIn, test } from './fixtures.ts';

test('a visitor searches by country, narrows by region, opens a school and its event, and sees the contact after logging in', async ({ page }) => {
  await page.goto('/directory');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a registered yoga school, teacher or training');

  // Choosing a country applies at once (no Search press): the count, the cards, the map and the region choices follow.
  await page.getByTestId('country-filter').selectOption('TH');
  await expect(page).toHaveURL(/\/directory\/schools\?country=TH$/);
  await expect(page.getByTestId('result-count')).toHaveText('4 results');
  await expect(page.getByTestId('school-card')).toHaveCount(4);
  await expect(page.getByTestId('region-filter').locator('option', { hasText: 'Chiang Mai' })).toHaveCount(1);
  // Listings waiting for approval never show.
  await expect(page.getByText('Chiang Mai New Hatha School')).toHaveCount(0);
  // The map shows the markers of the search, zoomed to the country with its finer outlines.
  await expect(page.locator('.dir-map path[fill="#ff971b"]')).toHaveCount(4, { timeout: 15_000 });
  await expect(page.locator('.dir-map .leaflet-container')).toHaveAttribute('data-outlines', 'detail');

  // Narrow by region: it applies as it is chosen too.
  await page.getByTestId('region-filter').selectOption({ label: 'Chiang Mai' });
  await expect(page).toHaveURL(/region=\d+/);
  await expect(page.getByTestId('result-count')).toHaveText('1 result');
  // One result sits in its surroundings: a regional zoom, not a featureless close-up.
  await expect(page.locator('.dir-map path[fill="#ff971b"]')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator('.dir-map .leaflet-container')).toHaveAttribute('data-zoom', '5');

  // Open the school, then one of its events.
  await page.getByRole('link', { name: /Lanna Yoga Chiang Mai/ }).click();
  await expect(page).toHaveURL(/\/schools\/lanna-yoga-chiang-mai$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lanna Yoga Chiang Mai');
  await expect(page.getByTestId('graduates')).toBeVisible();
  await page
    .locator('#events')
    .getByRole('link', { name: /200-Hour Yoga Teacher Training/ })
    .click();
  await expect(page).toHaveURL(/\/event\/\d+$/);
  const eventUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('200-Hour Yoga Teacher Training in Chiang Mai');
  await expect(page.getByTestId('event-price')).toHaveText('THB 78,000');
  // The price stays in the organiser's currency, and the page says so.
  await expect(page.getByTestId('price-currency-note')).toHaveText('Price in THB, set by the organiser');

  // The contact gate, then log in and come back to the contact details.
  const gate = page.getByTestId('contact-gate');
  await expect(gate).toContainText('Log in to see contact information.');
  await expect(page.getByTestId('event-contact-email')).toHaveCount(0);
  await hydrated(page);
  await gate.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?next=/);
  await hydrated(page);
  await logIn(page, 'li.wei', 'Yoga2011!');
  await expect(page).toHaveURL(eventUrl);
  await expect(page.getByTestId('event-contact-email')).toHaveText('courses@lanna-yoga-chiang-mai.example.com');
  await expect(page.getByTestId('contact-gate')).toHaveCount(0);
});

test("the pager pages through a search, and the kind switch keeps the search's words", async ({ page }) => {
  await page.goto('/directory/teachers?q=yoga');
  await hydrated(page);
  const pager = page.getByRole('navigation', { name: /^Page 1 of \d+$/ });
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/directory\/teachers\?q=yoga&page=2$/);
  await expect(page.getByRole('navigation', { name: /^Page 2 of \d+$/ }).getByRole('link', { name: 'Previous' })).toBeVisible();
  await expect(page.getByTestId('teacher-card').first()).toBeVisible();

  const kinds = page.getByRole('navigation', { name: 'Directory' });
  await expect(kinds.getByRole('link', { name: 'Teachers' })).toHaveAttribute('aria-current', 'page');
  await kinds.getByRole('link', { name: 'Schools' }).click();
  await expect(page).toHaveURL(/\/directory\/schools\?q=yoga$/);
  await expect(kinds.getByRole('link', { name: 'Schools' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('school-card').first()).toBeVisible();
  await page.getByRole('link', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/directory\/schools$/);
  await expect(page.getByRole('searchbox').or(page.locator('input[name="q"]'))).toHaveValue('');
});

test('on a phone the map of a search loads only as it comes near the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/directory/schools?country=TH');
  await hydrated(page);
  // Below the four results: nothing drawn or fetched for it yet.
  await expect(page.locator('.dir-map')).toHaveAttribute('role', 'region');
  await expect(page.locator('.dir-map .leaflet-container')).toHaveCount(0);
  await page.locator('.dir-map').scrollIntoViewIfNeeded();
  await expect(page.locator('.dir-map path[fill="#ff971b"]')).toHaveCount(4, { timeout: 15_000 });
});

test('the map asks for its markers afresh: a browser keeps no copy that a change could make wrong', async ({ request }) => {
  const res = await request.get('/directory/markers?kind=schools&country=TH');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('private, no-cache');
  expect(((await res.json()) as { markers: unknown[] }).markers).toHaveLength(4);
});

test('the directory works without JavaScript, and unknown or unpublished profiles are not found', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/directory/schools?country=TH');
  await page.locator('select[name="region"]').selectOption({ label: 'Bangkok' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/country=TH&region=\d+/);
  await expect(page.getByTestId('school-card')).toHaveCount(1);
  await expect(page.getByTestId('school-card')).toContainText('Sukhumvit Yoga Studio Bangkok');

  await page.goto('/directory/teachers?q=%E0%B8%A1%E0%B8%B0%E0%B8%A5%E0%B8%B4');
  await expect(page.getByTestId('teacher-card')).toHaveCount(1);
  await expect(page.getByTestId('teacher-card')).toContainText('Mali Srisuk');

  await page.goto('/directory/schools?q=qqqzzzxx');
  await expect(page.getByText('No results', { exact: true })).toBeVisible();

  for (const path of [
    '/schools/chiang-mai-new-school',
    '/schools/goa-lapsed-yoga',
    '/teachers/pending-teacher-demo',
    '/school/profile/999999',
    '/event/999999',
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
  const thai = await page.goto('/schools/lanna-yoga-chiang-mai?lang=th');
  expect(thai?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'แนะนำ' })).toBeVisible();
  expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain('"@type":"EducationalOrganization"');
  await context.close();
});

test('a member rates and comments a school once', async ({ page }) => {
  await page.goto('/auth/login?next=/schools/bali-jungle-yoga-ubud');
  await hydrated(page);
  await logIn(page, 'sofia', 'Yoga2011!');
  await expect(page).toHaveURL(/\/schools\/bali-jungle-yoga-ubud$/);
  await hydrated(page);
  const reviews = page.locator('#reviews');
  await reviews.getByRole('button', { name: 'Post comment' }).click();
  await expect(reviews.getByText('Choose a rating from 1 to 5.')).toBeVisible();
  const star = await reviews.locator('input[type=radio][value="5"]').getAttribute('id');
  await page.locator(`label[for="${star}"]`).click();
  await reviews.getByLabel('Your comment').fill('A wonderful month of practice among the rice fields.');
  await reviews.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('Thank you for your comment.')).toBeVisible();
  await expect(reviews.getByText('A wonderful month of practice among the rice fields.')).toBeVisible();
  await expect(reviews.getByText('Thank you — you have rated this school.')).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Post comment' })).toHaveCount(0);
});

test('directory pages have no serious accessibility problems', async ({ page }) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  for (const path of [
    '/',
    '/directory/schools?country=TH',
    '/directory/events?lang=th',
    '/schools/lanna-yoga-chiang-mai',
    '/teachers/mali-srisuk?lang=zh',
    '/event/7?lang=hi',
  ]) {
    await page.goto(path);
    await hydrated(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious, path).toEqual([]);
  }
});

test('the map speaks the page language and the school page fits a phone', async ({ page }) => {
  await page.goto('/directory/schools?country=TH&lang=th');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'ซูมเข้า' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'ซูมออก' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zoom in' })).toHaveCount(0);
  // Event cards say whose currency their price is in.
  await page.goto('/directory/events?country=TH&lang=en');
  await expect(page.getByTestId('price-currency-note').first()).toHaveText(/^Price in [A-Z]{3}, set by the organiser$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/schools/lanna-yoga-chiang-mai');
  await hydrated(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Instructors and graduates are cards on a phone: nothing reaches past the screen's edge.
  for (const testId of ['instructors', 'graduates']) {
    const box = await page.getByTestId(testId).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, testId).toBe(true);
  }
  const years = page
    .getByTestId('instructors')
    .getByText(/years? teaching/)
    .first();
  const yearsBox = await years.boundingBox();
  expect(yearsBox && yearsBox.x + yearsBox.width <= 390).toBe(true);
  // The rating number on the dark band is light text, not grey (WCAG contrast).
  const lightness = await page
    .locator('.dir-band [data-testid="rating-number"]')
    .evaluate((el) => getComputedStyle(el).color.match(/\d+/g)?.slice(0, 3).map(Number) ?? []);
  expect(Math.min(...lightness)).toBeGreaterThan(200);
});

test('the community menu links to the yoga store', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Community' }).click();
  const store = page.getByRole('menuitem', { name: 'Yoga stores' });
  await expect(store).toHaveAttribute('href', 'https://store.example.org/');
  await expect(store).toHaveAttribute('target', '_blank');
});
