import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { lastMailTo } from '../../server/test/outbox.ts';

export { expect };

/** Every journey fails on an unexpected console error in the browser. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

let counter = 0;
export function uniqueMember() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { username: `e2e_${id}`, email: `e2e_${id}@example.com`, password: 'Sunrise2024pose', firstName: 'Priya', lastName: 'Nair' };
}

/** The newest code the development SMS adapter wrote for a number (DATA_DIR/sms.log). */
export function lastSmsCode(phone: string): string {
  const lines = readFileSync(path.join(E2E_DATA_DIR, 'sms.log'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { to: string; text: string });
  const message = lines.reverse().find((l) => l.to === phone);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}

/** The path of the newest password reset link mailed to an address (DATA_DIR/outbox), or null before it is sent. */
export function lastResetLink(email: string): string | null {
  return lastMailTo(E2E_DATA_DIR, email)?.match(/\/auth\/confirm-reset-password\/[\w-]+\/[\w-]+/)?.[0] ?? null;
}

/** Waits until React has hydrated, so that clicks reach the app rather than the bare HTML. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  await page.waitForLoadState('networkidle');
}

export async function signUp(page: Page, member: ReturnType<typeof uniqueMember>) {
  await page.goto('/auth/signup');
  await hydrated(page);
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Repeat the password').fill(member.password);
  await page.getByLabel(/I have read and accept/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function logIn(page: Page, login: string, password: string) {
  await page.getByLabel('Username or email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
