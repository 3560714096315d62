import type { PaymentResult, RefundInvoice } from '#common/billing.ts';
import { isLanguage, type Language } from '#common/constants.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { formatNumber } from '../../lib/billing-numbers.ts';
import { AppError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { type Actor, requireStaff } from '../access.ts';
import { markApplicationPaid } from '../applications/review.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Deps } from '../deps.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { notifyMember } from '../notifications/notifications.ts';
import { type InvoiceRow, lockInvoice, lockTransaction, nextNumber, selectUserContact, updateInvoiceRow, updateTransaction } from './billing.queries.ts';
import { transactionJson } from './invoice-json.ts';
import { invoicesJson } from './invoices.ts';
import { endMembership, extendMembership } from './renewals.ts';

// What follows a payment, and the office's decisions on transfer slips and refunds
// (docs/decisions/0015-billing.md):
//   waiting_for_payment ──card paid──▶ paid ──refund──▶ refund
//   waiting_for_payment ──slip──▶ in_progress ──verify──▶ paid
//                                 in_progress ──refuse(reason)──▶ waiting_for_payment

/**
 * Marks a locked, payable invoice paid inside the payment's transaction: a receipt number (gap-free
 * per year), the application handed over to review, and the receipt queued for mailing — all or none.
 */
export async function markInvoicePaid(
  deps: Pick<Deps, 'db' | 'jobs' | 'config'>,
  tx: Db,
  invoice: InvoiceRow,
  paidAt = new Date(),
  actorId: number | null = invoice.userId,
): Promise<InvoiceRow> {
  const year = paidAt.getUTCFullYear();
  const receipt = formatNumber('RCT', year, await nextNumber(tx, 'receipt', year));
  const paid = await updateInvoiceRow(tx, invoice.id, { status: 'paid', paidAt, receiptNumber: receipt, refusalReason: null });
  await recordAudit(tx, {
    actorId,
    action: 'invoice.paid',
    subject: { kind: 'invoice', id: invoice.id },
    before: { status: invoice.status },
    after: { status: 'paid', receipt_number: receipt, grand_total: invoice.grandTotal, currency: invoice.currency },
  });
  if (invoice.applicationKind && invoice.applicationId) {
    const listing = { kind: invoice.applicationKind, id: invoice.applicationId };
    if (invoice.type === 'renewal') await extendMembership(tx, listing, paidAt);
    else await markApplicationPaid(deps, { ...listing, db: tx, paidAt });
  }
  await deps.jobs.enqueue('send-receipt', { invoiceId: invoice.id }, { db: tx });
  // The receipt mail (with its PDF) is the payment's mail.
  await notifyMember(deps, tx, { userId: invoice.userId, messageKey: 'payment_confirmed', params: { number: invoice.number, receipt } }, { mailed: true });
  return paid;
}

const languageOf = (row: InvoiceRow): Language => (isLanguage(row.language) ? row.language : 'en');

async function staffResult(
  deps: Deps,
  lang: Language,
  t: Awaited<ReturnType<typeof updateTransaction>>,
  invoice: InvoiceRow,
  key: string,
): Promise<PaymentResult> {
  const [json] = await invoicesJson(deps.db, [invoice], lang);
  return { transaction: transactionJson(t, invoice.number, lang), invoice: json, detail: translate(lang, key) };
}

/** Locks a pending bank transfer and its invoice (which must be in progress). */
async function lockPendingTransfer(tx: Db, id: number) {
  const t = await lockTransaction(tx, id);
  if (t?.method !== 'bank_transfer') throw new AppError('NOT_FOUND', 'errors.not_found');
  if (t.status !== 'pending') throw new AppError('CONFLICT', 'errors.transfer_already_reviewed');
  const invoice = await lockInvoice(tx, t.invoiceId);
  if (invoice?.status !== 'in_progress') throw new AppError('CONFLICT', 'errors.transfer_already_reviewed');
  return { t, invoice };
}

/** The office found the money: the transfer is verified and the invoice paid. */
export async function verifyTransfer(deps: Deps, options: { actor: Actor; id: number; lang: Language }): Promise<PaymentResult> {
  const staffId = requireStaff(options.actor);
  const { t, invoice } = await inTransaction(deps.db, async (tx) => {
    const locked = await lockPendingTransfer(tx, options.id);
    const reviewed = await updateTransaction(tx, locked.t.id, { status: 'verified', reviewedBy: staffId, reviewedAt: new Date() });
    await recordAudit(tx, {
      actorId: staffId,
      action: 'transfer.verify',
      subject: { kind: 'payment_transaction', id: reviewed.id },
      before: { status: 'pending' },
      after: { status: 'verified' },
    });
    return { t: reviewed, invoice: await markInvoicePaid(deps, tx, locked.invoice, new Date(), staffId) };
  });
  return staffResult(deps, options.lang, t, invoice, 'success.transfer_verified');
}

/** The office could not match the slip: the invoice waits for payment again, and the member is told why. */
export async function refuseTransfer(deps: Deps, options: { actor: Actor; id: number; lang: Language; reason: string }): Promise<PaymentResult> {
  const staffId = requireStaff(options.actor);
  const { t, invoice } = await inTransaction(deps.db, async (tx) => {
    const locked = await lockPendingTransfer(tx, options.id);
    const reviewed = await updateTransaction(tx, locked.t.id, { status: 'refused', reason: options.reason, reviewedBy: staffId, reviewedAt: new Date() });
    const reopened = await updateInvoiceRow(tx, locked.invoice.id, { status: 'waiting_for_payment', refusalReason: options.reason });
    await recordAudit(tx, {
      actorId: staffId,
      action: 'transfer.refuse',
      subject: { kind: 'payment_transaction', id: reviewed.id },
      before: { status: 'pending', invoice_status: locked.invoice.status },
      after: { status: 'refused', invoice_status: 'waiting_for_payment', reason: options.reason },
    });
    // The invoice's own history shows it waiting for payment again, and why.
    await recordAudit(tx, {
      actorId: staffId,
      action: 'invoice.transfer_refused',
      subject: { kind: 'invoice', id: reopened.id },
      before: { status: locked.invoice.status },
      after: { status: 'waiting_for_payment', reason: options.reason, payment_transaction: reviewed.id },
    });
    await notifyMember(
      deps,
      tx,
      {
        userId: reopened.userId,
        messageKey: 'transfer_refused',
        params: { number: reopened.number, reason: options.reason },
        about: { invoice: reopened.id },
      },
      { mailed: true },
    );
    const member = await selectUserContact(tx, reopened.userId);
    if (member) {
      const lang = languageOf(reopened);
      await queueMail(
        deps,
        {
          to: member.email,
          lang,
          template: 'transfer_refused',
          params: {
            name: [member.firstName, member.lastName].filter(Boolean).join(' ') || member.username,
            number: reopened.number,
            reason: options.reason,
            link: `${deps.config.publicUrl}/billing/checkout/payment/${reopened.id}`,
          },
          key: `transfer-refused:${reviewed.id}`,
        },
        { db: tx },
      );
    }
    return { t: reviewed, invoice: reopened };
  });
  return staffResult(deps, options.lang, t, invoice, 'success.transfer_refused');
}

/**
 * The office refunded a paid invoice (outside this system: bank transfers and the test processor
 * have no refund call). The reason is recorded, and the office decides what happens to the listing
 * it paid for: it stays as it is, or its membership ends today (off the directory from tomorrow).
 * The receipt stays; the member is told.
 */
export async function refundInvoice(deps: Deps, options: { actor: Actor; id: number; lang: Language; input: RefundInvoice }) {
  const staffId = requireStaff(options.actor);
  const { reason, listing } = options.input;
  const row = await inTransaction(deps.db, async (tx) => {
    const invoice = await lockInvoice(tx, options.id);
    if (!invoice) throw new AppError('NOT_FOUND', 'errors.not_found');
    if (invoice.status !== 'paid') throw new AppError('CONFLICT', 'errors.invoice_not_paid');
    const target = invoice.applicationKind && invoice.applicationId ? { kind: invoice.applicationKind, id: invoice.applicationId } : null;
    const ended = listing === 'end' && target ? await endMembership(tx, target) : null;
    await recordAudit(tx, {
      actorId: staffId,
      action: 'invoice.refund',
      subject: { kind: 'invoice', id: invoice.id },
      before: { status: 'paid', ...(ended ? { valid_until: ended.before } : {}) },
      after: { status: 'refund', reason, listing: ended ? 'ended' : 'kept', ...(ended ? { valid_until: ended.after, [ended.kind]: ended.id } : {}) },
    });
    await notifyMember(deps, tx, {
      userId: invoice.userId,
      messageKey: ended ? 'invoice_refunded_listing_ended' : 'invoice_refunded',
      params: { number: invoice.number, reason },
    });
    return updateInvoiceRow(tx, invoice.id, { status: 'refund', refundedAt: new Date() });
  });
  const [json] = await invoicesJson(deps.db, [row], options.lang);
  return { ...json, detail: translate(options.lang, 'success.invoice_refunded') };
}
