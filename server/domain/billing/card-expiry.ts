import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { CARD_SESSION_LIFETIME_MS } from '../../lib/payments/index.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Deps } from '../deps.ts';
import { lockInvoice, updateTransaction } from './billing.queries.ts';
import { selectAbandonedCardTransactions, selectCardTransactionBySession } from './card-payments.queries.ts';

// Abandoned card payments (docs/decisions/0017-card-payments.md): a member who leaves the processor's
// card page without paying leaves a pending card payment behind. Once its session's lifetime is over,
// like Stripe's `checkout.session.expired`, the session is ended at the processor and the payment
// closed as expired: the invoice stays payable and the completion page says "not paid, try again"
// instead of "being confirmed" forever. Runs when the member's payments are read and as a queue job.

/** How many abandoned payments one pass closes at most (the next pass takes the rest). */
const BATCH = 100;

/**
 * Closes the card payments (of `invoiceId`, or all) still pending `CARD_SESSION_LIFETIME_MS` after
 * they started. A session the processor says was paid meanwhile is left for its webhook. Answers how
 * many were closed.
 */
export async function expireAbandonedCardPayments(deps: Pick<Deps, 'db' | 'payments'>, options: { now: Date; invoiceId?: number }): Promise<number> {
  const startedBefore = new Date(options.now.getTime() - CARD_SESSION_LIFETIME_MS);
  const abandoned = await selectAbandonedCardTransactions(deps.db, { startedBefore, invoiceId: options.invoiceId, limit: BATCH });
  let closed = 0;
  for (const found of abandoned) {
    const done = await inTransaction(deps.db, async (tx) => closeOne(deps, tx, found.invoiceId, found.processor, found.processorReference, found.id));
    if (done) closed += 1;
  }
  return closed;
}

async function closeOne(deps: Pick<Deps, 'payments'>, tx: Db, invoiceId: number, processor: string | null, reference: string | null, id: number) {
  // The invoice first, as payments and webhooks lock it: then the payment, as it is now.
  await lockInvoice(tx, invoiceId);
  const t = processor && reference ? await selectCardTransactionBySession(tx, processor, reference, true) : null;
  if (!t || t.id !== id || t.status !== 'pending') return false;
  if (t.processor === deps.payments.name && t.processorReference) {
    // Paid on the processor's page just before the end: its webhook settles it.
    if ((await deps.payments.expireSession(t.processorReference, { db: tx })) === 'completed') return false;
  }
  await updateTransaction(tx, t.id, { status: 'refused', reason: 'cardPayment.errors.expired', reviewedAt: new Date() });
  await recordAudit(tx, {
    actorId: null,
    action: 'card.expired',
    subject: { kind: 'payment_transaction', id: t.id },
    before: { status: 'pending' },
    after: { status: 'refused', reason: 'cardPayment.errors.expired' },
  });
  return true;
}
