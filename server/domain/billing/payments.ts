import type { BankTransfer, MakePayment, PaymentResult, PaymentTransaction } from '#common/billing.ts';
import type { Language } from '#common/constants.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { paymentProcessor } from '../../lib/payments.ts';
import { prepareUpload, type UploadSource } from '../../lib/uploads/index.ts';
import { type Actor, requireMember, requireStaff } from '../access.ts';
import type { Deps } from '../deps.ts';
import { storeUpload } from '../files/files.ts';
import {
  type InvoiceRow,
  insertTransaction,
  lockInvoice,
  selectTransactionByKey,
  selectTransactions,
  type TransactionRow,
  updateInvoiceRow,
} from './billing.queries.ts';
import { transactionJson } from './invoice-json.ts';
import { invoicesJson, ownInvoice } from './invoices.ts';
import { markInvoicePaid } from './settle.ts';

// Paying an invoice (docs/decisions/0015-billing.md): by card through the payments adapter, at once;
// or by bank transfer, whose slip the office verifies. Every payment locks the invoice, so two
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
  return { transaction: transactionJson(t, invoice.number), invoice: json, detail: translate(lang, detailKey) };
}

/**
 * A card payment. The same idempotency key answers the first attempt again (paid once, however often
 * the call is repeated); a declined card is recorded and answered as a 400 on the card number; a
 * processor that asks for a retry leaves nothing behind, so the same key may be sent again.
 */
export async function makeCardPayment(deps: Deps, options: { actor: Actor; lang: Language; input: MakePayment }): Promise<PaymentResult> {
  const userId = requireMember(options.actor);
  const { input } = options;
  const replay = async (t: TransactionRow) => {
    if (t.invoiceId !== input.invoice) throw fieldError('idempotency_key', 'errors.idempotency_key_reused');
    if (t.status === 'refused') throw fieldError('card_number', t.reason ?? 'errors.card_declined');
    const invoice = await ownInvoice(deps.db, options.actor, t.invoiceId);
    return result(deps, t, invoice, options.lang, 'success.payment_received');
  };
  const earlier = await selectTransactionByKey(deps.db, userId, input.idempotency_key);
  if (earlier) return replay(earlier);

  const processor = paymentProcessor();
  type Outcome =
    | { kind: 'replayed'; t: TransactionRow }
    | { kind: 'retry'; reason: string }
    | { kind: 'declined'; reason: string }
    | { kind: 'paid'; t: TransactionRow; invoice: InvoiceRow };
  const outcome = await inTransaction(deps.db, async (tx): Promise<Outcome> => {
    const invoice = await lockOwnPayable(tx, userId, input.invoice).catch(async (error) => {
      // A concurrent call with the same key committed while this one waited for the lock.
      const raced = await selectTransactionByKey(tx, userId, input.idempotency_key);
      if (raced) return raced;
      throw error;
    });
    if ('method' in invoice) return { kind: 'replayed', t: invoice };
    const charge = await processor.charge({
      amount: invoice.grandTotal,
      currency: invoice.currency,
      card: { number: input.card_number, expMonth: input.exp_month, expYear: input.exp_year, cvc: input.cvc },
      idempotencyKey: `${userId}:${input.idempotency_key}`,
      description: invoice.number,
    });
    if (charge.outcome === 'retry') return { kind: 'retry', reason: charge.reason };
    const base = { invoiceId: invoice.id, userId, method: 'card' as const, amount: invoice.grandTotal, currency: invoice.currency };
    const key = { idempotencyKey: input.idempotency_key, processor: processor.name };
    if (charge.outcome === 'declined') {
      await insertTransaction(tx, { ...base, ...key, status: 'refused', reason: charge.reason });
      return { kind: 'declined', reason: charge.reason };
    }
    const t = await insertTransaction(tx, { ...base, ...key, status: 'verified', processorReference: charge.reference, reviewedAt: new Date() });
    const paid = await markInvoicePaid(deps, tx, invoice);
    return { kind: 'paid', t, invoice: paid };
  });
  if (outcome.kind === 'replayed') return replay(outcome.t);
  if (outcome.kind === 'retry') throw new AppError('UNAVAILABLE', outcome.reason);
  if (outcome.kind === 'declined') throw fieldError('card_number', outcome.reason);
  return result(deps, outcome.t, outcome.invoice, options.lang, 'success.payment_received');
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
  if (!options.slip) throw fieldError('slip', 'errors.transfer_slip_missing');
  // Checked before the file is stored: someone else's or a paid invoice never gets a file.
  await inTransaction(deps.db, (tx) => lockOwnPayable(tx, userId, options.input.invoice));
  const upload = await prepareUpload(options.slip);
  const { result: saved } = await storeUpload(deps, { ownerId: userId, upload }, async (tx, file) => {
    const invoice = await lockOwnPayable(tx, userId, options.input.invoice);
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
    return { t, invoice: updated };
  });
  return result(deps, saved.t, saved.invoice, options.lang, 'success.transfer_received');
}

/** The member's own payment transactions (optionally of one invoice); staff see everyone's through the staff call. */
export async function findTransactions(
  deps: Deps,
  options: { actor: Actor; window: Window; invoiceId?: number; status?: TransactionRow['status']; all?: boolean },
): Promise<{ results: PaymentTransaction[]; total: number }> {
  const userId = options.all ? requireStaff(options.actor) : requireMember(options.actor);
  if (options.invoiceId && !options.all) await ownInvoice(deps.db, options.actor, options.invoiceId);
  const scope = options.all ? null : userId;
  const { rows, total } = await selectTransactions(deps.db, { userId: scope, invoiceId: options.invoiceId, status: options.status }, options.window);
  return { results: rows.map((r) => transactionJson(r.transaction, r.number)), total };
}
