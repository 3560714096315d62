// Screenshots of pages at desktop and phone width, for looking at what we build:
//   node scripts/screenshot.ts http://localhost:3000 /path1 /path2 …  (PNG files go to /tmp/shots)
//   LOGIN=ananda:Yoga2011! node scripts/screenshot.ts …   logs in first
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base, ...paths] = process.argv.slice(2);
mkdirSync('/tmp/shots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const [name, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  const page = await browser.newPage({ viewport });
  page.on('console', (m) => m.type() === 'error' && console.log(`[console] ${m.text()}`));
  if (process.env.LOGIN) {
    const [username, password] = process.env.LOGIN.split(':');
    await page.goto(`${base}/auth/login`, { waitUntil: 'networkidle' });
    await page.locator('input[name="username"]').fill(username);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  }
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const file = `/tmp/shots/${name}${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
