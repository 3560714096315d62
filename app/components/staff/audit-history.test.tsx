import { MantineProvider } from '@mantine/core';
import type { i18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuditRecord, AuditSubject } from '#common/staff.ts';
import { createI18n } from '../../lib/i18n.ts';
import { theme } from '../../theme.ts';
import { AuditHistory } from './audit-history.tsx';

// The audit log reads as sentences in the reader's language (issue 36): who did what to which named
// record, amounts as money, states by their names, links to the records' pages.

const nothing: AuditSubject = { name: null, member: null, amount: null, currency: null, method: null, invoice_public_id: null, listing: null };
const staff = { id: 7, email: 'kim@example.com', name: 'Kim Office', deleted: false };
const member = { id: 41, email: 'mali@example.com', name: 'Mali Srisuk', deleted: false };
const entry = (fields: Partial<AuditRecord>): AuditRecord => ({
  id: 1,
  at: '2026-03-02T09:15:00.000Z',
  actor: staff,
  action: 'application.approve',
  subject_kind: 'school',
  subject_id: 12,
  subject: nothing,
  before: null,
  after: null,
  ...fields,
});

const APPROVED = entry({
  action: 'application.approve',
  subject: { ...nothing, name: 'Lotus Yoga Bangkok', member: 41 },
  before: { status: 'pending' },
  after: { status: 'approved', wya_id: 'WYA-S-000123', valid_until: '2027-03-02', message: null },
});
const PAID = entry({
  id: 2,
  actor: member,
  action: 'invoice.paid',
  subject_kind: 'invoice',
  subject_id: 5,
  subject: { ...nothing, name: 'INV-2026-000042', amount: 750000, currency: 'INR', method: 'card', invoice_public_id: 'pub42' },
  before: { status: 'waiting_for_payment' },
  after: { status: 'paid', receipt_number: 'RCT-2026-000007', grand_total: 750000, currency: 'INR' },
});
const DEACTIVATED = entry({
  id: 3,
  action: 'member.update',
  subject_kind: 'user',
  subject_id: 41,
  subject: { ...nothing, name: '<b>Mali</b> (mali@example.com)', member: 41 },
  before: { is_staff: false, is_active: true },
  after: { is_staff: false, is_active: false },
});
const CARD_REFUSED = entry({
  id: 4,
  actor: null,
  action: 'card.refused_mismatch',
  subject_kind: 'payment_transaction',
  subject_id: 9,
  subject: { ...nothing, name: 'INV-2026-000050', amount: 25000, currency: 'USD', method: 'card', invoice_public_id: 'pub50' },
  after: { status: 'refunding', charged_amount: 20000, charged_currency: 'USD' },
});

function render(i18n: i18n, records: AuditRecord[]) {
  const Stub = createRoutesStub([
    {
      path: '/staff/audit',
      Component: () => (
        <I18nextProvider i18n={i18n}>
          <MantineProvider theme={theme}>
            <AuditHistory records={records} />
          </MantineProvider>
        </I18nextProvider>
      ),
    },
  ]);
  const html = renderToStaticMarkup(<Stub initialEntries={['/staff/audit']} />).replace(/<style[^>]*>.*?<\/style>/gs, ' ');
  // Text only, as read: links and spans are inline, other elements break the text.
  const text = html
    .replace(/<\/?(a|span)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  return { html, text };
}

const ALL = [APPROVED, PAID, DEACTIVATED, CARD_REFUSED];

describe('AuditHistory', () => {
  it('reads each entry as a sentence naming who and what, with amounts as money and readable details, in English', async () => {
    const { html, text } = render(await createI18n('en'), ALL);
    expect(text).toContain('Kim Office (kim@example.com) approved the school application of Lotus Yoga Bangkok Mar 2, 2026, 9:15 AM UTC');
    expect(text).toContain('Status: Waiting for review → Approved WYA ID: WYA-S-000123 Valid until: Mar 2, 2027 Code: application.approve');
    // Not by staff only: the line under the sentence says who.
    expect(text).toContain('Invoice INV-2026-000042 for ₹7,500.00 paid by card Mar 2, 2026, 9:15 AM UTC · Mali Srisuk (mali@example.com)');
    expect(text).toContain('Status: Waiting for payment → Paid Receipt: RCT-2026-000007 Total: ₹7,500.00');
    expect(text).toContain('Kim Office (kim@example.com) deactivated the account of <b>Mali</b> (mali@example.com)');
    expect(text).toContain('Active: Yes → No');
    expect(text).toContain(
      'Card charge of $200.00 for invoice INV-2026-000050 did not match the invoice: it is being refunded Mar 2, 2026, 9:15 AM UTC · the system',
    );
    // The records and who acted are links; a name is text, never markup.
    for (const href of [
      '/staff/applications/school/12',
      '/billing/invoice/pub42',
      '/staff/members/41',
      '/staff/audit?who=kim%40example.com',
      '/staff/audit?system=1',
    ])
      expect(html).toContain(`href="${href}"`);
    expect(html).toContain('&lt;b&gt;Mali&lt;/b&gt;');
    expect(html).not.toContain('<b>Mali');
  });

  it('says the same in Thai, Chinese and Hindi', async () => {
    const th = render(await createI18n('th'), ALL).text;
    expect(th).toContain('Kim Office (kim@example.com) อนุมัติใบสมัครโรงเรียนของ Lotus Yoga Bangkok');
    expect(th).toContain('สถานะ: รอการตรวจสอบ → อนุมัติแล้ว');
    expect(th).toContain('ใบแจ้งหนี้ INV-2026-000042 จำนวน ₹7,500.00 ชำระด้วยบัตรแล้ว');
    expect(th).toContain('ยอดที่เรียกเก็บจากบัตร US$200.00 สำหรับใบแจ้งหนี้ INV-2026-000050 ไม่ตรงกับใบแจ้งหนี้ กำลังคืนเงิน');
    expect(th).toContain('· ระบบ');

    const zh = render(await createI18n('zh'), ALL).text;
    expect(zh).toContain('Kim Office (kim@example.com) 批准了 Lotus Yoga Bangkok 的学校申请');
    expect(zh).toContain('状态: 等待付款 → 已支付');
    expect(zh).toContain('发票 INV-2026-000042（₹7,500.00）已通过银行卡付款');
    expect(zh).toContain('Kim Office (kim@example.com) 停用了 <b>Mali</b> (mali@example.com) 的账户');

    const hi = render(await createI18n('hi'), ALL).text;
    expect(hi).toContain('Kim Office (kim@example.com) ने Lotus Yoga Bangkok का स्कूल आवेदन स्वीकृत किया');
    expect(hi).toContain('चालान INV-2026-000042 के ₹7,500.00 का भुगतान कार्ड से हुआ');
    expect(hi).toContain('सक्रिय: हाँ → नहीं');
    expect(hi).toContain('· सिस्टम');
  });

  it('names a deleted record from what the entry kept, and an action it does not know by its code', async () => {
    const deleted = entry({
      action: 'content.faq_entry.delete',
      subject_kind: 'faq_entry',
      before: { id: 3, group: 'payments', question: { en: 'Can I pay in euros?', th: 'ชำระเป็นยูโรได้ไหม', zh: '', hi: '' } },
    });
    const unknown = entry({ id: 9, action: 'shop.open', subject_kind: 'shop', subject_id: 4 });
    expect(render(await createI18n('th'), [deleted]).text).toContain('Kim Office (kim@example.com) ลบคำถามที่พบบ่อย “ชำระเป็นยูโรได้ไหม”');
    const { text, html } = render(await createI18n('en'), [deleted, unknown]);
    expect(text).toContain('Kim Office (kim@example.com) deleted the FAQ entry “Can I pay in euros?”');
    expect(text).toContain('Group: Payments');
    expect(text).toContain('Kim Office (kim@example.com): shop.open (shop #4)');
    expect(html).not.toContain('/staff/content/faq/');
  });
});
