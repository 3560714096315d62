import { formatMoney } from '#common/billing.ts';
import type { Deps } from '../deps.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { selectInvoice, selectSettlingPayment, selectUserContact } from './billing.queries.ts';
import { invoicesJson } from './invoices.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { invoiceLanguage, receiptFileName } from './receipts.ts';

/**
 * Renders a paid invoice's receipt PDF in the member's language and queues the "payment received"
 * mail with it attached. `once` (the job's) marks the mail as queued, and the mail's own key
 * (`receipt:<invoice>`) is never sent twice, so a retried job mails once.
 */
export async function mailReceipt(deps: Deps, invoiceId: number, once: (key: string, effect: () => Promise<void>) => Promise<void>) {
  const row = await selectInvoice(deps.db, invoiceId);
  if (!row?.receiptNumber) return;
  const member = await selectUserContact(deps.db, row.userId);
  if (!member) return;
  const lang = invoiceLanguage(row.language);
  const [invoice] = await invoicesJson(deps.db, [row], lang);
  const pdf = await renderReceiptPdf(invoice, lang, deps.config.publicUrl, await selectSettlingPayment(deps.db, row.id));
  const receiptNumber = row.receiptNumber;
  await once(`receipt:${invoiceId}`, async () => {
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
}
