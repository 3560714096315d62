import AxeBuilder from '@axe-core/playwright';
import { expect, hydrated, logIn, test } from './fixtures.ts';

// Seeded on the fresh e2e database: public videos 1–11, members-only 12–15 (server/db/seed/content-videos.ts).
const PUBLIC_ROUTES = [
  '/about',
  '/about/our-history',
  '/about/our-team',
  '/about/faq',
  '/about/contact',
  '/about/membership-guideline',
  '/member-benefit',
  '/fee-details',
  '/standards',
  '/standards/teachers',
  ...['RSY', 'AYS', 'KYS', 'PYS', 'YTS', 'AVS', 'YYS', 'MSS', 'CYS', 'EYEP', 'OYCP', 'GYS', 'AYP'].map((c) => `/standards/${c}`),
  '/legal-agreement',
  '/legal/terms-and-conditions',
  '/legal/privacy-policy',
  '/legal/designation-and-trademark',
  '/legal/cancellation-and-refund-policy',
  '/legal/community-guidelines-for-members',
  '/community/videos',
  '/community/videos/video/1',
  '/community/exclusive-center',
  '/community/exclusive-center/video/12',
  '/community/wya-events',
  '/community/wya-events/asia-teachers-gathering-chiang-mai',
  '/community/member-park',
  '/feedback',
];
const SCRIPT: Record<string, RegExp> = { en: /[A-Za-z]/, th: /[\u0E00-\u0E7F]/, zh: /[\u4E00-\u9FFF]/, hi: /[\u0900-\u097F]/ };

test('every public content route answers 200 in each language, in that language, with hreflang alternates', async ({ request }) => {
  for (const lang of ['en', 'th', 'zh', 'hi']) {
    for (const route of PUBLIC_ROUTES) {
      const res = await request.get(`${route}?lang=${lang}`);
      expect(res.status(), `${lang} ${route}`).toBe(200);
      const html = await res.text();
      expect(html, `${lang} ${route}`).toContain(`<html lang="${lang}"`);
      const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1].replace(/<[^>]+>/g, '') ?? '';
      expect(h1, `${lang} ${route} h1`).toMatch(SCRIPT[lang]);
      const title = html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? '';
      expect(title, `${lang} ${route} title`).toMatch(SCRIPT[lang]);
      for (const alt of ['en', 'th', 'zh', 'hi']) expect(html).toContain(`hrefLang="${alt}"`);
    }
  }
});

test('unknown standards, videos and events answer 404', async ({ request }) => {
  expect((await request.get('/standards/XYZ')).status()).toBe(404);
  expect((await request.get('/community/wya-events/no-such-event')).status()).toBe(404);
  const video = await request.get('/community/videos/video/99999');
  expect(video.status()).toBe(404);
  expect(await video.text()).toMatch(/<h1[^>]*>Not found video<\/h1>/);
  const thai = await request.get('/community/exclusive-center/video/99999?lang=th');
  expect(thai.status()).toBe(404);
  expect(await thai.text()).toContain('ไม่พบวิดีโอ');
});

test('fee details: the amounts follow the annual/lifetime switch, the audience and the currency', async ({ page }) => {
  await page.goto('/fee-details');
  await hydrated(page);
  const rsy = page.getByTestId('fee-RSY').getByTestId('fee-amount');
  await expect(rsy).toHaveText('US$180');
  await page.getByTestId('fee-type').getByText('Lifetime').click();
  await expect(rsy).toHaveText('US$650');
  await page.getByTestId('fee-tab-teacher').click();
  const rty200 = page.getByTestId('fee-RTY-200').getByTestId('fee-amount');
  await expect(rty200).toHaveText('US$280');
  await expect(page.getByTestId('fee-RTY-300').getByTestId('fee-amount')).toHaveText('US$310');
  await page.getByTestId('fee-currency').getByText('EUR').click();
  await expect(rty200).toHaveText('€250');
  await expect(page.getByTestId('fee-RTY-300').getByTestId('fee-amount')).toHaveText('€275');
  await page.getByTestId('fee-type').getByText('Annual').click();
  await expect(rty200).toHaveText('€60');
  // The footer's switch is the same setting: THB there changes the amounts here.
  await page.getByTestId('currency-wide').getByText('THB').click();
  await expect(rty200).toContainText('2,300');
  await page.reload();
  await expect(page.getByTestId('fee-RSY').getByTestId('fee-amount')).toContainText('6,300');
});

test('a visitor opening an exclusive video is asked to log in, and after logging in watches it', async ({ page }) => {
  // Nothing may load from the video host until "play"; answer the player frame locally.
  const hostRequests: string[] = [];
  await page.route(/youtube|ytimg|googlevideo/, (route) => {
    hostRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  await page.goto('/community/exclusive-center');
  await expect(page.getByTestId('exclusive-login')).toBeVisible();
  await expect(page.getByTestId('video-card')).toHaveCount(4);
  await page.getByTestId('video-card').first().click();
  await expect(page.getByTestId('video-locked')).toBeVisible();
  expect(await page.content()).not.toContain('youtube');
  await page.getByTestId('video-login').click();
  await expect(page).toHaveURL(/\/auth\/login\?next=/);
  await hydrated(page);
  await logIn(page, 'sofia', 'Yoga2011!');
  await expect(page).toHaveURL(/\/community\/exclusive-center\/video\/\d+$/);
  await hydrated(page);
  expect(hostRequests).toEqual([]);
  await page.getByTestId('video-play').click();
  await expect(page.getByTestId('video-frame')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/.+autoplay=1/);
  await expect.poll(() => hostRequests.length).toBeGreaterThan(0);
});

test('the contact form refuses bad input with clear messages and sends a good message', async ({ page }) => {
  await page.goto('/about/contact?lang=en');
  await expect(page.getByTestId('office-hours')).toHaveText('Monday to Friday, 9:00–17:00');
  await hydrated(page);
  await page.getByLabel('Your email address').fill('not-an-email');
  await page.getByLabel('Message').fill('Too short');
  await page.getByTestId('contact-submit').click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(page.getByText('Use at least 10 characters.')).toBeVisible();
  await page.getByLabel('Your email address').fill('visitor@example.com');
  await page.getByLabel('Subject').fill('Question about the CYS review');
  await page.getByLabel('Message').fill('How long does the review of a 300-hour CYS course take?');
  await page.getByTestId('contact-submit').click();
  // One outcome, one message: the toast, not a second copy in the page.
  await expect(page.getByTestId('toast')).toContainText('Your message has been sent to our office');
  await expect(page.getByText(/Your message has been sent to our office/)).toHaveCount(1);
  await expect(page.getByLabel('Subject')).toHaveValue('');
});

test('feedback is validated and stored; the FAQ filters as you type', async ({ page }) => {
  await page.goto('/feedback?lang=th');
  await hydrated(page);
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByText('โปรดเลือกหัวข้อของความคิดเห็น')).toBeVisible();
  await page.getByLabel('เกี่ยวกับเรื่องใด').selectOption('website');
  await page.getByLabel('ความคิดเห็นของคุณ').fill('หน้าค่าธรรมเนียมชัดเจนมาก ขอบคุณค่ะ');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('toast')).toHaveCount(1);
  await expect(page.getByTestId('toast')).toContainText(/[\u0E00-\u0E7F]/);

  await page.goto('/about/faq?lang=en');
  await hydrated(page);
  const all = await page.getByTestId('faq-item').count();
  await page.getByTestId('faq-search').fill('refund');
  await expect.poll(() => page.getByTestId('faq-item').count()).toBeLessThan(all);
  await expect(page.getByTestId('faq-item').first()).toContainText(/refund/i);
});

test('a member applies to a WYA event once', async ({ page }) => {
  await page.goto('/community/wya-events/online-standards-orientation');
  await expect(page.getByTestId('event-login')).toBeVisible();
  await page.getByTestId('event-login').click();
  await hydrated(page);
  await logIn(page, 'mali', 'Yoga2011!');
  await expect(page).toHaveURL(/\/community\/wya-events\/online-standards-orientation$/);
  await hydrated(page);
  await page.getByTestId('event-apply').click();
  await expect(page.getByTestId('toast')).toContainText('Your application has been received.');
  // The card shows the state, without repeating the message.
  await expect(page.getByText(/We will email you the details/)).toHaveCount(1);
  await expect(page.getByTestId('event-applied')).toHaveText('You applied');
  await expect(page.getByTestId('event-apply')).toHaveCount(0);
});

test('content pages have no serious accessibility problems, at phone width too', async ({ page }) => {
  test.setTimeout(180_000);
  const pages = [
    '/about',
    '/fee-details',
    '/about/faq',
    '/about/contact',
    '/member-benefit',
    '/standards',
    '/standards/CYS?lang=th',
    '/legal/privacy-policy?lang=hi',
  ];
  const more = [
    '/community/videos?lang=zh',
    '/community/exclusive-center/video/12',
    '/community/wya-events',
    '/community/member-park',
    '/feedback',
    '/about/our-team',
  ];
  for (const [i, path] of [...pages, ...more].entries()) {
    if (i === pages.length) await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await hydrated(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious, path).toEqual([]);
  }
});

test('the sitemap lists the information pages, public videos and WYA events next to the directory', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const part of [
    '/fee-details</loc>',
    '/standards/RSY</loc>',
    '/community/videos/video/',
    '/community/wya-events/',
    '/schools/',
    '/teachers/',
    '/event/',
  ]) {
    expect(xml, part).toContain(part);
  }
});
