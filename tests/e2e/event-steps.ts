import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { deriveSecret } from '../../server/config-secrets.ts';
import { expect, hydrated, logIn, uniqueMember } from './fixtures.ts';

// Steps of the event journeys (issue 13), shared by events-editor.spec.ts, school-bookings.spec.ts and
// event-journey.spec.ts.

/** A date `offset` days from today (UTC), as yyyy-mm-dd. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A string of the locale files, so that steps in Chinese find their buttons by what a visitor reads. */
export function localized(lang: string, ns: string, key: string): string {
  const value = key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8')));
  if (typeof value !== 'string') throw new Error(`no string ${lang}/${ns}:${key}`);
  return value;
}

// The server's generated SESSION_SECRET, and the website's client secret derived from it (docs/decisions/0034-shared-secrets.md).
const webClient = () => ({
  client_id: 'web',
  client_secret: deriveSecret(JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'secrets.json'), 'utf8')).sessionSecret, 'web-client-secret'),
});

export async function apiToken(request: APIRequestContext, username: string, password: string) {
  const res = await request.post('/api/auth/token/', { form: { grant_type: 'password', username, password, ...webClient() } });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token as string;
}
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh member registered through the API. */
export async function registeredMember(request: APIRequestContext, name: { first: string; last: string }) {
  const m = uniqueMember();
  const reg = await request.post('/api/user-auth/registration/', {
    data: {
      username: m.username,
      email: m.email,
      password1: m.password,
      password2: m.password,
      first_name: name.first,
      last_name: name.last,
      accept_terms: true,
    },
  });
  expect(reg.status()).toBe(201);
  return m;
}

/** A member made through the API, with a booking of the event. */
export async function bookingMember(request: APIRequestContext, event: number, name: { first: string; last: string }) {
  const m = await registeredMember(request, name);
  const token = await apiToken(request, m.username, m.password);
  expect((await request.post('/api/event-booking/', { headers: auth(token), data: { event } })).status()).toBe(201);
  return m;
}

/** Logs in on the login page in `lang` and lands on `path`. */
export async function logInAt(page: Page, path: string, login: string, lang: string, password = 'Yoga2011!') {
  await page.goto(`/auth/login?lang=${lang}&next=${encodeURIComponent(path)}`);
  await hydrated(page);
  await page.locator('input[name="username"]').fill(login);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form[method="post"] button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await hydrated(page);
}

/** A logged-in page in a browser context of its own. */
export async function loggedIn(browser: Browser, login: string, password: string, options: { width: number; lang: string; timezoneId?: string }) {
  const context = await browser.newContext({ viewport: { width: options.width, height: 900 }, timezoneId: options.timezoneId });
  const page = await context.newPage();
  await page.goto(`/auth/login?lang=${options.lang}`);
  await hydrated(page);
  await logIn(page, login, password);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  return page;
}
/** The login form's labels are English in `loggedIn`; switch language after logging in. */
export const inLanguage = async (page: Page, url: string, lang: string) => {
  await page.goto(`${url}${url.includes('?') ? '&' : '?'}lang=${lang}`);
  await hydrated(page);
};

/**
 * Serious and critical WCAG 2.1 A/AA problems of the page's own content (as
 * tests/e2e/accessibility.spec.ts counts them). The header's avatar is left out: a member without a photo has
 * an initials avatar whose colours are the header's business, checked by that spec.
 */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('[data-testid="header-avatar"]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
export const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');

export const toast = (page: Page) => page.getByTestId('toast').last();
export const photo = (width: number, height: number, color: string, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    [format]()
    .toBuffer();

/** On the edit page: two instructors added at once; returns their names in order. */
export async function addTwoInstructors(page: Page) {
  let choices = page.getByTestId('instructor-choice');
  if ((await choices.count()) < 2) {
    // Other listed teachers are found by name.
    await page.getByTestId('instructor-search').fill('a');
    await page.getByTestId('instructor-search').press('Enter');
    await expect(page).toHaveURL(/search=a/);
    choices = page.getByTestId('instructor-choice');
  }
  await choices.nth(0).check();
  await choices.nth(1).check();
  await page.getByTestId('instructors-add').click();
  const names = page.getByTestId('instructor-name');
  await expect(names).toHaveCount(2);
  return names.allTextContents();
}

/** Three photos of any size chosen at once, each cropped to 900×506 in the browser, with captions `${caption} ${tag}`. */
export async function chooseThreePhotos(page: Page, tag: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('images-choose').click();
  await (await chooser).setFiles([
    { name: 'river.png', mimeType: 'image/png', buffer: await photo(1600, 1200, '#d9480f', 'png') },
    { name: 'hall.jpg', mimeType: 'image/jpeg', buffer: await photo(800, 1000, '#1971c2', 'jpeg') },
    { name: 'garden.jpg', mimeType: 'image/jpeg', buffer: await photo(3000, 1000, '#2f9e44', 'jpeg') },
  ]);
  const pending = page.getByTestId('image-pending');
  await expect(pending).toHaveCount(3);
  for (const [i, caption] of ['River', 'Hall', 'Garden'].entries()) await pending.nth(i).getByTestId('image-pending-caption').fill(`${caption} ${tag}`);
  return pending;
}

/** Uploads the chosen photos and checks each stored image is exactly 900×506. */
export async function uploadChosenPhotos(page: Page) {
  await page.getByTestId('images-upload').click();
  const images = page.getByTestId('event-image');
  await expect(images).toHaveCount(3);
  await expect(page.getByTestId('image-pending')).toHaveCount(0);
  for (const src of await images.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src') ?? ''))) {
    const meta = await sharp(await (await page.request.get(src)).body()).metadata();
    expect([meta.width, meta.height]).toEqual([900, 506]);
  }
  return images;
}

/** Options: the first of the first category chosen, plus one of the school's own; saved together. */
export async function chooseOptions(page: Page, custom: string) {
  const category = page.getByTestId('options-form').getByTestId('option-category').first();
  await category.locator('input[type="checkbox"]').first().check();
  await category.locator('textarea').fill(custom);
  await page.getByTestId('options-save').click();
  await expect(toast(page)).toBeVisible();
}

/** Checks the active flag and saves; the event is then public. */
export async function activate(page: Page, request: APIRequestContext, eventId: number) {
  await page.locator('input[name="is_active"]').check();
  await page.getByTestId('event-save').click();
  await expect(page.getByTestId('event-public-link')).toBeVisible();
  expect((await request.get(`/event/${eventId}`)).status()).toBe(200);
}

/** In the editor: the event's time zone found by typing part of its name. */
export async function chooseTimeZone(page: Page, typed: string, zone: string) {
  const select = page.getByTestId('event-form').getByTestId('event-timezone');
  await select.click();
  await select.fill(typed);
  await page.getByRole('option', { name: new RegExp(`^${zone.replace('/', '\\/')} `) }).click();
  await expect(select).toHaveValue(new RegExp(`^${zone.replace('/', '\\/')} `));
}
