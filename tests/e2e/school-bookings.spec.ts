import { mkdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { apiToken, auth, bookingMember, day, inLanguage, loggedIn, pdfText, seriousViolations } from './event-steps.ts';
import { expect, test } from './fixtures.ts';

// The school's side of bookings and certificates of attendance (issue 13): ananda (owner of Lanna Yoga)
// runs a CE event whose last session ended today; a new member books it; the school confirms and marks
// the attendance; the member downloads the certificate from /bookings and its code checks out as valid.
// Once at desktop width in English, once at phone width in Chinese.

const SHOTS = '/tmp/schoolbook-shots';

/**
 * A fixed-offset zone where it is now the afternoon of today's UTC date: an event held there ends
 * today (so members may still book it) and its 09:00–12:00 session is over (so the certificate is due).
 */
function zoneWhereTheMorningIsOver(now = new Date()) {
  const offset = Math.max(-12, Math.min(14, 18 - now.getUTCHours()));
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** A CE event of ananda's school of three mornings 09:00–12:00 whose last ended today: 9 CE hours. */
async function runningCeEvent(request: APIRequestContext, subject: string) {
  const token = await apiToken(request, 'ananda', 'Yoga2011!');
  const me = await (await request.get('/api/user-auth/user/', { headers: auth(token) })).json();
  const schools = await (await request.get(`/api/school/school?user=${me.pk}`, { headers: auth(token) })).json();
  const school = schools.results.find((s: { slug: string }) => s.slug === 'lanna-yoga-chiang-mai').id as number;
  const res = await request.post('/api/event', {
    headers: auth(token),
    data: {
      school,
      subject,
      start_date: day(-2),
      end_date: day(0),
      start_time: '09:00',
      end_time: '12:00',
      timezone: zoneWhereTheMorningIsOver(),
      accept_ce: 1,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id as number;
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('the school confirms a booking and marks attendance; the member downloads the certificate and it checks out', async ({ browser, request }) => {
  // Two members, five accessibility scans, a PDF and three pages: over a minute on a slow 2-core host.
  test.setTimeout(150_000);
  const subject = `Yin teacher update ${Date.now().toString(36)}`;
  const event = await runningCeEvent(request, subject);
  const member = await bookingMember(request, event, { first: 'Malee', last: 'Srisuk' });
  await bookingMember(request, event, { first: 'Arjun', last: 'Rao' });

  const school = await loggedIn(browser, 'ananda', 'Yoga2011!', { width: 1280, lang: 'en' });
  await inLanguage(school, `/school/events/${event}/bookings`, 'en');
  await expect(school.getByRole('heading', { level: 1 })).toHaveText(subject);
  const filter = school.getByTestId('status-filter');
  await expect(filter.getByRole('link', { name: /^All/ }).getByTestId('status-count')).toHaveText('2');
  await expect(school.getByText(/accepts continuing education/)).toBeVisible();
  const card = school.getByTestId('school-booking').filter({ hasText: 'Malee Srisuk' });
  await expect(card.getByTestId('booking-status')).toHaveText('Waiting for confirmation');
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByTestId('booking-status')).toHaveText('Confirmed');
  await card.getByRole('button', { name: 'Attended' }).click();
  await expect(card.getByTestId('booking-status')).toHaveText('Attended');
  await expect(card.getByTestId('booking-certificate')).toContainText('9 h');
  await expect(filter.getByRole('link', { name: /^Attended/ }).getByTestId('status-count')).toHaveText('1');

  // The other booking is cancelled by the school, with a reason the member reads.
  const arjun = school.getByTestId('school-booking').filter({ hasText: 'Arjun Rao' });
  await arjun.getByText('Cancel booking', { exact: true }).first().click();
  await arjun.getByLabel('Reason for the member').fill('The course is full of teachers from one studio');
  await arjun.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(arjun.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(arjun).toContainText('Cancelled by the school · Reason: The course is full');
  await expect(filter.getByRole('link', { name: /^Cancelled/ }).getByTestId('status-count')).toHaveText('1');

  // The filter shows only that status; the list downloads as CSV.
  await filter.getByRole('link', { name: /^Attended/ }).click();
  await expect(school).toHaveURL(/status=attended/);
  await expect(school.getByTestId('school-booking')).toHaveCount(1);
  const csv = await school.request.get((await school.getByTestId('bookings-csv').getAttribute('href')) as string);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const text = await csv.text();
  expect(text).toContain(member.email);
  expect(text).toMatch(/Malee Srisuk,.*,Attended,/);
  await school.screenshot({ path: `${SHOTS}/school-bookings-desktop-en.png`, fullPage: true });
  await inLanguage(school, `/school/events/${event}/bookings`, 'en');
  expect(await seriousViolations(school)).toEqual([]);

  // The member: the certificate on my bookings, as a PDF, and its public check.
  const own = await loggedIn(browser, member.username, member.password, { width: 1280, lang: 'en' });
  await inLanguage(own, '/bookings', 'en');
  const booking = own.getByTestId('booking').filter({ hasText: subject });
  const link = booking.getByTestId('booking-certificate').getByRole('link', { name: 'Certificate of attendance (PDF)' });
  const pdf = await own.request.get((await link.getAttribute('href')) as string);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const printed = pdfText(await pdf.body());
  expect(printed).toContain('Malee Srisuk');
  expect(printed).toContain(subject);
  expect(printed).toContain('9 hours');
  // Nobody else gets the file.
  expect((await school.request.get((await link.getAttribute('href')) as string)).status()).toBe(404);

  await booking.getByRole('link', { name: 'Check online' }).click();
  await expect(own).toHaveURL(/\/certificates\/[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  await expect(own.getByTestId('certificate-valid')).toBeVisible();
  await expect(own.getByTestId('certificate-result')).toContainText('Malee Srisuk');
  await expect(own.getByTestId('certificate-result')).not.toContainText(member.email);
  await own.screenshot({ path: `${SHOTS}/certificate-check-desktop-en.png`, fullPage: true });
  expect(await seriousViolations(own)).toEqual([]);

  // The teacher page counts the hours; another member is told the school's page does not exist.
  await inLanguage(own, '/teacher/profile', 'en');
  await expect(own.getByTestId('ce-total')).toHaveText('9 CE hours in all');
  await own.screenshot({ path: `${SHOTS}/teacher-profile-desktop-en.png`, fullPage: true });
  expect(await seriousViolations(own)).toEqual([]);
  await inLanguage(own, '/bookings', 'en');
  expect(await seriousViolations(own)).toEqual([]);
  expect((await own.request.get(`/school/events/${event}/bookings`)).status()).toBe(404);
  await own.context().close();
  await school.context().close();
});

test('the demo data has a booking with a certificate of attendance (sofia)', async ({ request }) => {
  const token = await apiToken(request, 'sofia', 'Yoga2011!');
  const certificates = await (await request.get('/api/certificate/', { headers: auth(token) })).json();
  expect(certificates.count).toBeGreaterThanOrEqual(1);
  expect(certificates.total_hours).toBeGreaterThan(0);
  const check = await request.get(`/certificates/${certificates.results[0].code}`);
  expect(await check.text()).toContain(certificates.results[0].event_subject);
  // Her public teacher page counts the hours.
  const me = await (await request.get('/api/user-auth/user/', { headers: auth(token) })).json();
  const teachers = await (await request.get(`/api/teacher/teacher?user=${me.pk}`, { headers: auth(token) })).json();
  const page = await request.get(`/teachers/${teachers.results[0].slug}?lang=en`);
  expect(await page.text()).toContain(`${certificates.total_hours} CE hours in all`);
});

test('at phone width in Chinese: the school marks attendance, the member sees the certificate and checks it', async ({ browser, request }) => {
  const subject = `阴瑜伽进修 ${Date.now().toString(36)}`;
  const event = await runningCeEvent(request, subject);
  const member = await bookingMember(request, event, { first: '小龙', last: '李' });
  await bookingMember(request, event, { first: 'Somchai', last: 'Dee' });

  const school = await loggedIn(browser, 'ananda', 'Yoga2011!', { width: 390, lang: 'en' });
  await inLanguage(school, `/school/events/${event}/bookings`, 'zh');
  await expect(school.getByText('此活动计入继续教育')).toBeVisible();
  const card = school.getByTestId('school-booking').filter({ hasText: '小龙 李' });
  await card.getByRole('button', { name: '已出席' }).click();
  await expect(card.getByTestId('booking-status')).toHaveText('已出席');
  await expect(card.getByTestId('booking-certificate')).toContainText('9 小时');
  const other = school.getByTestId('school-booking').filter({ hasText: 'Somchai Dee' });
  await other.getByRole('button', { name: '未出席' }).click();
  await expect(other.getByTestId('booking-status')).toHaveText('未出席');
  // Nothing sticks out sideways on a phone.
  expect(await school.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await school.screenshot({ path: `${SHOTS}/school-bookings-phone-zh.png`, fullPage: true });
  await school.setViewportSize({ width: 1280, height: 900 });
  await school.screenshot({ path: `${SHOTS}/school-bookings-desktop-zh.png`, fullPage: true });

  const own = await loggedIn(browser, member.username, member.password, { width: 390, lang: 'en' });
  await inLanguage(own, '/bookings', 'zh');
  const booking = own.getByTestId('booking').filter({ hasText: subject });
  await expect(booking.getByTestId('booking-certificate')).toContainText('9 个 CE 学时');
  const pdf = await own.request.get((await booking.getByRole('link', { name: '出席证书（PDF）' }).getAttribute('href')) as string);
  const printed = pdfText(await pdf.body());
  expect(printed).toContain('出席证书');
  expect(printed).toContain(subject);
  await own.screenshot({ path: `${SHOTS}/my-bookings-phone-zh.png`, fullPage: true });
  await booking.getByRole('link', { name: '在线验证' }).click();
  await expect(own.getByTestId('certificate-valid')).toContainText('证书有效');
  expect(await own.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await own.screenshot({ path: `${SHOTS}/certificate-check-phone-zh.png`, fullPage: true });
  await inLanguage(own, '/teacher/profile', 'zh');
  await expect(own.getByTestId('ce-total')).toHaveText('共 9 个 CE 学时');
  await own.screenshot({ path: `${SHOTS}/teacher-profile-phone-zh.png`, fullPage: true });
  await own.setViewportSize({ width: 1280, height: 900 });
  await inLanguage(own, '/bookings', 'zh');
  await own.screenshot({ path: `${SHOTS}/my-bookings-desktop-zh.png`, fullPage: true });

  // A code nobody was given.
  const unknown = await own.request.get('/certificates/ZZZZZ-ZZZZZ?lang=zh');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('没有与此验证码对应的证书');
  await own.context().close();
  await school.context().close();
});
