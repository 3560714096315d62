import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceDescription } from '#common/invoice-descriptions.ts';
import { invoices } from '../../db/schema/index.ts';
import { seedFees } from '../../db/seed/content.ts';
import { feeInvoice, submittedSchool } from '../../test/billing.ts';
import { call, createTestApp, newMember, type TestApp } from '../../test/harness.ts';
import { lastMailTo } from '../../test/outbox.ts';

// Issue 36: what an invoice is for ("annual renewal", "teacher registration") is a code read in the
// reader's language on billing pages, receipts and mails, never English words stored with it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedFees(t.app.deps.db);
}, 60_000);
afterAll(() => t.close());

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');
const get = (token: string, url: string, lang: string) => call(t.app, token, { method: 'GET', url, lang });

describe('what an invoice is for', () => {
  it('follows from its type and the registration it bills, or its fee items', () => {
    expect(invoiceDescription({ type: 'renewal', applicationKind: 'teacher', itemCodes: ['CYT'] })).toBe('teacher_renewal');
    expect(invoiceDescription({ type: 'registration', applicationKind: 'school', itemCodes: ['RSY'] })).toBe('school_registration');
    // Older invoices without their application: the fee items tell.
    expect(invoiceDescription({ type: 'registration', applicationKind: null, itemCodes: ['RTY-200'] })).toBe('teacher_registration');
    expect(invoiceDescription({ type: 'renewal', applicationKind: null, itemCodes: ['CYS'] })).toBe('school_renewal');
    expect(invoiceDescription({ type: 'renewal', applicationKind: null, itemCodes: [] })).toBe('renewal');
  });

  it('is answered in the reader’s language, whatever the language the invoice was billed in', async () => {
    const member = await newMember(t.app);
    const row = await feeInvoice(t, member.pk, { code: 'RTY-200', lang: 'en' });
    const answer = (lang: string) => get(member.token, `/api/invoice/${row.id}`, lang).then((r) => r.json());
    expect(await answer('en')).toMatchObject({ description_code: 'teacher_renewal', description: 'Annual renewal of the teacher registration' });
    expect((await answer('th')).description).toBe('การต่ออายุรายปีของการขึ้นทะเบียนครู');
    expect((await answer('zh')).description).toBe('教师注册年度续费');
    expect((await answer('hi')).description).toBe('शिक्षक पंजीकरण का वार्षिक नवीनीकरण');
    const [listed] = (await get(member.token, '/api/invoice', 'zh')).json().results;
    expect(listed.description).toBe('教师注册年度续费');
  });

  it('is in the receipt PDF and the invoice mail, in the member’s language', async () => {
    const { member, invoiceId } = await submittedSchool(t, { lang: 'zh', currency: 'USD' });
    await t.drainJobs();
    const mail = lastMailTo(t.dataDir, member.email) as string;
    expect(mail).toContain('(学校注册)');
    expect(mail).not.toContain('registration');

    await t.app.deps.db.update(invoices).set({ status: 'paid', paidAt: new Date(), receiptNumber: 'RCT-2030-000901' }).where(eq(invoices.id, invoiceId));
    const receipt = await get(member.token, `/api/invoice/${invoiceId}/receipt`, 'zh');
    expect(receipt.statusCode).toBe(200);
    expect(pdfText(receipt.rawPayload)).toContain('学校注册');
  });

  it('leaves older invoices with the listing’s name alone in their reference (migration 0033)', async () => {
    const member = await newMember(t.app);
    const row = await feeInvoice(t, member.pk, { code: 'CYT' });
    await t.app.deps.db.update(invoices).set({ reference: 'Ananda Sharma – annual renewal' }).where(eq(invoices.id, row.id));
    await t.app.deps.db.execute(readFileSync(new URL('../../db/migrations/0033_invoice_reference_names.sql', import.meta.url), 'utf8'));
    const invoice = (await get(member.token, `/api/invoice/${row.id}`, 'th')).json();
    expect(invoice).toMatchObject({ reference: 'Ananda Sharma', description: 'การต่ออายุรายปีของการขึ้นทะเบียนครู' });
  });
});
