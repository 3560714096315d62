import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentEvents, paymentTransactions } from '../../db/schema/index.ts';
import type { TransactionRow } from './billing.queries.ts';

// Card payments through a processor (docs/decisions/0017-card-payments.md).

/** The card payments of an invoice still waiting for their processor's word. */
export function selectPendingCardTransactions(db: Db, invoiceId: number): Promise<TransactionRow[]> {
  return db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.invoiceId, invoiceId), eq(paymentTransactions.method, 'card'), eq(paymentTransactions.status, 'pending')))
    .orderBy(desc(paymentTransactions.id));
}

/** The card payment a processor's session belongs to (`lock`: for update, after its invoice is locked). */
export async function selectCardTransactionBySession(db: Db, processor: string, sessionId: string, lock = false): Promise<TransactionRow | null> {
  const query = db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.method, 'card'), eq(paymentTransactions.processor, processor), eq(paymentTransactions.processorReference, sessionId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Records a processor event as handled; false when it was handled before (a replay). */
export async function claimPaymentEvent(db: Db, processor: string, eventId: string, type: string): Promise<boolean> {
  const rows = await db.insert(paymentEvents).values({ processor, eventId, type }).onConflictDoNothing().returning({ id: paymentEvents.eventId });
  return rows.length === 1;
}
