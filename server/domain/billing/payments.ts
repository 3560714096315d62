import type { BankTransfer, MakePayment, PaymentResult, PaymentStart, PaymentTransaction } from '#common/billing.ts';
import type { Language } from '#common/constants.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { prepareUpload, type UploadSource } from '../../lib/uploads/index.ts';
import { type Actor, requireMember, requireStaff } from '../access.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Deps } from '../deps.ts';
import { storeUpload } from '../files/files.ts';
import {
  type InvoiceRow,
  insertTransaction,
  lockInvoice,
  selectTransactionByKey,
  selectTransactions,
  selectUserContact,
  type TransactionRow,
  updateInvoiceRow,
} from './billing.queries.ts';
import { closeOpenCardAttempts } from './card-attempts.ts';
import { expireAbandonedCardPayments } from './card-expiry.ts';
import { transactionJson } from './invoice-json.ts';
import { invoicesJson, ownInvoice } from './invoices.ts';

// Paying an invoice (docs/decisions/0015-billing.md, 0017-card-payments.md): by card on the payment
// processor's card page, paid when its signed webhook says so (card-webhooks.ts); or by bank transfer,
// whose slip the office verifies. Every payment locks the invoice, so two
// payments of one invoice take turns and the second finds it paid.

type Window = { limit: number; offset: number };

/** The invoice, locked; only its owner pays it (staff included: they are told it does not exist). */
async function lockOwnPayable(tx: Db, userId: number, invoiceId: number, field = 'invoice'): Promise<InvoiceRow> {
  const row = await lockInvoice(tx, invoiceId);
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', 'errors.not_found');
  if (row.status === 'paid' || row.status === 'refund') throw new AppError('CONFLICT', 'errors.invoice_already_paid');
  if (row.status === 'in_progress') throw new AppError('CONFLICT', 'errors.invoice_in_progress');
  if (row.status !== 'waiting_for_payment') throw fieldError(field, 'errors.invoice_not_payable');
  return row;
}

async function result(deps: Deps, t: TransactionRow, invoice: InvoiceRow, lang: Language, detailKey: string): Promise<PaymentResult> {
  const [json] = await invoicesJson(deps.db, [invoice], lang);
  return { transaction: transactionJson(t, invoice.number, lang), invoice: json, detail: translate(lang, detailKey) };
}

/**
 * Starts a card payment (docs/decisions/0017-card-payments.md): a session on the processor's hosted
 * card page, recorded as a pending card transaction. Nothing is paid here: only the processor's signed
 * webhook marks the invoice paid. The same idempotency key answers the same session again (the key is
 * passed on to the processor too); a new attempt ends the invoice's earlier open session first, so at
 * most one session of an invoice can take money, and none once one has been paid.
 */
export async function makeCardPayment(deps: Deps, options: { actor: Actor; lang: Language; input: MakePayment }): Promise<PaymentStart> {
  const userId = requireMember(options.actor);
  const { input } = options;
  const processor = deps.payments;
  // A site without card payments (PAYMENTS=off): members pay by transfer.
  if (processor.name === 'off') throw new AppError('CONFLICT', 'errors.card_payments_off');
  const member = await selectUserContact(deps.db, userId);
  const request = (invoice: InvoiceRow) => ({
    amount: invoice.grandTotal,
    currency: invoice.currency,
    description: invoice.number,
    idempotencyKey: `${userId}:${input.idempotency_key}`,
    successPath: `/billing/checkout/complete/${invoice.id}`,
    cancelPath: `/billing/checkout/payment/${invoice.id}`,
    customerEmail: member?.email,
    invoiceId: invoice.id,
  });
  const answer = async (t: TransactionRow, url: string | null) => {
    const invoice = await ownInvoice(deps.db, options.actor, t.invoiceId);
    const [json] = await invoicesJson(deps.db, [invoice], options.lang);
    return {
      transaction: transactionJson(t, invoice.number, options.lang),
      invoice: json,
      detail: translate(
        options.lang,
        t.status === 'pending' ? 'cardPayment.started' : t.status === 'verified' ? 'success.payment_received' : (t.reason ?? 'errors.card_declined'),
      ),
      redirect_url: url ?? `/billing/checkout/complete/${t.invoiceId}`,
      test_mode: processor.testMode,
    };
  };
  const replay = async (t: TransactionRow) => {
    if (t.invoiceId !== input.invoice || t.method !== 'card') throw fieldError('idempotency_key', 'errors.idempotency_key_reused');
    if (t.status !== 'pending') return answer(t, null);
    // The processor answers the same session for the same key.
    const invoice = await ownInvoice(deps.db, options.actor, t.invoiceId);
    const session = await processor.startPayment(request(invoice)).catch(() => null);
    return answer(t, session?.url ?? null);
  };
  const earlier = await selectTransactionByKey(deps.db, userId, input.idempotency_key);
  if (earlier) return replay(earlier);

  const outcome = await inTransaction(deps.db, async (tx) => {
    const invoice = await lockOwnPayable(tx, userId, input.invoice).catch(async (error) => {
      // A concurrent call with the same key committed while this one waited for the lock.
      const raced = await selectTransactionByKey(tx, userId, input.idempotency_key);
      if (raced) return raced;
      throw error;
    });
    if ('method' in invoice) return { kind: 'replayed' as const, t: invoice };
    const raced = await selectTransactionByKey(tx, userId, input.idempotency_key);
    if (raced) return { kind: 'replayed' as const, t: raced };
    await closeOpenCardAttempts(deps, tx, invoice.id, 'cardPayment.errors.replaced', userId);
    const session = await processor.startPayment(request(invoice), { db: tx }).catch((error) => {
      deps.log.warn({ err: error, invoice: invoice.id }, 'payment processor did not start a session');
      throw new AppError('UNAVAILABLE', 'errors.card_processing_error');
    });
    const t = await insertTransaction(tx, {
      invoiceId: invoice.id,
      userId,
      method: 'card',
      status: 'pending',
      amount: invoice.grandTotal,
      currency: invoice.currency,
      idempotencyKey: input.idempotency_key,
      processor: processor.name,
      processorReference: session.id,
    });
    return { kind: 'started' as const, t, url: session.url };
  });
  if (outcome.kind === 'replayed') return replay(outcome.t);
  return answer(outcome.t, outcome.url);
}

/**
 * A bank transfer: the member's record of it and the slip (PDF, JPG or PNG, private). The invoice
 * then waits for the office (in progress); nothing else may pay it meanwhile.
 */
export async function submitBankTransfer(
  deps: Deps,
  options: { actor: Actor; lang: Language; input: BankTransfer; slip: UploadSource | undefined },
): Promise<PaymentResult> {
  const userId = requireMember(options.actor);
  if (!options.slip) throw fieldError('slip', 'validation.required');
  // Checked before the file is stored: someone else's or a paid invoice never gets a file.
  await inTransaction(deps.db, (tx) => lockOwnPayable(tx, userId, options.input.invoice));
  const upload = await prepareUpload(options.slip);
  const { result: saved } = await storeUpload(deps, { ownerId: userId, upload }, async (tx, file) => {
    const invoice = await lockOwnPayable(tx, userId, options.input.invoice);
    // The card page of this invoice, if one is open, can no longer take money: one payment in flight.
    await closeOpenCardAttempts(deps, tx, invoice.id, 'cardPayment.errors.closed_by_transfer', userId);
    const t = await insertTransaction(tx, {
      invoiceId: invoice.id,
      userId,
      method: 'bank_transfer',
      status: 'pending',
      amount: invoice.grandTotal,
      currency: invoice.currency,
      bank: options.input.bank,
      branch: options.input.branch,
      accountName: options.input.account_name,
      accountNumber: options.input.account_number,
      transferDate: options.input.date,
      transferTime: options.input.time,
      slipFileId: file.id,
    });
    const updated = await updateInvoiceRow(tx, invoice.id, { status: 'in_progress', refusalReason: null });
    await recordAudit(tx, {
      actorId: userId,
      action: 'invoice.transfer_submitted',
      subject: { kind: 'invoice', id: invoice.id },
      before: { status: invoice.status },
      after: { status: 'in_progress', transaction: t.id, amount: t.amount, currency: t.currency },
    });
    return { t, invoice: updated };
  });
  return result(deps, saved.t, saved.invoice, options.lang, 'success.transfer_received');
}

/** The member's own payment transactions (optionally of one invoice); staff see everyone's through the staff call. */
export async function findTransactions(
  deps: Deps,
  options: { actor: Actor; window: Window; invoiceId?: number; status?: TransactionRow['status']; all?: boolean; lang?: Language; now?: Date },
): Promise<{ results: PaymentTransaction[]; total: number }> {
  const userId = options.all ? requireStaff(options.actor) : requireMember(options.actor);
  if (options.invoiceId && !options.all) await ownInvoice(deps.db, options.actor, options.invoiceId);
  // An attempt abandoned on the card page is closed as expired before it is shown, not "being confirmed" forever.
  if (options.invoiceId) await expireAbandonedCardPayments(deps, { now: options.now ?? new Date(), invoiceId: options.invoiceId });
  const scope = options.all ? null : userId;
  const { rows, total } = await selectTransactions(deps.db, { userId: scope, invoiceId: options.invoiceId, status: options.status }, options.window);
  return { results: rows.map((r) => transactionJson(r.transaction, r.number, options.lang)), total };
}
