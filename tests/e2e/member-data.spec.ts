import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extract } from 'tar';
import { expect, hydrated, logIn, signUp, test, uniqueMember } from './fixtures.ts';

// A member's data (docs/decisions/0041-data-export-and-erasure.md): a new member asks for a copy on
// their profile, downloads it once the background job has made it, then deletes their account.

test('a member downloads a copy of their data, then deletes their account', async ({ page }) => {
  const member = uniqueMember();
  await signUp(page, member);
  await expect(page).toHaveURL(/\/user-profile$/);
  await hydrated(page);

  const data = page.getByTestId('data-export');
  await expect(data).toHaveAttribute('data-state', 'none');
  await page.getByRole('button', { name: 'Prepare a copy' }).click();
  await expect(page.getByText('We are preparing a copy of your data.')).toBeVisible();
  // The job runs in the server's worker; the page looks again every few seconds by itself.
  await expect(data).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('data-export-download').click()]);
  expect(download.suggestedFilename()).toMatch(/^wya-my-data-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
  const dir = mkdtempSync(path.join(tmpdir(), 'wya-e2e-export-'));
  try {
    const file = path.join(dir, 'copy.tar.gz');
    await download.saveAs(file);
    await extract({ file, cwd: dir, strict: true });
    const account = JSON.parse(readFileSync(path.join(dir, 'account.json'), 'utf8'));
    expect(account.user).toMatchObject({ username: member.username, email: member.email, first_name: 'Priya' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // Deleting asks for the password and the word; a wrong word changes nothing.
  const form = page.getByTestId('delete-account');
  await form.getByLabel('Your password').fill(member.password);
  await form.getByLabel('Type DELETE to confirm').fill('remove');
  await form.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(form.getByText('Type DELETE exactly as shown.')).toBeVisible();
  await form.getByLabel('Your password').fill(member.password);
  await form.getByLabel('Type DELETE to confirm').fill('delete');
  await form.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page.getByTestId('member-menu')).toHaveCount(0);

  // The account is gone: signing in fails.
  await page.goto('/auth/login');
  await hydrated(page);
  await logIn(page, member.username, member.password);
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByText(/Invalid username or password/)).toBeVisible();
});
