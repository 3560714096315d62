import { mkdirSync } from 'node:fs';
import {
  activate,
  addTwoInstructors,
  chooseOptions,
  chooseThreePhotos,
  day,
  inLanguage,
  localized,
  loggedIn,
  logInAt,
  registeredMember,
  uploadChosenPhotos,
} from './event-steps.ts';
import { expect, hydrated, test } from './fixtures.ts';

// The journey of issue 13 in one go: ananda, owner of the approved school Lanna Yoga Chiang Mai, creates a
// CE event beginning today in the editor (two instructors, three photos cropped in the browser, options)
// and activates it; a new member books it on its public page; the school confirms the booking and marks
// the attendance on the first morning; the member sees on /bookings that the certificate follows the
// last session (issue 36: a certificate certifies the whole event). At desktop width
// in English and at phone width in Chinese.

const SHOTS = '/tmp/eventjourney-shots';
const run = Date.now().toString(36);
test.use({ timezoneId: 'Asia/Kolkata' });

for (const { lang, width, name } of [
  { lang: 'en', width: 1280, name: 'desktop in English' },
  { lang: 'zh', width: 390, name: 'phone in Chinese' },
]) {
  test(`an event from the editor to a certificate of attendance (${name})`, async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    const status = (key: string) => localized(lang, 'messages', `bookings.status.${key}`);
    await page.setViewportSize({ width, height: 900 });
    const subject = `${lang === 'zh' ? '继续教育周末' : 'CE weekend'} ${lang} ${run}`;

    // The owner creates the event: three days of 09:00–12:00 from today, accepting CE, not yet active.
    await logInAt(page, '/school/add-event', 'ananda', lang);
    const form = page.getByTestId('event-form');
    await form.locator('input[name="subject"]').fill(subject);
    await form.locator('textarea[name="description"]').fill('Three mornings of anatomy and sequencing.');
    await form.locator('input[name="start_date"]').fill(day(0));
    await form.locator('input[name="end_date"]').fill(day(2));
    await form.locator('input[name="start_time"]').fill('09:00');
    await form.locator('input[name="end_time"]').fill('12:00');
    // A new event starts in the school's zone (Bangkok), not the browser's (Kolkata here, by test.use above).
    await expect(form.getByTestId('event-timezone')).toHaveValue(/^Asia\/Bangkok /);
    await form.locator('input[name="registration_limit"]').fill('20');
    await form.locator('input[name="is_active"]').uncheck();
    await form.locator('input[name="accept_ce"]').check();
    await page.getByTestId('event-save').click();
    await expect(page).toHaveURL(/\/school\/edit-event\/\d+$/);
    const eventId = Number(page.url().match(/(\d+)$/)?.[1]);
    await hydrated(page);

    // Two instructors, three cropped photos, options; then activated.
    const instructors = await addTwoInstructors(page);
    await chooseThreePhotos(page, run);
    await uploadChosenPhotos(page);
    await chooseOptions(page, `Mats and blankets ${lang} ${run}`);
    await activate(page, request, eventId);
    await page.screenshot({ path: `${SHOTS}/editor-${lang}-${width}.png`, fullPage: true });

    // A new member books it on its public page.
    const member = await registeredMember(request, { first: 'Kanya', last: `Boonmee${run}` });
    const memberName = `Kanya Boonmee${run}`;
    const booker = await loggedIn(browser, member.username, member.password, { width, lang: 'en' });
    await inLanguage(booker, `/event/${eventId}`, lang);
    await expect(booker.getByRole('heading', { level: 1 })).toHaveText(subject);
    for (const instructor of instructors) await expect(booker.locator('#instructors')).toContainText(instructor);
    await expect(booker.getByText(`Mats and blankets ${lang} ${run}`)).toBeVisible();
    await booker.getByTestId('book').click();
    await expect(booker.getByTestId('my-booking')).toBeVisible();
    await expect(booker.getByTestId('book')).toHaveCount(0);
    await booker.screenshot({ path: `${SHOTS}/event-booked-${lang}-${width}.png`, fullPage: true });

    // The school confirms the booking and marks the attendance on the first morning: the certificate
    // (9 hours) follows once the last session has ended, and both sides are told when.
    await inLanguage(page, `/school/events/${eventId}/bookings`, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);
    const card = page.getByTestId('school-booking').filter({ hasText: memberName });
    await expect(card.getByTestId('booking-status')).toHaveText(status('pending'));
    await card.locator('button[name="intent"][value="confirmed"]').click();
    await expect(card.getByTestId('booking-status')).toHaveText(status('confirmed'));
    await card.locator('button[name="intent"][value="attended"]').click();
    await expect(card.getByTestId('booking-status')).toHaveText(status('attended'));
    const afterLastSession = localized(lang, 'listing', 'certificates.after_last_session')
      .split('{{date}}')[0]
      .replace(/[(（]$/, '')
      .trim();
    await expect(card.getByTestId('booking-certificate-after')).toContainText(afterLastSession);
    await expect(card.getByTestId('booking-certificate')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/school-bookings-${lang}-${width}.png`, fullPage: true });

    // The member sees the attendance on /bookings, and when the certificate comes.
    await inLanguage(booker, '/bookings', lang);
    const booking = booker.getByTestId('booking').filter({ hasText: subject });
    await expect(booking.getByTestId('booking-status')).toHaveText(status('attended'));
    await expect(booking.getByTestId('booking-certificate-after')).toContainText(afterLastSession);
    expect(await booker.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await booker.screenshot({ path: `${SHOTS}/my-bookings-${lang}-${width}.png`, fullPage: true });
    await booker.context().close();
  });
}
