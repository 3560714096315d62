import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Deps } from '../deps.ts';
import { updateTransaction } from './billing.queries.ts';
import { selectPendingCardTransactions } from './card-payments.queries.ts';

// One payment in flight per invoice (docs/decisions/0027-one-payment-in-flight.md): before anything
// else may pay or re-price an invoice, its open card attempts are ended at the processor. An attempt
// the processor says was paid already cannot be ended: its webhook is on the way, and nothing new may
// start until it has been received.

/** Why an open card attempt was closed: a message key, shown to the member on the attempt. */
export type ClosedBecause = 'cardPayment.errors.replaced' | 'cardPayment.errors.closed_by_transfer' | 'cardPayment.errors.closed_by_currency';

/**
 * Ends every open card attempt of a locked invoice, inside the caller's transaction (the invoice's
 * row lock is held, so no attempt can start meanwhile). 409 when one was paid already.
 */
export async function closeOpenCardAttempts(deps: Pick<Deps, 'payments'>, tx: Db, invoiceId: number, because: ClosedBecause, actorId: number | null) {
  for (const open of await selectPendingCardTransactions(tx, invoiceId)) {
    if (open.processorReference && open.processor === deps.payments.name) {
      const ended = await deps.payments.expireSession(open.processorReference, { db: tx });
      if (ended === 'completed') throw new AppError('CONFLICT', 'cardPayment.errors.processing');
    }
    await updateTransaction(tx, open.id, { status: 'refused', reason: because, reviewedAt: new Date() });
    await recordAudit(tx, {
      actorId,
      action: 'card.closed',
      subject: { kind: 'payment_transaction', id: open.id },
      before: { status: 'pending', invoice: invoiceId },
      after: { status: 'refused', reason: because },
    });
  }
}
