import sharp from 'sharp';
import { expect, hydrated, lastResetLink, lastSmsCode, logIn, signUp, test, uniqueMember } from './fixtures.ts';

test('a new member signs up, edits the profile with an avatar, verifies a mobile number, changes the password and logs back in', async ({ page }) => {
  const member = uniqueMember();
  await signUp(page, member);
  await expect(page).toHaveURL(/\/user-profile$/);
  await expect(page.getByText('Sign up new account successfully')).toBeVisible();
  await expect(page.getByTestId('member-menu')).toContainText('Hello, Priya Nair');

  // Log out, then log in with the new account.
  await page.getByTestId('member-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await page.goto('/auth/login');
  await hydrated(page);
  await logIn(page, member.email, member.password);
  await expect(page.getByTestId('member-menu')).toContainText('Priya Nair');

  // Edit the profile.
  await page.goto('/user-profile');
  await hydrated(page);
  await page.getByLabel('Last name').fill('Nair-Iyer');
  await page.getByLabel('Legal full name').fill('Priya Lakshmi Nair-Iyer');
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByTestId('country-of-residence').click();
  await page.getByTestId('country-of-residence').fill('Thail');
  await page.getByRole('option', { name: 'Thailand' }).click();
  await page.getByTestId('region').click();
  await page.getByTestId('region').fill('Chiang');
  await page.getByRole('option', { name: 'Chiang Mai' }).click();
  // Choosing the chosen country again keeps it, and its region.
  await page.getByTestId('country-of-residence').click();
  await page.getByRole('option', { name: 'Thailand', exact: true }).click();
  await expect(page.getByTestId('country-of-residence')).toHaveValue('Thailand');
  await expect(page.getByTestId('region')).toHaveValue('Chiang Mai');
  await expect(page.getByTestId('region')).toBeEnabled();
  await page.getByLabel('Location').fill('Chiang Mai old city');
  await page.getByLabel('About me').fill('Vinyasa teacher and lifelong student.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The Data has been saved successfully')).toBeVisible();
  await expect(page.getByTestId('member-menu')).toContainText('Priya Nair-Iyer');
  await page.reload();
  await expect(page.getByLabel('Legal full name')).toHaveValue('Priya Lakshmi Nair-Iyer');
  await expect(page.getByTestId('region')).toHaveValue('Chiang Mai');

  // Upload an avatar.
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#4654c1' } })
    .png()
    .toBuffer();
  await hydrated(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('avatar-button').click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Successfully saved data')).toBeVisible();
  // The header shows the new photo at once, not the initials.
  await expect(page.getByTestId('header-avatar').locator('img')).toHaveAttribute('src', /\/media\/avatars\//);
  const photo = await page.getByTestId('avatar-image').locator('img').getAttribute('src');
  expect(photo).toMatch(/\/media\/avatars\//);
  // A refused file leaves the photo in place.
  const refusedChooser = page.waitForEvent('filechooser');
  await page.getByTestId('avatar-button').click();
  await (await refusedChooser).setFiles({ name: 'not-an-image.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture') });
  // Its error replaces the success toast instead of sitting beside it.
  await expect(page.getByTestId('toast').filter({ hasText: 'Upload a JPEG, PNG or WebP image.' })).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveCount(1);
  await expect(page.getByTestId('avatar-image').locator('img')).toHaveAttribute('src', photo as string);
  await expect(page.getByTestId('header-avatar').locator('img')).toHaveAttribute('src', photo as string);
  await page.reload();
  await expect(page.locator('img[src*="/media/avatars/"]').first()).toBeVisible();

  // Verify a mobile number with the code from the development SMS log.
  const phone = `+6681${String(Date.now()).slice(-7)}`;
  await hydrated(page);
  const number = page.getByLabel('Mobile number with country code');
  // The example number belongs to no one.
  await expect(number).toHaveAttribute('placeholder', '+15555550123');
  await number.fill(phone);
  // Enter in a field submits that field's own form: here, send the code.
  await number.press('Enter');
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await expect(page.getByText('We sent a 6-digit code to your mobile number.')).toHaveCount(1);
  // A reload while the code is on its way keeps the code field.
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Verification code')).toBeVisible();
  // Enter in the code field verifies (it does not ask for another code). A wrong code: one message, beside the field.
  await page.getByLabel('Verification code').fill(lastSmsCode(phone) === '000000' ? '111111' : '000000');
  await page.getByLabel('Verification code').press('Enter');
  await expect(page.getByText('The code is not correct.')).toHaveCount(1);
  await expect(page.getByText(/Please wait|Something wrong|Unsuccessfully saved data/)).toHaveCount(0);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  // Let the page finish reloading its data after the refused code before sending the right one.
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Verification code').fill(lastSmsCode(phone));
  await page.getByLabel('Verification code').press('Enter');
  await expect(page.getByTestId('toast')).toHaveText('Mobile number verified successfully');
  await expect(page.getByText('Mobile number verified successfully')).toHaveCount(1);
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Verification code')).toHaveCount(0);

  // Change the password: a wrong old password is refused first.
  const newPassword = 'Evening2025flow';
  await page.goto('/change-password');
  await hydrated(page);
  await page.getByLabel('Current password').fill('Wrong2025pass');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Repeat the password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Old password invalid').first()).toBeVisible();
  await page.getByLabel('Current password').fill(member.password);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Repeat the password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Change password successfully')).toBeVisible();

  // Log out and in again with the new password.
  await page.getByTestId('member-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await page.goto('/auth/login');
  await hydrated(page);
  await logIn(page, member.username, member.password);
  // The refusal says only the words of SPEC §8, once: no OAuth code (invalid_grant).
  await expect(page.getByText('Invalid username or password')).toHaveCount(1);
  await expect(page.getByText(/invalid_grant/)).toHaveCount(0);
  await logIn(page, member.username, newPassword);
  await expect(page.getByTestId('member-menu')).toContainText('Priya Nair-Iyer');
});

test('a refused login speaks the page language only, and the password eye button is named in it', async ({ page }) => {
  await page.goto('/auth/login?lang=th');
  await hydrated(page);
  await expect(page.locator('.mantine-PasswordInput-visibilityToggle')).toHaveAttribute('aria-label', 'แสดงหรือซ่อนรหัสผ่าน');
  await page.locator('input[name="username"]').fill('ananda');
  await page.locator('input[name="password"]').fill('Wrong2025pass');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('toast')).toContainText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
  await expect(page.getByText(/invalid_grant/)).toHaveCount(0);
  // A second refusal replaces the toast rather than stacking another.
  const first = await page.getByTestId('toast').getAttribute('id');
  await page.locator('input[name="password"]').fill('Wrong2026pass');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('toast').last()).not.toHaveAttribute('id', first as string);
  await expect(page.getByTestId('toast')).toHaveCount(1);
});

test('a reset link is checked as it opens: a used or unknown link says so instead of showing the form', async ({ page }) => {
  await page.goto('/auth/confirm-reset-password/MQ/not-a-real-token');
  await expect(page.getByTestId('reset-link-refused')).toContainText('This password reset link is invalid or has already been used.');
  await expect(page.getByLabel('New password')).toHaveCount(0);

  const member = uniqueMember();
  await signUp(page, member);
  await expect(page).toHaveURL(/\/user-profile$/);
  await page.getByTestId('member-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  // The logout lands before the next page opens (otherwise its redirect can overtake it).
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await page.goto('/auth/resetpassword');
  await hydrated(page);
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  // One message for the result: the toast, not a second copy in the page.
  await expect(page.getByText(/a link to reset its password is on its way/)).toHaveCount(1);
  await expect.poll(() => lastResetLink(member.email), { timeout: 15_000 }).toBeTruthy();
  const link = lastResetLink(member.email) as string;
  await page.goto(link);
  await hydrated(page);
  await page.getByLabel('New password').fill('Brand2026newpass');
  await page.getByLabel('Repeat the password').fill('Brand2026newpass');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  // The used link now says so as soon as it opens.
  await page.goto(link);
  await expect(page.getByTestId('reset-link-refused')).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveCount(0);
});

test('a protected page sends a visitor to log in and back', async ({ page }) => {
  await page.goto('/change-password');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fchange-password$/);
  await hydrated(page);
  await logIn(page, 'ananda', 'Yoga2011!');
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
});

test('sign-up shows the validation messages next to the fields', async ({ page }) => {
  await page.goto('/auth/signup');
  await hydrated(page);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expect(page.getByText('The password must contain at least 8 characters: 1 uppercase letter, 1 lowercase letter, 1 number.')).toBeVisible();
  await expect(page.getByText('Please accept the terms and conditions.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signup$/);
});

test('the language switch turns the page into Thai and it stays Thai on the next page', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByTestId('lang-th').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('link', { name: 'เข้าสู่ระบบ' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'เข้าสู่ระบบ' }).first().click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0E00-\u0E7F]/);
  await page.goto('/auth/signup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});

test('each language has its own shareable URL', async ({ page }) => {
  for (const [lang, pattern] of [
    ['zh', /[\u4e00-\u9fff]/],
    ['hi', /[\u0900-\u097F]/],
    ['en', /Log in/],
  ] as const) {
    await page.goto(`/auth/login?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pattern);
  }
});

test('an unknown path shows the not-found page with status 404', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  // The browser reports the document's own 404; that one is expected here.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('404')));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens from the burger and logging in works', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await hydrated(page);
    await logIn(page, 'mali', 'Yoga2011!');
    await expect(page.getByTestId('member-menu')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test('the currency switch persists to the next page', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const saved = page.waitForResponse((r) => r.url().includes('/preferences') && r.request().method() === 'POST');
  await page.getByTestId('currency-wide').getByText('THB').click();
  await saved;
  await expect(page.getByTestId('currency-wide').locator('input[value="THB"]')).toBeChecked();
  await page.goto('/auth/login');
  await expect(page.getByTestId('currency-wide').locator('input[value="THB"]')).toBeChecked();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'currency')?.value).toBe('THB');
  const session = cookies.find((c) => c.name === 'wya_session');
  expect(session).toBeUndefined();
});

test('the session cookie is httpOnly and holds no readable token', async ({ page }) => {
  await page.goto('/auth/login');
  await hydrated(page);
  await logIn(page, 'sofia', 'Yoga2011!');
  await expect(page.getByTestId('member-menu')).toBeVisible();
  const session = (await page.context().cookies()).find((c) => c.name === 'wya_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  expect(await page.evaluate(() => document.cookie)).not.toContain('wya_session');
  expect(Buffer.from(decodeURIComponent(session?.value ?? ''), 'base64url').toString('latin1')).not.toContain('access');
});

test('Sign in with Google asks to choose an account and comes back logged in', async ({ page }) => {
  await page.goto('/auth/login?next=%2Fuser-profile');
  await hydrated(page);
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await page.getByRole('link', { name: 'kanya.google@example.com' }).click();
  await expect(page).toHaveURL(/\/user-profile$/);
  await expect(page.getByTestId('member-menu')).toContainText('Kanya Suksan');
  await expect(page.getByText('kanya.google@example.com').first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('signing up and logging in still work as plain form posts', async ({ page }) => {
    const member = uniqueMember();
    await page.goto('/auth/signup?lang=en');
    await page.locator('input[name="first_name"]').fill(member.firstName);
    await page.locator('input[name="last_name"]').fill(member.lastName);
    await page.locator('input[name="username"]').fill(member.username);
    await page.locator('input[name="email"]').fill('not-an-email');
    await page.locator('input[name="password1"]').fill(member.password);
    await page.locator('input[name="password2"]').fill(member.password);
    await page.locator('input[name="accept_terms"]').check();
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await page.locator('input[name="email"]').fill(member.email);
    await page.locator('input[name="password1"]').fill(member.password);
    await page.locator('input[name="password2"]').fill(member.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/user-profile$/);
    await expect(page.getByText('Hello, Priya Nair').first()).toBeAttached();
  });
});

test('a page served from the visitor cache carries a fresh nonce and still runs', async ({ page }) => {
  await page.goto('/directory/teachers?q=yoga');
  const second = await page.goto('/directory/teachers?q=yoga');
  expect(second?.headers()['x-page-cache']).toBe('hit');
  const nonce = second?.headers()['content-security-policy']?.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  const html = await second?.text();
  expect(html).toContain(`nonce="${nonce}"`);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
