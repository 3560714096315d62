import { and, asc, desc, eq, lte } from 'drizzle-orm';
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

/** Card payments still pending that were started at or before `startedBefore` (optionally of one invoice). */
export function selectAbandonedCardTransactions(db: Db, options: { startedBefore: Date; invoiceId?: number; limit: number }): Promise<TransactionRow[]> {
  return db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.method, 'card'),
        eq(paymentTransactions.status, 'pending'),
        lte(paymentTransactions.createdAt, options.startedBefore),
        options.invoiceId === undefined ? undefined : eq(paymentTransactions.invoiceId, options.invoiceId),
      ),
    )
    .orderBy(asc(paymentTransactions.id))
    .limit(options.limit);
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
