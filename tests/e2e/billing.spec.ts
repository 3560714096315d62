import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { applyAsTeacher } from './apply-steps.ts';
import { expect, hydrated, signUp, test, uniqueMember } from './fixtures.ts';

// Billing (issue 11): ananda pays the unpaid demo invoice by test card on the test processor's hosted
// card page (a declined card first, on a phone in Thai) after choosing the bill-to address and
// switching the currency, and downloads the receipt; the office refuses mali's demo
// transfer slip, mali sends a new one, and the office verifies it. The public invoice view needs no login.
// A new member applies as a teacher in rupees and pays the application's invoice by test card, in Hindi
// on a phone: the receipt PDF says what was paid, and the application waits for the office's review.

async function logInAt(page: Page, path: string, login: string, lang = 'en') {
  await page.goto(`/auth/login?lang=${lang}&next=${encodeURIComponent(path)}`);
  await hydrated(page);
  // By field names: the login page speaks the journey's language.
  await page.locator('input[name="username"]').fill(login);
  await page.locator('input[name="password"]').fill('Yoga2011!');
  await page.locator('form[method="post"] button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\?/g, '\\?')}$`));
  await hydrated(page);
}

async function asMember(browser: Browser, path: string, login: string, options: { lang?: string; width?: number } = {}) {
  const context = await browser.newContext(options.width ? { viewport: { width: options.width, height: 844 } } : {});
  const page = await context.newPage();
  await logInAt(page, path, login, options.lang);
  return page;
}

const toast = (page: Page) => page.getByTestId('toast').last();

/** Screenshots for a person to look at, when E2E_SHOTS names a folder (never in the repository). */
async function shoot(page: Page, name: string) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
}

/** Serious and critical WCAG 2.1 A/AA problems (as the accessibility journey checks). */
async function seriousViolations(page: Page) {
  // The site header is the accessibility journey's; this one checks the billing pages' own content.
  const results = await new AxeBuilder({ page }).exclude('.site-header').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A small, valid one-page PDF: the bank's transfer slip. */
function slipPdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>'];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('a member pays an invoice by test card after choosing the address and the currency, and downloads the receipt', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/billing');
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fbilling$/);
  await logInAt(page, '/billing', 'ananda');

  // Outstanding first: the unpaid renewal, then the paid registration with its receipt.
  const rows = page.getByTestId('invoice-row');
  expect(await seriousViolations(page), '/billing').toEqual([]);
  await expect(rows.first().getByTestId('invoice-status')).toHaveText('Waiting for payment');
  await expect(rows.first().getByTestId('invoice-amount')).toHaveText('₹4,600.00');
  await expect(rows.last().getByTestId('invoice-status')).toHaveText('Paid');
  await expect(rows.last().getByTestId('receipt-link')).toBeVisible();
  const number = (await rows.first().getAttribute('data-invoice')) as string;
  const publicView = (await rows.first().getByRole('link', { name: 'View invoice' }).getAttribute('href')) as string;

  // Checkout: a new address, saved for next time and billed to.
  await rows.first().getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\/\d+$/);
  await hydrated(page);
  const checkoutUrl = page.url();
  expect(await seriousViolations(page), 'checkout').toEqual([]);
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const form = page.getByRole('form', { name: 'New invoice address' });
  await form.getByRole('button', { name: 'Save and bill to this address' }).click();
  await expect(form.getByText('This field is required.').first()).toBeVisible();
  await form.getByLabel('First name').fill('Ananda');
  await form.getByLabel('Last name').fill('Sharma');
  await form.getByLabel('Organisation (optional)').fill('Ganga Yoga Trust');
  await form.getByLabel('Country', { exact: true }).fill('Thail');
  await page.getByRole('option', { name: 'Thailand' }).click();
  await form.getByLabel('State or province').fill('Chiang Mai');
  await form.getByLabel('Post code').fill('50200');
  await form.getByLabel('Address', { exact: true }).fill('12 Nimmanhaemin Road');
  await form.getByRole('button', { name: 'Save and bill to this address' }).click();
  await expect(toast(page)).toHaveText('Save invoice address successful');
  await expect(page.getByTestId('invoice-details').getByTestId('bill-to')).toContainText('Ganga Yoga Trust');
  await expect(page.getByTestId('saved-address')).toHaveCount(2);

  // Payment: the currency switched once re-prices the invoice.
  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\/payment\/\d+$/);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay ₹4,600.00');
  expect(await seriousViolations(page), 'payment').toEqual([]);
  await page.getByTestId('currency-USD').click();
  await expect(toast(page)).toHaveText('The invoice has been updated.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay $55.00');
  await expect(page.getByTestId('grand-total')).toHaveText('$55.00');

  // Test mode, said on screen, with the test cards; the card itself is typed on the processor's page.
  await expect(page.getByTestId('test-mode-badge')).toHaveText('Test mode');
  await expect(page.getByTestId('test-mode')).toContainText('4242 4242 4242 4242');
  await expect(page.getByTestId('test-mode')).toContainText('4000 0025 0000 3155');
  const paymentUrl = page.url();
  await shoot(page, 'payment-en-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'payment-en-390');

  // On a phone, in Thai: a declined card is said clearly, and the invoice stays payable.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${paymentUrl}?lang=th`);
  await hydrated(page);
  await expect(page.getByTestId('test-mode-badge')).toHaveText('โหมดทดสอบ');
  await shoot(page, 'payment-th-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, 'payment-th-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('start-card-payment').click();
  await expect(page).toHaveURL(/\/billing\/test-card\/tps_[\w-]+$/);
  await hydrated(page);
  const cardPage = page.getByTestId('test-card-page');
  await expect(cardPage.getByTestId('test-mode-badge')).toHaveText('โหมดทดสอบ');
  // Thai writes the dollar as US$.
  await expect(cardPage.getByTestId('amount')).toHaveText('US$55.00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page), 'test card page').toEqual([]);
  await shoot(page, 'test-card-th-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, 'test-card-th-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await cardPage.getByLabel('หมายเลขบัตร').fill('4000 0000 0000 0002');
  await cardPage.getByLabel('เดือนหมดอายุ').fill('12');
  await cardPage.getByLabel('ปีหมดอายุ').fill(String(new Date().getFullYear() + 2));
  await cardPage.getByLabel('รหัส CVC').fill('123');
  await cardPage.getByRole('button', { name: 'ชำระ US$55.00' }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\/complete\/\d+$/);
  await expect(page.getByTestId('outcome')).toContainText('การชำระเงินด้วยบัตรของคุณไม่สำเร็จ');
  await expect(page.getByTestId('decline-reason')).toHaveText('บัตรของคุณถูกปฏิเสธ');
  await expect(page.getByTestId('invoice-details')).toContainText('รอการชำระเงิน');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shoot(page, 'declined-th-390');

  // Tried again, in English at desktop width: the card page pays, and the processor's webhook marks the invoice paid.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${paymentUrl}?lang=en`);
  await hydrated(page);
  await page.getByTestId('start-card-payment').click();
  await expect(page).toHaveURL(/\/billing\/test-card\/tps_[\w-]+$/);
  await hydrated(page);
  await expect(cardPage.getByTestId('test-mode-badge')).toHaveText('Test mode');
  await shoot(page, 'test-card-en-1280');
  const cardForm = page.getByRole('form', { name: 'Card payment' });
  await cardForm.getByRole('button', { name: 'Pay $55.00' }).click();
  await expect(cardForm.getByText('This field is required.').first()).toBeVisible();
  await cardForm.getByLabel('Card number').fill('4242 4242 4242 4241');
  await cardForm.getByLabel('Expiry month').fill('12');
  await cardForm.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 2));
  await cardForm.getByLabel('CVC').fill('123');
  await cardForm.getByRole('button', { name: 'Pay $55.00' }).click();
  await expect(page.getByTestId('card-error')).toHaveText('This card number is not valid.');
  // A card that asks for authentication: a second step on the processor's page, then paid.
  await cardForm.getByLabel('Card number').fill('4000 0025 0000 3155');
  await cardForm.getByLabel('CVC').fill('123');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'test-card-en-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await cardForm.getByRole('button', { name: 'Pay $55.00' }).click();
  await expect(page.getByTestId('authentication')).toContainText('card ending in 3155');
  await shoot(page, 'test-card-authentication-en-1280');
  await page.getByRole('button', { name: 'Complete authentication' }).click();

  // The outcome: paid, with the receipt.
  await expect(page).toHaveURL(/\/billing\/checkout\/complete\/\d+$/);
  await expect(page.getByTestId('outcome')).toContainText('your payment has been received');
  await shoot(page, 'complete-en-1280');
  await expect(page.getByTestId('receipt-number')).toHaveText(/^RCT-\d{4}-\d{6}$/);
  const receipt = await page.request.get((await page.getByTestId('receipt-link').getAttribute('href')) as string);
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()['content-type']).toBe('application/pdf');
  expect((await receipt.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // A paid invoice is never payable again: its checkout says so and links to the receipt.
  await page.goto(checkoutUrl);
  await expect(page.getByTestId('not-payable')).toContainText('This invoice is paid');
  await expect(page.getByTestId('not-payable').getByTestId('receipt-link')).toBeVisible();
  await page.goto('/billing');
  await expect(page.getByTestId('invoice-row').filter({ hasText: number }).getByTestId('invoice-status')).toHaveText('Paid');

  // The public view opens without login; an unknown id is the not-found page.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(publicView);
  await expect(publicPage.getByRole('heading', { level: 2 })).toHaveText(`Invoice ${number}`);
  await expect(publicPage.getByTestId('grand-total')).toHaveText('$55.00');
  expect((await publicPage.request.get('/billing/invoice/AAAAAAAAAAAAAAAAAAAAAAAA')).status()).toBe(404);
  expect((await publicPage.request.get(receipt.url().replace(/^https?:\/\/[^/]+/, ''), { maxRedirects: 0 })).status()).toBe(302);
  await visitor.close();
});

test('the office refuses a transfer slip with a reason, the member sends another, and the office verifies it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await logInAt(page, '/staff', 'staff');
  await page.getByRole('link', { name: 'Transfer slips to verify' }).click();
  await expect(page).toHaveURL(/\/staff\/payments$/);
  await hydrated(page);
  const review = page.getByTestId('transfer-review').first();
  const number = (await review.getAttribute('data-invoice')) as string;
  await expect(review.getByTestId('invoice-details')).toContainText(number);
  expect(await seriousViolations(page), '/staff/payments').toEqual([]);
  const slip = await page.request.get((await review.getByTestId('slip-link').getAttribute('href')) as string);
  expect((await slip.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // Card payments are listed with their processor reference.
  await expect(
    page
      .getByTestId('staff-payments')
      .getByTestId('processor-reference')
      .filter({ hasText: /^test_/ })
      .first(),
  ).toBeVisible();

  await review.getByRole('button', { name: 'Refuse the transfer' }).click();
  await expect(review.getByText('This field is required.')).toBeVisible();
  await review.getByLabel('Reason for refusing').fill('The amount on the slip does not match the invoice.');
  await review.getByRole('button', { name: 'Refuse the transfer' }).click();
  await expect(toast(page)).toHaveText('The transfer is refused; the member has been told why.');
  await expect(page.getByTestId('transfer-review').filter({ hasText: number })).toHaveCount(0);

  // Mali sees why and pays again by bank transfer, on a phone, in Chinese.
  const mali = await asMember(browser, '/billing', 'mali', { lang: 'zh', width: 390 });
  const row = mali.getByTestId('invoice-row').filter({ hasText: number });
  await expect(row.getByTestId('invoice-status')).toHaveText('等待付款');
  await expect(row.getByTestId('refusal-reason')).toContainText('The amount on the slip does not match the invoice.');
  await row.getByRole('link', { name: '立即付款' }).click();
  await expect(mali).toHaveURL(/\/billing\/checkout\/\d+$/);
  await hydrated(mali);
  // No saved address yet: the form for a new one is open.
  const address = mali.getByRole('form', { name: '新的发票地址' });
  await address.getByLabel('名', { exact: true }).fill('Mali');
  await address.getByLabel('姓', { exact: true }).fill('Srisuk');
  await address.getByLabel('国家/地区', { exact: true }).fill('泰');
  await mali.getByRole('option', { name: '泰国' }).click();
  await address.getByLabel('州/省').fill('Chiang Mai');
  await address.getByLabel('邮政编码').fill('50200');
  await address.getByLabel('地址', { exact: true }).fill('8 Nimman Soi 9');
  await address.getByRole('button', { name: '保存并使用此地址' }).click();
  await expect(toast(mali)).toBeVisible();
  await mali.getByRole('link', { name: '继续付款' }).click();
  await expect(mali).toHaveURL(/\/billing\/checkout\/payment\/\d+$/);
  await hydrated(mali);
  await mali.getByRole('link', { name: '银行转账' }).click();
  await expect(mali).toHaveURL(/method=transfer$/);
  await expect(mali.getByTestId('bank-account')).toBeVisible();
  expect(await seriousViolations(mali), 'bank transfer').toEqual([]);
  const transfer = mali.getByRole('form', { name: '银行转账付款' });
  await transfer.getByLabel('银行', { exact: true }).fill('Kasikorn Bank');
  await transfer.getByLabel('支行').fill('Nimman');
  await transfer.getByLabel('账户名').fill('Mali Srisuk');
  await transfer.getByLabel('账号').fill('012-3-45678-9');
  await transfer.getByLabel('转账日期').fill('2026-03-02');
  await transfer.getByLabel('转账时间').fill('09:30');
  await transfer.locator('input[type="file"][name="slip"]').setInputFiles({ name: 'slip.pdf', mimeType: 'application/pdf', buffer: slipPdf() });
  // At phone width nothing scrolls sideways.
  expect(await mali.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await transfer.getByRole('button', { name: '提交转账信息' }).click();
  await expect(mali).toHaveURL(/\/billing\/checkout\/complete\/\d+$/);
  await expect(mali.getByTestId('outcome')).toContainText('谢谢：我们已收到您的转账信息');
  await mali.goto('/billing');
  await expect(mali.getByTestId('invoice-row').filter({ hasText: number }).getByTestId('invoice-status')).toHaveText('处理中');

  // The office verifies the new slip: the invoice is paid.
  await page.reload();
  await hydrated(page);
  const again = page.getByTestId('transfer-review').filter({ hasText: number });
  await again.getByRole('button', { name: 'Verify: the invoice is paid' }).click();
  await expect(toast(page)).toHaveText('The transfer is verified and the invoice paid.');
  await mali.reload();
  await expect(mali.getByTestId('invoice-row').filter({ hasText: number }).getByTestId('invoice-status')).toHaveText('已支付');
  await mali.context().close();
});

test('a new member pays the application invoice by test card in rupees, in Hindi on a phone, and the application waits for review', async ({ page }) => {
  test.setTimeout(180_000);
  const member = uniqueMember();
  await signUp(page, member);
  await expect(page).toHaveURL(/\/user-profile$/);
  await applyAsTeacher(page, { name: `${member.firstName} ${member.lastName}`, currency: 'INR' });

  // From the wizard's last page to the invoice, which is in the currency chosen there.
  await page.getByTestId('go-to-billing').click();
  await expect(page).toHaveURL(/\/billing$/);
  await hydrated(page);
  const row = page.getByTestId('invoice-row').first();
  await expect(row.getByTestId('invoice-status')).toHaveText('Waiting for payment');
  await expect(row.getByTestId('invoice-amount')).toHaveText(/^₹[\d,]+\.\d\d$/);
  const number = (await row.getAttribute('data-invoice')) as string;
  const amount = (await row.getByTestId('invoice-amount').textContent()) as string;
  await row.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\/\d+$/);
  const invoiceId = page.url().match(/(\d+)$/)?.[1] as string;
  await hydrated(page);
  const address = page.getByRole('form', { name: 'New invoice address' });
  await address.getByLabel('First name', { exact: true }).fill(member.firstName);
  await address.getByLabel('Last name', { exact: true }).fill(member.lastName);
  await address.getByLabel('Country', { exact: true }).fill('Indi');
  await page.getByRole('option', { name: 'India', exact: true }).click();
  await address.getByLabel('State or province').fill('Uttarakhand');
  await address.getByLabel('Post code').fill('249201');
  await address.getByLabel('Address', { exact: true }).fill('7 Tapovan Road');
  await address.getByRole('button', { name: 'Save and bill to this address' }).click();
  await expect(toast(page)).toHaveText('Save invoice address successful');

  // On a phone, in Hindi: the payment, the processor's card page and the outcome.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/billing/checkout/payment/${invoiceId}?lang=hi`);
  await hydrated(page);
  await expect(page.getByTestId('grand-total')).toHaveText(amount);
  await expect(page.getByTestId('test-mode-badge')).toHaveText('टेस्ट मोड');
  await shoot(page, 'application-payment-hi-390');
  await page.getByTestId('start-card-payment').click();
  await expect(page).toHaveURL(/\/billing\/test-card\/tps_[\w-]+$/);
  await hydrated(page);
  const cardPage = page.getByTestId('test-card-page');
  await expect(cardPage.getByTestId('amount')).toHaveText(amount);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await cardPage.getByLabel('कार्ड नंबर').fill('4242 4242 4242 4242');
  await cardPage.getByLabel('समाप्ति माह').fill('12');
  await cardPage.getByLabel('समाप्ति वर्ष').fill(String(new Date().getFullYear() + 2));
  await cardPage.getByLabel('CVC').fill('123');
  await shoot(page, 'application-test-card-hi-390');
  await cardPage.getByRole('button', { name: `${amount} का भुगतान करें` }).click();
  await expect(page).toHaveURL(new RegExp(`/billing/checkout/complete/${invoiceId}$`));
  await expect(page.getByTestId('outcome')).toContainText('धन्यवाद: आपका भुगतान प्राप्त हो गया है', { timeout: 20_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shoot(page, 'application-complete-hi-390');

  // The receipt: a PDF whose text says the invoice, the receipt number and the amount.
  const receiptNumber = (await page.getByTestId('receipt-number').textContent()) as string;
  expect(receiptNumber).toMatch(/^RCT-\d{4}-\d{6}$/);
  const receipt = await page.request.get((await page.getByTestId('receipt-link').getAttribute('href')) as string);
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()['content-type']).toBe('application/pdf');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'receipt-')), 'receipt.pdf');
  writeFileSync(file, await receipt.body());
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(receiptNumber);
  expect(text).toContain(number);
  expect(text.replace(/\s+/g, '')).toContain(amount.replace('₹', ''));

  // The application has been paid for: it now waits for the office's review.
  await page.goto('/teacher/profile');
  await expect(page.getByTestId('status-badge')).toHaveText('समीक्षा की प्रतीक्षा');
  await shoot(page, 'application-teacher-profile-hi-390');
  await page.goto('/billing');
  await expect(page.getByTestId('invoice-row').filter({ hasText: number }).getByTestId('invoice-status')).toHaveText('भुगतान हो गया');
});

test('two tabs: a slip sent in one closes the card page open in the other, which then charges nothing', async ({ page }) => {
  test.setTimeout(180_000);
  const member = uniqueMember();
  await signUp(page, member);
  // Signed up and logged in before the wizard is opened (else it asks to log in).
  await expect(page).toHaveURL(/\/user-profile$/);
  await applyAsTeacher(page, { name: `${member.firstName} ${member.lastName}`, currency: 'USD' });
  await page.goto('/billing');
  await hydrated(page);
  const row = page.getByTestId('invoice-row').first();
  const number = (await row.getAttribute('data-invoice')) as string;
  await row.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\/\d+$/);
  const invoiceId = page.url().match(/(\d+)$/)?.[1] as string;

  // Tab 1: the processor's card page, left open.
  await page.goto(`/billing/checkout/payment/${invoiceId}`);
  await hydrated(page);
  await page.getByTestId('start-card-payment').click();
  await expect(page).toHaveURL(/\/billing\/test-card\/tps_[\w-]+$/);
  await hydrated(page);

  // Tab 2, in Thai: the bank transfer with its slip.
  const tab = await page.context().newPage();
  await tab.goto(`/billing/checkout/payment/${invoiceId}?method=transfer&lang=th`);
  await hydrated(tab);
  const transfer = tab.locator('form[aria-label]').filter({ has: tab.locator('input[name="slip"]') });
  await transfer.locator('input[name="bank"]').fill('Kasikorn Bank');
  await transfer.locator('input[name="branch"]').fill('Nimman');
  await transfer.locator('input[name="account_name"]').fill(`${member.firstName} ${member.lastName}`);
  await transfer.locator('input[name="account_number"]').fill('012-3-45678-9');
  await transfer.locator('input[name="date"]').fill('2026-11-20');
  await transfer.locator('input[name="time"]').fill('10:15');
  await transfer.locator('input[type="file"][name="slip"]').setInputFiles({ name: 'slip.pdf', mimeType: 'application/pdf', buffer: slipPdf() });
  await transfer.locator('button[type="submit"]').click();
  await expect(tab).toHaveURL(/\/billing\/checkout\/complete\/\d+/);
  await expect(tab.getByTestId('outcome')).toBeVisible();

  // Back in tab 1 the member types a good card: the session has ended and nothing is charged.
  const cardPage = page.getByTestId('test-card-page');
  await cardPage.getByLabel('Card number').fill('4242 4242 4242 4242');
  await cardPage.getByLabel('Expiry month').fill('12');
  await cardPage.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 2));
  await cardPage.getByLabel('CVC').fill('123');
  await cardPage.getByRole('button', { name: /^Pay / }).click();
  // The second tab chose Thai for the whole browser: the card page answers in it.
  await expect(cardPage.getByText(/This payment session has ended|เซสชันการชำระเงินนี้สิ้นสุดแล้ว/)).toBeVisible();
  await shoot(page, 'two-tabs-card-ended');
  await page.goto('/billing');
  await expect(page.getByTestId('invoice-row').filter({ hasText: number }).getByTestId('invoice-status')).toHaveText('กำลังดำเนินการ');
  await tab.close();
});
