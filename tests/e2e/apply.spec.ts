import sharp from 'sharp';
import { choose, PDF, saveAndContinue, upload, uploadRefused } from './apply-steps.ts';
import { expect, hydrated, logIn, signUp, test, uniqueMember } from './fixtures.ts';

// The registration wizards (issue 10): apply for both, the school wizard with wrong input once and
// then good input, leaving in the middle and coming back, submitting; then the teacher wizard.

test('a new member applies for a school and as a teacher, step by step, across a logout', async ({ page }) => {
  test.setTimeout(180_000);
  const member = uniqueMember();
  const slug = `lotus-${member.username.replace(/_/g, '-')}`;
  await signUp(page, member);
  await expect(page).toHaveURL(/\/user-profile$/);

  // Apply type: a choice is required.
  await page.goto('/apply-type');
  await hydrated(page);
  await page.getByTestId('apply-type-submit').click();
  await expect(page.getByText('Please select the type to apply')).toBeVisible();
  await page.getByTestId('apply-type-both').click();
  await page.getByTestId('apply-type-submit').click();
  await expect(page).toHaveURL(/\/school\/register\?then=teacher$/);
  await expect(page.getByRole('link', { name: 'Certified Yoga School' })).toHaveAttribute('href', '/standards/CYS');
  await expect(page.getByTestId('fee-table')).toContainText('Registered Yoga School');
  await hydrated(page);
  await page.getByTestId('wizard-start').click();
  await expect(page).toHaveURL(/\/school\/register-information\?then=teacher$/);
  await hydrated(page);

  // Information: wrong input first, errors beside the fields.
  await page.getByLabel('Name of the school').fill('Lotus Valley Yoga');
  await page.getByTestId('slug-input').fill('AB');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await page.getByLabel('Facebook').fill('facebook.com/lotus');
  await page.getByTestId('save-continue').click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Enter a full web address starting with http:// or https://.')).toBeVisible();
  await expect(page.getByText(/Use 3 to 120 characters/)).toBeVisible();
  await expect(page).toHaveURL(/register-information/);

  // Then good input: the public address is checked as it is typed.
  await page.getByTestId('slug-input').fill(slug);
  await expect(page.getByTestId('slug-available')).toBeVisible();
  await expect(page.getByTestId('slug-address')).toContainText(`/schools/${slug}`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('office@lotus-valley.example.com');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+66812345678');
  await page.getByLabel('Facebook').fill('https://facebook.com/lotusvalley');
  await page.getByLabel('Introduction').fill('Hatha and yin teacher trainings in the hills of Chiang Mai.');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Nimman Road, Suthep');
  await choose(page, 'country', 'Thail', 'Thailand');
  await page.getByLabel('City').fill('Chiang Mai');
  await page.getByLabel('Latitude').fill('18.79');
  await page.getByLabel('Longitude').fill('98.97');
  await page.getByLabel('Owner').fill('Mali Srisuk');
  await page.getByLabel('Primary contact name').fill('Mali Srisuk');
  await page.getByLabel('Primary contact email').fill('mali@lotus-valley.example.com');
  await page.getByLabel('Primary contact phone').fill('+66812345679');
  await saveAndContinue(page, /\/school\/register-yaga-and-factulty\?then=teacher$/);

  // Back: what was saved is there, and the cover image can be added now that the draft exists.
  await page.getByTestId('wizard-back').click();
  await expect(page).toHaveURL(/register-information\?then=teacher$/);
  await hydrated(page);
  await expect(page.getByLabel('Primary contact phone')).toHaveValue('+66812345679');
  await expect(page.getByTestId('country')).toHaveValue('Thailand');
  const cover = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#4654c1' } })
    .png()
    .toBuffer();
  await upload(page, 'upload-cover_image', { name: 'cover.png', mimeType: 'image/png', buffer: cover }, 'Successfully saved data');
  await expect(page.getByTestId('image-cover_image-preview')).toHaveAttribute('src', /\/media\/covers\//);
  await saveAndContinue(page, /register-yaga-and-factulty/);

  // Yoga and faculty: wrong input, then good input.
  await page.getByLabel("Main teacher's teaching hours").fill('many');
  await page.getByRole('button', { name: 'Add an instructor' }).click();
  await page.getByTestId('save-continue').click();
  await expect(page.getByText('Enter a whole number.')).toBeVisible();
  await expect(page.getByTestId('instructors-row').getByText('This field is required.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'RSY – Registered Yoga School' }).check();
  await page.getByRole('checkbox', { name: 'Residential', exact: true }).check();
  await page.getByTestId('styles').click();
  await page.getByRole('option', { name: 'Hatha' }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Number of teachers').fill('3');
  await page.getByLabel("Main teacher's teaching hours").fill('3200');
  const instructor = page.getByTestId('instructors-row');
  await instructor.getByRole('textbox', { name: 'Name', exact: true }).fill('Mali Srisuk');
  await instructor.getByLabel('Certification').fill('E-RYT 500');
  await instructor.getByLabel('Years teaching').fill('12');
  await saveAndContinue(page, /\/school\/register-document\?then=teacher$/);
  await expect(page.getByTestId('step-information')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('step-yoga_and_faculty')).toHaveAttribute('data-state', 'done');

  // Documents: a refused file says why; two documents, then leave in the middle.
  await upload(page, 'upload-cv', PDF('cv.pdf'), 'Successfully saved data');
  await uploadRefused(
    page,
    'upload-syllabus',
    { name: 'syllabus.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') },
    'This file could not be read: it may be damaged. Please send another copy.',
  );
  await upload(page, 'upload-syllabus', PDF('syllabus.pdf'), 'Successfully saved data');
  await expect(page.getByTestId('upload-syllabus-error')).toHaveCount(0);
  await expect(page.getByTestId('document-syllabus').getByTestId('document-download')).toHaveText('syllabus.pdf');

  await page.getByTestId('member-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/school/register-document?then=teacher');
  await expect(page).toHaveURL(/\/auth\/login\?next=/);
  await hydrated(page);
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/school\/register-document\?then=teacher$/);
  await hydrated(page);
  await expect(page.getByTestId('document-cv').getByTestId('document-download')).toHaveText('cv.pdf');
  const href = await page.getByTestId('document-cv').getByTestId('document-download').getAttribute('href');
  const download = await page.request.get(href as string);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByTestId('step-documents')).toHaveAttribute('data-state', 'missing');
  await upload(page, 'upload-code_of_ethics', PDF('ethics.pdf'), 'Successfully saved data');
  await upload(page, 'upload-school_details', PDF('details-old.pdf'), 'Successfully saved data');
  // Removed while the application may change.
  await page.getByTestId('document-school_details').getByTestId('document-remove').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Successfully delete data' })).toBeVisible();
  await expect(page.getByTestId('document-school_details').getByTestId('document-file')).toHaveCount(0);
  await upload(page, 'upload-school_details', PDF('details.pdf'), 'Successfully saved data');
  await expect(page.getByTestId('step-documents')).toHaveAttribute('data-state', 'done');
  await page.getByTestId('save-continue').click();
  await expect(page).toHaveURL(/\/school\/register-payment\?then=teacher$/);
  await hydrated(page);

  // Payment: lifetime in THB, submitted: waiting for payment, and on to the teacher wizard.
  await expect(page.getByTestId('missing-summary')).toHaveCount(0);
  await page.getByTestId('membership-lifetime').click();
  await page.getByTestId('currency').getByText('THB').click();
  await expect(page.getByTestId('fee-lifetime')).toContainText('22,900');
  await page.getByTestId('submit-application').click();
  await expect(page).toHaveURL(/\/school\/register-success\?then=teacher$/);
  await expect(page.getByText('Your application has been submitted. Please continue to the payment.')).toBeVisible();
  await expect(page.getByTestId('status-badge')).toHaveText('Waiting for payment');
  await expect(page.getByTestId('next-steps')).toContainText('Billing');
  // Locked now: the steps are read-only.
  await page.goto('/school/register-information');
  await expect(page.getByLabel('Name of the school')).toBeDisabled();
  await expect(page.getByTestId('save-continue')).toHaveCount(0);
  await page.goto('/school/register-success?then=teacher');
  await hydrated(page);
  await page.getByTestId('continue-teacher').click();
  await expect(page).toHaveURL(/\/teacher\/register$/);
  await expect(page.getByTestId('cyt-note')).toContainText('Certified Yoga School (CYS)');
  await hydrated(page);
  await page.getByTestId('wizard-start').click();
  await expect(page).toHaveURL(/\/teacher\/register-information$/);
  await hydrated(page);

  // Teacher information: wrong, then good.
  await page.getByLabel('Your name').fill('Priya Nair');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('call me');
  await page.getByTestId('save-continue').click();
  await expect(page.getByText(/Enter a valid mobile number/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+919812345678');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('priya@teacher.example.com');
  await choose(page, 'country', 'Indi', 'India');
  await page.getByLabel('City').fill('Rishikesh');
  await saveAndContinue(page, /\/teacher\/register-yaga$/);

  // Yoga: CYT cannot be chosen, and says why.
  await expect(page.getByTestId('type-CYT')).toBeDisabled();
  await expect(page.getByTestId('cyt-note')).toContainText('Cannot be applied for');
  await page.getByLabel('How many documented teaching hours do you have?').fill('lots');
  await page.getByTestId('save-continue').click();
  await expect(page.getByText('Enter a whole number.')).toBeVisible();
  await page.getByLabel('How many documented teaching hours do you have?').fill('3400');
  await page.getByLabel('Years teaching').fill('9');
  await page.getByTestId('type-RTY').check();
  // What the member types to find a level stays while the form re-renders (a field revalidated as
  // an input event reaches it, as autofill sends): it used to be put back to the chosen label.
  await page.getByTestId('registration-level').click();
  await page.getByTestId('registration-level').fill('500');
  await page.getByLabel('Years teaching').dispatchEvent('input');
  await expect(page.getByTestId('registration-level')).toHaveValue('500');
  await page.getByRole('option', { name: '500 hours', exact: true }).click();
  await page.getByTestId('styles').click();
  await page.getByRole('option', { name: 'Hatha' }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('School you trained at').fill('Rishikesh Yoga Peeth');
  await saveAndContinue(page, /\/teacher\/register-document$/);

  // Documents: a CV and several certificates.
  await upload(page, 'upload-cv', PDF('cv.pdf'), 'Successfully saved data');
  await upload(page, 'upload-certificates', PDF('certificate-200.pdf'), 'Successfully saved data');
  await upload(page, 'upload-certificates', PDF('certificate-500.pdf'), 'Successfully saved data');
  await expect(page.getByTestId('document-certificates').getByTestId('document-file')).toHaveCount(2);
  await page.getByTestId('save-continue').click();
  await expect(page).toHaveURL(/\/teacher\/register-payment$/);
  await expect(page.getByTestId('missing-summary')).toHaveCount(0);
  await expect(page.getByTestId('submit-application')).toBeVisible();
  await expect(page.getByTestId('step-yoga')).toHaveAttribute('data-state', 'done');

  // At phone width, in Thai: the steps fit the screen and explain CYT in Thai.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/teacher/register-yaga?lang=th');
  await hydrated(page);
  await expect(page.getByTestId('cyt-note')).toContainText('CYT');
  await expect(page.getByTestId('save-continue')).toHaveText('บันทึกและดำเนินการต่อ');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto('/school/register-payment?lang=th');
  await expect(page.getByTestId('status-badge')).toHaveText('รอการชำระเงิน');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
