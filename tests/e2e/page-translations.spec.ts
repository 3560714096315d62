import { expect, test } from './fixtures.ts';

// A page loads the translations its server render used, the others once idle; a navigation waits for them.
test('a navigation to a page with translations the first page did not load waits for them', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The English "content" translations (fees, about pages), which the home page does not use.
  const contentTranslations = /\/assets\/content-[\w-]{8}\.js$/;
  await page.route(contentTranslations, async (route) => {
    await held;
    await route.continue();
  });
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await page.goto('/');
  expect(await page.evaluate(() => (window as unknown as { __wyaNamespaces: string[] }).__wyaNamespaces)).not.toContain('content');
  // Hydrated once the header's menus answer the pointer (the translations still held keep the network busy).
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'About' }).hover();
    await expect(page.getByRole('menuitem', { name: 'Our team' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.getByRole('menuitem', { name: 'Our team' }).click();
  await page.waitForTimeout(500);
  await expect(page).not.toHaveURL(/our-team/);
  release();
  await expect(page).toHaveURL(/\/about\/our-team$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our team');
  expect(documents).toHaveLength(1);
});

// A form's own validation speaks at once, with every translation the page did not name held back.
test('a form names the messages its validation shows, so they come before the page takes over', async ({ page, request }) => {
  const html = await (await request.get('/about/contact?lang=th')).text();
  const named = JSON.parse(/__wyaNamespaces = (\[[^\]]*\])/.exec(html)?.[1] ?? '[]') as string[];
  expect(named).toContain('messages');
  await page.route(/\/assets\/([a-z]+)-[\w-]{8}\.js$/, async (route) => {
    const ns = /\/assets\/([a-z]+)-/.exec(route.request().url())?.[1] ?? '';
    if (['messages', 'common', 'directory', 'content', 'apply', 'listing', 'staff', 'billing', 'events'].includes(ns) && !named.includes(ns)) return; // never answered
    await route.continue();
  });
  await page.goto('/about/contact?lang=th');
  // The form itself taken over (React's props on it), not only the route modules loaded: a click
  // before that submits the form to the server, which is not what this test is about.
  await page.waitForFunction(() => {
    const form = document.querySelector<HTMLButtonElement>('[data-testid="contact-submit"]')?.form;
    return Boolean(form && Object.keys(form).some((key) => key.startsWith('__reactProps')));
  });
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  // Checked in the browser, not sent: the page's own validation, before any held translation arrives.
  await page.getByTestId('contact-submit').click();
  await expect(page.getByText('กรุณากรอกข้อมูลในช่องนี้').first()).toBeVisible();
  await expect(page.getByText(/validation\./)).toHaveCount(0);
  expect(documents).toEqual([]);
});
