import type { Page } from '@playwright/test';
import { pdf } from '../../server/test/upload-files.ts';
import { expect, hydrated } from './fixtures.ts';

// Steps of the registration wizards, shared by the journeys that apply (apply.spec.ts, office.spec.ts).

export const PDF = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdf() });

export async function choose(page: Page, testId: string, typed: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByTestId(testId).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Chooses a file with an upload button and waits for the API's answer. */
export async function upload(page: Page, testId: string, file: { name: string; mimeType: string; buffer: Buffer }, expected: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId(testId).click();
  await (await chooser).setFiles(file);
  await expect(page.getByTestId('toast').filter({ hasText: expected }).last()).toBeVisible();
}

/** A refused file: the reason shows on its document's card, beside its button, and no toast says it. */
export async function uploadRefused(page: Page, testId: string, file: { name: string; mimeType: string; buffer: Buffer }, expected: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId(testId).click();
  await (await chooser).setFiles(file);
  await expect(page.getByTestId(`${testId}-error`)).toHaveText(expected);
  await expect(page.getByTestId('toast').filter({ hasText: expected })).toHaveCount(0);
}

export async function saveAndContinue(page: Page, next: RegExp) {
  await page.getByTestId('save-continue').click();
  await expect(page).toHaveURL(next);
  await expect(page.getByTestId('toast').filter({ hasText: 'Successfully saved data' }).last()).toBeVisible();
  await hydrated(page);
}

/** The school wizard with good input throughout, submitted for an annual membership in `currency`. */
export async function applyForSchool(page: Page, school: { name: string; slug: string; currency: 'USD' | 'EUR' | 'THB' | 'INR' }) {
  await page.goto('/school/register');
  await hydrated(page);
  await page.getByTestId('wizard-start').click();
  await expect(page).toHaveURL(/\/school\/register-information$/);
  await hydrated(page);
  await page.getByLabel('Name of the school').fill(school.name);
  await page.getByTestId('slug-input').fill(school.slug);
  await expect(page.getByTestId('slug-available')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`office@${school.slug}.example.com`);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+66812345678');
  await page.getByLabel('Introduction').fill('Hatha and yin teacher trainings in the hills of Chiang Mai.');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Nimman Road, Suthep');
  await choose(page, 'country', 'Thail', 'Thailand');
  await page.getByLabel('City').fill('Chiang Mai');
  await page.getByLabel('Latitude').fill('18.79');
  await page.getByLabel('Longitude').fill('98.97');
  await page.getByLabel('Owner').fill('Mali Srisuk');
  await page.getByLabel('Primary contact name').fill('Mali Srisuk');
  await page.getByLabel('Primary contact email').fill(`contact@${school.slug}.example.com`);
  await page.getByLabel('Primary contact phone').fill('+66812345679');
  await saveAndContinue(page, /\/school\/register-yaga-and-factulty$/);

  await page.getByRole('checkbox', { name: 'RSY – Registered Yoga School' }).check();
  await page.getByRole('checkbox', { name: 'Residential', exact: true }).check();
  await page.getByTestId('styles').click();
  await page.getByRole('option', { name: 'Hatha' }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Number of teachers').fill('3');
  await page.getByLabel("Main teacher's teaching hours").fill('3200');
  await page.getByRole('button', { name: 'Add an instructor' }).click();
  const instructor = page.getByTestId('instructors-row');
  await instructor.getByRole('textbox', { name: 'Name', exact: true }).fill('Mali Srisuk');
  await instructor.getByLabel('Certification').fill('E-RYT 500');
  await instructor.getByLabel('Years teaching').fill('12');
  await saveAndContinue(page, /\/school\/register-document$/);

  for (const kind of ['cv', 'syllabus', 'code_of_ethics', 'school_details'])
    await upload(page, `upload-${kind}`, PDF(`${kind}.pdf`), 'Successfully saved data');
  await expect(page.getByTestId('step-documents')).toHaveAttribute('data-state', 'done');
  await page.getByTestId('save-continue').click();
  await expect(page).toHaveURL(/\/school\/register-payment$/);
  await hydrated(page);
  await expect(page.getByTestId('missing-summary')).toHaveCount(0);
  await page.getByTestId('membership-annual').click();
  await page.getByTestId('currency').getByText(school.currency).click();
  await page.getByTestId('submit-application').click();
  await expect(page).toHaveURL(/\/school\/register-success$/);
  await expect(page.getByTestId('status-badge')).toHaveText('Waiting for payment');
}

/** The teacher wizard with good input throughout, submitted for an annual membership in `currency`. */
export async function applyAsTeacher(page: Page, teacher: { name: string; currency: 'USD' | 'EUR' | 'THB' | 'INR' }) {
  await page.goto('/teacher/register');
  await hydrated(page);
  await page.getByTestId('wizard-start').click();
  await expect(page).toHaveURL(/\/teacher\/register-information$/);
  await hydrated(page);
  await page.getByLabel('Your name').fill(teacher.name);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+919812345678');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('teacher@teacher.example.com');
  await choose(page, 'country', 'Indi', 'India');
  await page.getByLabel('City').fill('Rishikesh');
  await saveAndContinue(page, /\/teacher\/register-yaga$/);

  await page.getByLabel('How many documented teaching hours do you have?').fill('3400');
  await page.getByLabel('Years teaching').fill('9');
  await page.getByTestId('type-RTY').check();
  await choose(page, 'registration-level', '500', '500 hours');
  await page.getByTestId('styles').click();
  await page.getByRole('option', { name: 'Hatha' }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('School you trained at').fill('Rishikesh Yoga Peeth');
  await saveAndContinue(page, /\/teacher\/register-document$/);

  // Each file listed before the next: the step's own toast may still be showing from the last save.
  await upload(page, 'upload-cv', PDF('cv.pdf'), 'Successfully saved data');
  await expect(page.getByTestId('document-cv').getByTestId('document-file')).toHaveCount(1);
  await upload(page, 'upload-certificates', PDF('certificate-500.pdf'), 'Successfully saved data');
  await expect(page.getByTestId('document-certificates').getByTestId('document-file')).toHaveCount(1);
  await page.getByTestId('save-continue').click();
  await expect(page).toHaveURL(/\/teacher\/register-payment$/);
  await hydrated(page);
  await expect(page.getByTestId('missing-summary')).toHaveCount(0);
  await page.getByTestId('membership-annual').click();
  await page.getByTestId('currency').getByText(teacher.currency).click();
  await page.getByTestId('submit-application').click();
  await expect(page).toHaveURL(/\/teacher\/register-success$/);
  await expect(page.getByTestId('status-badge')).toHaveText('Waiting for payment');
}
