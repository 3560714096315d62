import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/errors.ts';
import { type PaymentEvent, WebhookError } from '../../lib/payments/index.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Deps } from '../deps.ts';
import { type InvoiceRow, lockInvoice, type TransactionRow, updateTransaction } from './billing.queries.ts';
import { claimPaymentEvent, selectCardTransactionBySession } from './card-payments.queries.ts';
import { type Charge, refuseCharge } from './card-refunds.ts';
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
      const charge = {
        sessionId: outcome.sessionId,
        reference: outcome.reference,
        amount: outcome.amount,
        currency: outcome.currency.toUpperCase(),
        eventId: event.id,
      };
      await settleCharge(deps, tx, { t, invoice, charge, card: outcome.card });
      return;
    }
    if (t.status !== 'pending') return;
    const reason = outcome.kind === 'failed' ? outcome.reason : 'cardPayment.errors.expired';
    await updateTransaction(tx, t.id, { status: 'refused', reason, reviewedAt: new Date() });
    await recordAudit(tx, {
      actorId: null,
      action: outcome.kind === 'failed' ? 'card.declined' : 'card.expired',
      subject: { kind: 'payment_transaction', id: t.id },
      before: { status: 'pending' },
      after: { status: 'refused', reason, event: event.id },
    });
  });
  return { received: true };
}

/**
 * A charge pays the invoice only when all of these hold (docs/decisions/0027-one-payment-in-flight.md):
 * the attempt is still the open one (pending), the invoice is waiting for payment, and the charge is
 * exactly the amount and currency the attempt was opened for, which are still the invoice's. Anything
 * else is refused and refunded in full: never a second payment, never a receipt for another amount.
 */
async function settleCharge(
  deps: Pick<Deps, 'db' | 'jobs' | 'config'>,
  tx: Db,
  paid: { t: TransactionRow; invoice: InvoiceRow; charge: Charge; card: { brand: string | null; last4: string | null } | null },
) {
  const { t, invoice, charge } = paid;
  // Settled before (a replay under another event id): nothing more to do.
  if (t.status === 'verified' || t.status === 'refunding' || t.status === 'refunded') return;
  const asOpened = charge.amount === t.amount && charge.currency === t.currency;
  const stillTheInvoices = t.amount === invoice.grandTotal && t.currency === invoice.currency;
  if (!asOpened || !stillTheInvoices) return refuseCharge(deps, tx, { t, invoice, charge, because: asOpened ? 'late' : 'mismatch' });
  if (t.status !== 'pending' || invoice.status !== 'waiting_for_payment') return refuseCharge(deps, tx, { t, invoice, charge, because: 'late' });
  await updateTransaction(tx, t.id, {
    status: 'verified',
    reason: null,
    reviewedAt: new Date(),
    cardBrand: paid.card?.brand?.slice(0, 20) ?? null,
    cardLast4: paid.card?.last4?.slice(0, 4) ?? null,
  });
  await recordAudit(tx, {
    actorId: null,
    action: 'card.paid',
    subject: { kind: 'payment_transaction', id: t.id },
    before: { status: t.status },
    after: {
      status: 'verified',
      event: charge.eventId,
      charge: charge.reference,
      amount: charge.amount,
      currency: charge.currency,
      card_brand: paid.card?.brand ?? null,
      card_last4: paid.card?.last4 ?? null,
    },
  });
  await markInvoicePaid(deps, tx, invoice, new Date(), t.userId);
}
