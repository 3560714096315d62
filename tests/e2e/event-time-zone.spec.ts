import { mkdirSync } from 'node:fs';
import { apiToken, auth, chooseTimeZone, inLanguage, loggedIn } from './event-steps.ts';
import { expect, hydrated, test } from './fixtures.ts';

// An event's times are wall-clock times in its own zone (issue 13): the public page names the zone and,
// once hydrated, says what the times are in the visitor's own zone when its clock differs. The editor
// keeps the zone chosen. Screenshots of both pages in Chinese at desktop and phone width.

const SHOTS = '/tmp/tz-shots';
const run = Date.now().toString(36);

/** An active event of ananda's school in Bangkok: 09:00–12:00 (02:00–05:00 UTC) from 20 January 2031. */
async function bangkokEvent(request: Parameters<typeof apiToken>[0], subject: string) {
  const token = await apiToken(request, 'ananda', 'Yoga2011!');
  const me = await (await request.get('/api/user-auth/user/', { headers: auth(token) })).json();
  const schools = await (await request.get(`/api/school/school?user=${me.pk}`, { headers: auth(token) })).json();
  const school = schools.results.find((s: { slug: string }) => s.slug === 'lanna-yoga-chiang-mai').id as number;
  const res = await request.post('/api/event', {
    headers: auth(token),
    data: { school, subject, start_date: '2031-01-20', end_date: '2031-01-22', start_time: '09:00', end_time: '12:00', timezone: 'Asia/Bangkok', is_active: 1 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}

test('the event page shows the times in the event’s zone, and in a visitor’s own zone when it differs', async ({ browser, request }) => {
  mkdirSync(SHOTS, { recursive: true });
  const subject = `Morning Mysore ${run}`;
  const id = await bangkokEvent(request, subject);

  // A visitor in New York: 09:00 in Bangkok is 21:00 the evening before (EST, UTC−5).
  const far = await browser.newContext({ timezoneId: 'America/New_York', viewport: { width: 1280, height: 900 } });
  const page = await far.newPage();
  await page.goto(`/event/${id}?lang=en`);
  await expect(page.getByTestId('event-zone')).toHaveText('· Asia/Bangkok (GMT+7)');
  await hydrated(page);
  await expect(page.getByTestId('event-your-time')).toHaveText('That is 9:00 PM – 12:00 AM your time (America/New York (GMT-5)), from Jan 19, 2031.');
  // The calendar data for search engines carries the offset.
  expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain('2031-01-20T09:00+07:00');

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/event/${id}?lang=zh`);
    await hydrated(page);
    await expect(page.getByTestId('event-your-time')).toContainText('即您当地时间');
    await expect(page.getByTestId('event-zone')).toContainText('Asia/Bangkok');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/event-page-zh-${width}.png`, fullPage: true });
  }
  await far.close();

  // A visitor whose clock is Bangkok's (Jakarta, also UTC+7) is not told the same time again.
  const near = await browser.newContext({ timezoneId: 'Asia/Jakarta' });
  const local = await near.newPage();
  await local.goto(`/event/${id}?lang=en`);
  await hydrated(local);
  await expect(local.getByTestId('event-zone')).toBeVisible();
  await expect(local.getByTestId('event-your-time')).toHaveCount(0);
  await near.close();
});

test('the editor keeps the zone chosen; its select finds zones by city (Chinese, desktop and phone)', async ({ browser, request }) => {
  mkdirSync(SHOTS, { recursive: true });
  const id = await bangkokEvent(request, `Zone editor ${run}`);
  const owner = await loggedIn(browser, 'ananda', 'Yoga2011!', { width: 1280, lang: 'en', timezoneId: 'Europe/London' });
  await inLanguage(owner, `/school/edit-event/${id}`, 'zh');
  const select = owner.getByTestId('event-form').getByTestId('event-timezone');
  // An existing event keeps its own zone, whatever the browser's.
  await expect(select).toHaveValue(/^Asia\/Bangkok /);
  await chooseTimeZone(owner, 'Kolkata', 'Asia/Kolkata');
  await owner.getByTestId('event-save').click();
  await expect(owner.getByTestId('toast').last()).toBeVisible();
  const token = await apiToken(request, 'ananda', 'Yoga2011!');
  expect((await (await request.get(`/api/event/${id}`, { headers: auth(token) })).json()).timezone).toBe('Asia/Kolkata');
  await owner.reload();
  await hydrated(owner);
  await expect(select).toHaveValue(/^Asia\/Kolkata /);
  for (const width of [1280, 390]) {
    await owner.setViewportSize({ width, height: 900 });
    await owner.locator('#details').screenshot({ path: `${SHOTS}/editor-details-zh-${width}.png` });
  }
  // The list open on a phone, searched by city.
  await select.click();
  await select.fill('Bang');
  await expect(owner.getByRole('option', { name: /^Asia\/Bangkok / })).toBeVisible();
  await owner.screenshot({ path: `${SHOTS}/editor-select-zh-390.png` });
  await owner.context().close();
});

test('a new event starts in its school’s zone, not in the browser’s (issue 36)', async ({ browser }) => {
  const owner = await loggedIn(browser, 'ananda', 'Yoga2011!', { width: 1280, lang: 'en', timezoneId: 'Etc/UTC' });
  await inLanguage(owner, '/school/add-event', 'th');
  await expect(owner.getByTestId('event-form').getByTestId('event-timezone')).toHaveValue(/^Asia\/Bangkok /);
  await expect(owner.locator('input[name="timezone"]')).toHaveValue('Asia/Bangkok');
  await owner.context().close();
});

test('a new event without scripts takes its place’s zone', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/auth/login?next=${encodeURIComponent('/school/add-event')}`);
  await page.locator('input[name="username"]').fill('ananda');
  await page.locator('input[name="password"]').fill('Yoga2011!');
  await page.locator('form[method="post"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/school\/add-event$/);
  await page.locator('input[name="subject"]').fill(`No script zone ${run}`);
  await page.locator('input[name="start_date"]').fill('2031-06-10');
  await page.locator('input[name="end_date"]').fill('2031-06-11');
  await page.locator('input[name="is_active"]').uncheck();
  await page.getByTestId('event-save').click();
  await expect(page).toHaveURL(/\/school\/edit-event\/\d+$/);
  await expect(page.locator('input[name="timezone"]')).toHaveValue('Asia/Bangkok');
  await context.close();
});
