import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Deps } from '../deps.ts';
import { closeStaffTask, openStaffTask } from '../staff-tasks/staff-tasks.ts';
import { type InvoiceRow, lockInvoice, lockTransaction, selectInvoice, type TransactionRow, updateTransaction } from './billing.queries.ts';

// Card money that must not be kept (docs/decisions/0027-one-payment-in-flight.md): a payment that
// arrived for an attempt already closed (replaced, expired, closed by a transfer or a currency change),
// for an invoice no longer payable, or for another amount or currency than the attempt was opened
// for. It never pays the invoice: the attempt becomes `refunding`, the refund is a job (the processor
// is called outside the webhook's transaction, retried, and the same key never refunds twice), and
// the office gets a task when the amount did not match or the processor keeps refusing the refund.

/** A charge reported by the processor for one attempt. */
export type Charge = { sessionId: string; reference: string | null; amount: number; currency: string; eventId: string };

/** Why the money is given back: the attempt was closed or the invoice no longer payable, or the amount was not the invoice's. */
export type RefundBecause = 'late' | 'mismatch';

const REASON: Record<RefundBecause, string> = { late: 'cardPayment.errors.refunded_late', mismatch: 'cardPayment.errors.refunded_mismatch' };

/** After this many failed tries the office is told (the job keeps trying). */
const TRIES_BEFORE_TASK = 3;

/**
 * Refuses a charge inside the webhook's transaction (invoice and attempt locked): the attempt is
 * marked `refunding`, the audit log says why, and the refund job is queued in the same transaction.
 */
export async function refuseCharge(
  deps: Pick<Deps, 'jobs'>,
  tx: Db,
  options: { t: TransactionRow; invoice: InvoiceRow; charge: Charge; because: RefundBecause },
): Promise<void> {
  const { t, invoice, charge, because } = options;
  await updateTransaction(tx, t.id, { status: 'refunding', reason: REASON[because], reviewedAt: new Date() });
  const charged = { charged_amount: charge.amount, charged_currency: charge.currency, charge: charge.reference, event: charge.eventId };
  await recordAudit(tx, {
    actorId: null,
    action: because === 'mismatch' ? 'card.refused_mismatch' : 'card.refused_late',
    subject: { kind: 'payment_transaction', id: t.id },
    before: { status: t.status, invoice_status: invoice.status, amount: t.amount, currency: t.currency },
    after: { status: 'refunding', reason: REASON[because], ...charged },
  });
  if (because === 'mismatch')
    await openStaffTask(tx, {
      kind: 'card_amount_mismatch',
      key: `card-mismatch:${t.id}`,
      subject: { kind: 'payment_transaction', id: t.id },
      details: { ...taskDetails(t, invoice, charge.sessionId), ...charged, expected_amount: t.amount, expected_currency: t.currency },
    });
  await deps.jobs.enqueue('card-refund', { transactionId: t.id, reference: charge.reference, amount: charge.amount, currency: charge.currency }, { db: tx });
}

const taskDetails = (t: TransactionRow, invoice: InvoiceRow, sessionId: string | null) => ({
  invoice: invoice.id,
  invoice_number: invoice.number,
  member: t.userId,
  processor: t.processor,
  reference: sessionId,
});

export type RefundPayload = { transactionId: number; reference: string | null; amount: number; currency: string };

/** Gives the charge back at the processor, then records it; a repeated run refunds once (the processor's idempotency key). Run by a job. */
export async function refundCharge(deps: Deps, payload: RefundPayload, attempt: number): Promise<void> {
  const t = await inTransaction(deps.db, (tx) => lockTransaction(tx, payload.transactionId));
  if (t?.status !== 'refunding' || !t.processorReference) return;
  const taskKey = `card-refund:${t.id}`;
  try {
    if (t.processor !== deps.payments.name) throw new Error(`the attempt was made with ${t.processor}, this site now uses ${deps.payments.name}`);
    const refund = await deps.payments.refund({
      sessionId: t.processorReference,
      reference: payload.reference,
      amount: payload.amount,
      currency: payload.currency,
      idempotencyKey: `refund:${t.id}`,
    });
    await inTransaction(deps.db, async (tx) => {
      await lockInvoice(tx, t.invoiceId);
      const current = await lockTransaction(tx, t.id);
      if (current?.status !== 'refunding') return;
      await updateTransaction(tx, t.id, { status: 'refunded', reviewedAt: new Date() });
      await recordAudit(tx, {
        actorId: null,
        action: 'card.refunded',
        subject: { kind: 'payment_transaction', id: t.id },
        before: { status: 'refunding' },
        after: { status: 'refunded', refund: refund.id, amount: payload.amount, currency: payload.currency },
      });
      await closeStaffTask(tx, taskKey);
    });
  } catch (error) {
    deps.log.warn({ err: error, transaction: t.id, attempt }, 'card refund failed');
    // A processor that keeps refusing (or one this site no longer uses): the office refunds by hand.
    const cannotRetry = t.processor !== deps.payments.name;
    if (cannotRetry || attempt >= TRIES_BEFORE_TASK) {
      const invoice = await selectInvoice(deps.db, t.invoiceId);
      if (invoice)
        await openStaffTask(deps.db, {
          kind: 'card_refund_failed',
          key: taskKey,
          subject: { kind: 'payment_transaction', id: t.id },
          details: {
            ...taskDetails(t, invoice, t.processorReference),
            charged_amount: payload.amount,
            charged_currency: payload.currency,
            charge: payload.reference,
          },
        });
    }
    if (!cannotRetry) throw error;
  }
}
