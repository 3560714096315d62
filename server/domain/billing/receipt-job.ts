import { formatMoney } from '#common/billing.ts';
import type { JobKind } from '../../jobs/kinds.ts';
import { queueMail } from '../../jobs/send-mail.ts';
import { selectInvoice, selectUserContact } from './billing.queries.ts';
import { invoicesJson } from './invoices.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { invoiceLanguage, receiptFileName } from './receipts.ts';

/**
 * Queued in the payment's transaction: renders the receipt PDF in the member's language and queues
 * the "payment received" mail with it attached. `once` marks the mail as queued, and the mail's own key
 * (`receipt:<invoice>`) is never sent twice, so a retried job mails once.
 */
export const sendReceiptJob: JobKind<{ invoiceId: number }> = {
  name: 'send-receipt',
  // `notify`: started as soon as the payment commits; the member is waiting for the receipt.
  options: { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120, deleteAfterSeconds: 86_400, notify: true },
  async run(ctx, { invoiceId }) {
    const { deps } = ctx;
    const row = await selectInvoice(deps.db, invoiceId);
    if (!row?.receiptNumber) return;
    const member = await selectUserContact(deps.db, row.userId);
    if (!member) return;
    const lang = invoiceLanguage(row.language);
    const [invoice] = await invoicesJson(deps.db, [row], lang);
    const pdf = await renderReceiptPdf(invoice, lang, deps.config.publicUrl);
    const receiptNumber = row.receiptNumber;
    await ctx.once(`receipt:${invoiceId}`, async () => {
      await queueMail(
        deps,
        {
          to: member.email,
          lang,
          template: 'payment_received',
          params: {
            name: [member.firstName, member.lastName].filter(Boolean).join(' ') || member.username,
            number: row.number,
            receipt: receiptNumber,
            amount: formatMoney(row.grandTotal, row.currency, lang),
            link: `${deps.config.publicUrl}/billing`,
          },
          attachments: [{ filename: receiptFileName(receiptNumber), contentType: 'application/pdf', content: pdf }],
          key: `receipt:${invoiceId}`,
        },
        { urgent: true },
      );
    });
  },
};
