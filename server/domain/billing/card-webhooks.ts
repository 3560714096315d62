import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/errors.ts';
import { type PaymentEvent, WebhookError } from '../../lib/payments/index.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Deps } from '../deps.ts';
import { lockInvoice, type TransactionRow, updateTransaction } from './billing.queries.ts';
import { claimPaymentEvent, selectCardTransactionBySession } from './card-payments.queries.ts';
import { markInvoicePaid } from './settle.ts';

// The processor's word on a card payment (docs/decisions/0017-card-payments.md). A webhook is
// trusted only with a valid signature and a fresh timestamp; each event id is acted on once, inside
// the transaction that acts on it, so a replayed event pays once, issues one receipt and one mail.

/** Reads, verifies and applies one webhook delivery of `processor` (the endpoint it came to). */
export async function receivePaymentWebhook(
  deps: Pick<Deps, 'db' | 'jobs' | 'config' | 'payments' | 'log'>,
  options: { processor: string; rawBody: string; signature: string | undefined },
): Promise<{ received: true }> {
  // The endpoint of a processor this site does not use does not exist.
  if (deps.payments.name !== options.processor) throw new AppError('NOT_FOUND', 'errors.not_found');
  let event: PaymentEvent;
  try {
    event = deps.payments.readWebhook(options.rawBody, options.signature);
  } catch (error) {
    if (error instanceof WebhookError) {
      deps.log.warn({ processor: options.processor, reason: error.reason }, 'payment webhook refused');
      throw new AppError('BAD_REQUEST', `cardPayment.errors.webhook_${error.reason}`);
    }
    throw error;
  }
  const { outcome } = event;
  if (outcome.kind === 'ignored') return { received: true };
  const found = await selectCardTransactionBySession(deps.db, options.processor, outcome.sessionId);
  // A session this site did not start (another shop on the same account): acknowledged, nothing to do.
  if (!found) return { received: true };

  await inTransaction(deps.db, async (tx) => {
    // The invoice first, as payments lock it: then the transaction, as it is now.
    const invoice = await lockInvoice(tx, found.invoiceId);
    const t = await selectCardTransactionBySession(tx, options.processor, outcome.sessionId, true);
    if (!invoice || !t) return;
    if (!(await claimPaymentEvent(tx, options.processor, event.id, event.type))) return;
    if (outcome.kind === 'succeeded') {
      await settlePaid(deps, tx, { t, invoice, reference: outcome.reference, card: outcome.card, eventId: event.id });
      return;
    }
    if (t.status !== 'pending') return;
    const reason = outcome.kind === 'failed' ? outcome.reason : 'cardPayment.errors.expired';
    await updateTransaction(tx, t.id, { status: 'refused', reason, reviewedAt: new Date() });
  });
  return { received: true };
}

async function settlePaid(
  deps: Pick<Deps, 'db' | 'jobs' | 'config'>,
  tx: Db,
  paid: {
    t: TransactionRow;
    invoice: NonNullable<Awaited<ReturnType<typeof lockInvoice>>>;
    reference: string | null;
    card: { brand: string | null; last4: string | null } | null;
    eventId: string;
  },
) {
  const { t, invoice } = paid;
  if (t.status === 'verified') return;
  await updateTransaction(tx, t.id, { status: 'verified', reason: null, reviewedAt: new Date() });
  const payment = { event: paid.eventId, charge: paid.reference, card_brand: paid.card?.brand ?? null, card_last4: paid.card?.last4 ?? null };
  if (invoice.status === 'waiting_for_payment') {
    await recordAudit(tx, {
      actorId: null,
      action: 'card.paid',
      subject: { kind: 'payment_transaction', id: t.id },
      before: { status: t.status },
      after: { status: 'verified', ...payment },
    });
    await markInvoicePaid(deps, tx, invoice, new Date(), t.userId);
    return;
  }
  // Money arrived for an invoice that was no longer payable (paid by transfer meanwhile, or a session
  // that ended as it was paid): the office must refund it. Recorded, never a second receipt.
  await recordAudit(tx, {
    actorId: null,
    action: 'card.paid_not_payable',
    subject: { kind: 'payment_transaction', id: t.id },
    before: { status: t.status, invoice_status: invoice.status },
    after: { status: 'verified', needs_refund: true, ...payment },
  });
}
