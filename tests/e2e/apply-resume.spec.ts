import { choose, saveAndContinue } from './apply-steps.ts';
import { expect, hydrated, signUp, test, uniqueMember } from './fixtures.ts';

// Issue 36: "Continue the application" resumes at the step the member has not finished, not at step 1.

test('a member who saved the first step continues at the second', async ({ page }) => {
  const member = uniqueMember();
  await signUp(page, member);
  await expect(page).toHaveURL(/\/user-profile$/);
  // Without an application, a later step leads to the first, which creates it.
  await page.goto('/teacher/register-yaga');
  await expect(page).toHaveURL(/\/teacher\/register-information$/);

  await page.goto('/teacher/register');
  await hydrated(page);
  await page.getByTestId('wizard-start').click();
  await expect(page).toHaveURL(/\/teacher\/register-information$/);
  await hydrated(page);
  await page.getByLabel('Your name').fill('Priya Nair');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+919812345678');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`${member.username}@teacher.example.com`);
  await choose(page, 'country', 'Indi', 'India');
  await page.getByLabel('City').fill('Rishikesh');
  await saveAndContinue(page, /\/teacher\/register-yaga$/);

  // Away and back, in Thai: the button says "continue" and leads to the yoga step.
  await page.goto('/user-profile');
  await page.goto('/teacher/register?lang=th');
  await hydrated(page);
  const resume = page.getByTestId('wizard-start');
  await expect(resume).toHaveText('ทำใบสมัครต่อ');
  await expect(resume).toHaveAttribute('href', '/teacher/register-yaga');
  await resume.click();
  await expect(page).toHaveURL(/\/teacher\/register-yaga$/);
  await expect(page.getByTestId('step-information')).toHaveAttribute('data-state', 'done');
});

test('a member whose registration is listed is led to their own page, not into the wizard', async ({ page }) => {
  await page.goto(`/auth/login?next=${encodeURIComponent('/teacher/register')}`);
  await hydrated(page);
  await page.locator('input[name="username"]').fill('ananda');
  await page.locator('input[name="password"]').fill('Yoga2011!');
  await page.locator('form[method="post"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/teacher\/register$/);
  await hydrated(page);
  await expect(page.getByTestId('wizard-start')).toHaveCount(0);
  await page.getByTestId('own-page').click();
  await expect(page).toHaveURL(/\/teacher\/profile$/);
  // Its payment step no longer tells what happens after submitting.
  await page.goto('/teacher/register-payment');
  await expect(page.getByTestId('step-payment')).toBeVisible();
  await expect(page.getByTestId('next-steps')).toHaveCount(0);
});
