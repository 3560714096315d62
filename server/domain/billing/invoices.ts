import { formatMoney, type Invoice, type Order, type PublicInvoice } from '#common/billing.ts';
import { CURRENCIES, isLanguage, type Language } from '#common/constants.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { formatNumber } from '../../lib/billing-numbers.ts';
import { AppError } from '../../lib/errors.ts';
import { newToken } from '../../lib/secrets.ts';
import { type Actor, requireMember, requireOwner } from '../access.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Deps } from '../deps.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { notifyMember } from '../notifications/notifications.ts';
import {
  type InvoiceRow,
  insertInvoice,
  lockInvoice,
  nextNumber,
  replaceInvoiceItems,
  selectAddress,
  selectAddresses,
  selectFees,
  selectInvoice,
  selectInvoiceByPublicId,
  selectInvoiceItems,
  selectOpenApplicationInvoice,
  selectUserContact,
  selectUserInvoices,
  updateInvoiceRow,
} from './billing.queries.ts';
import { closeOpenCardAttempts } from './card-attempts.ts';
import { addressJson, addressSnapshot, describedReference, invoiceJson } from './invoice-json.ts';
import { type ApplicationRef, computeTotals, percentOf, priceApplication } from './pricing.ts';

// Invoices (docs/decisions/0015-billing.md): created when an application waits for payment, read by
// their owner and staff, re-priced while unpaid, and viewable by anyone holding the public id.

type Window = { limit: number; offset: number };

/**
 * The invoice of an application that now waits for payment, in the submission's transaction. An
 * application has one open invoice: calling this again answers the one there is.
 */
export async function createApplicationInvoice(
  deps: Pick<Deps, 'db' | 'config' | 'jobs'>,
  options: {
    db: Db;
    application: ApplicationRef;
    membershipType: 'annual' | 'lifetime';
    currency: string;
    language: Language;
    now?: Date;
    /** A renewal of an approved annual membership (renewals.ts), priced the same way. */
    type?: 'registration' | 'renewal';
  },
): Promise<InvoiceRow> {
  const tx = options.db;
  const open = await selectOpenApplicationInvoice(tx, options.application.kind, options.application.id);
  if (open) return open;
  const priced = await priceApplication(tx, options.application, options);
  const row = await createInvoice(deps, {
    db: tx,
    userId: priced.userId,
    type: options.type ?? 'registration',
    membershipType: options.membershipType,
    currency: options.currency,
    language: options.language,
    reference: priced.reference,
    items: priced.items,
    application: options.application,
    now: options.now,
  });
  await mailInvoiceIssued(deps, tx, row);
  return row;
}

/** Numbers and stores an invoice; its totals come from its items. Exported for renewals and tests. */
export async function createInvoice(
  deps: Pick<Deps, 'config'>,
  options: {
    db: Db;
    userId: number;
    type: 'registration' | 'renewal';
    membershipType: 'annual' | 'lifetime';
    currency: string;
    language: Language;
    reference: string;
    items: Awaited<ReturnType<typeof priceApplication>>['items'];
    application?: ApplicationRef;
    now?: Date;
  },
): Promise<InvoiceRow> {
  return inTransaction(options.db, async (tx) => {
    const now = options.now ?? new Date();
    const year = now.getUTCFullYear();
    const sequence = await nextNumber(tx, 'invoice', year);
    const [address] = await selectAddresses(tx, options.userId);
    const row = await insertInvoice(
      tx,
      {
        publicId: newToken(18),
        userId: options.userId,
        number: formatNumber('INV', year, sequence),
        status: 'waiting_for_payment',
        currency: options.currency,
        type: options.type,
        membershipType: options.membershipType,
        applicationKind: options.application?.kind,
        applicationId: options.application?.id,
        ...computeTotals(options.items, deps.config.billing.vatPercent),
        reference: options.reference,
        billTo: address?.isDefault ? addressSnapshot(address) : null,
        language: options.language,
        createdAt: now,
        updatedAt: now,
      },
      options.items,
    );
    // A registration is issued by the member's submission, a renewal by the daily pass (no actor).
    await recordAudit(tx, {
      actorId: options.type === 'registration' ? options.userId : null,
      action: 'invoice.issued',
      subject: { kind: 'invoice', id: row.id },
      after: { status: row.status, number: row.number, type: row.type, grand_total: row.grandTotal, currency: row.currency },
    });
    return row;
  });
}

async function mailInvoiceIssued(deps: Pick<Deps, 'config' | 'jobs'>, tx: Db, row: InvoiceRow) {
  await notifyMember(
    deps,
    tx,
    { userId: row.userId, messageKey: 'invoice_issued', params: { number: row.number }, about: { invoice: row.id } },
    { mailed: true },
  );
  const member = await selectUserContact(tx, row.userId);
  if (!member) return;
  const lang = isLanguage(row.language) ? row.language : 'en';
  // What it is for, in the member's language (the stored reference is only the listing's name).
  const [invoice] = await invoicesJson(tx, [row], lang);
  await queueMail(
    deps,
    {
      to: member.email,
      lang,
      template: 'invoice_issued',
      params: {
        name: [member.firstName, member.lastName].filter(Boolean).join(' ') || member.username,
        number: row.number,
        reference: describedReference(invoice),
        amount: formatMoney(row.grandTotal, row.currency, lang),
        link: `${deps.config.publicUrl}/billing/checkout/${row.id}`,
      },
      key: `invoice-issued:${row.id}`,
    },
    { db: tx },
  );
}

/** Loads items and shapes invoices for the wire. */
export async function invoicesJson(db: Db, rows: InvoiceRow[], lang: Language): Promise<Invoice[]> {
  const items = await selectInvoiceItems(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => invoiceJson(row, items, lang));
}

/** An invoice its owner or staff may see; anyone else is told it does not exist. */
export async function ownInvoice(db: Db, actor: Actor, id: number): Promise<InvoiceRow> {
  requireMember(actor);
  const row = await selectInvoice(db, id);
  requireOwner(actor, row?.userId ?? null);
  if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
  return row;
}

export async function getInvoice(deps: Deps, options: { actor: Actor; id: number; lang: Language }): Promise<Invoice> {
  const row = await ownInvoice(deps.db, options.actor, options.id);
  return (await invoicesJson(deps.db, [row], options.lang))[0];
}

/** The member's own invoices (open ones first), or only the open ones. */
export async function findInvoices(
  deps: Deps,
  options: { actor: Actor; lang: Language; window: Window; onlyOpen?: boolean },
): Promise<{ results: Invoice[]; total: number }> {
  const userId = requireMember(options.actor);
  const { rows, total } = await selectUserInvoices(deps.db, userId, options.window, options.onlyOpen);
  return { results: await invoicesJson(deps.db, rows, options.lang), total };
}

/** Anyone holding the unguessable id: a printable invoice without the member's application details. */
export async function getPublicInvoice(deps: Deps, options: { publicId: string; lang: Language }): Promise<PublicInvoice> {
  const row = await selectInvoiceByPublicId(deps.db, options.publicId);
  if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
  const { application: _a, refusal_reason: _r, receipt_url: _u, ...rest } = (await invoicesJson(deps.db, [row], options.lang))[0];
  return rest;
}

/** Items re-priced from the fee table in another currency, keeping each line's discount rate. */
async function repriceItems(db: Db, row: InvoiceRow, currency: string) {
  const items = await selectInvoiceItems(db, [row.id]);
  const fees = await selectFees(
    db,
    items.map((i) => i.itemCode),
    row.membershipType,
    currency,
  );
  const byCode = new Map(fees.map((f) => [f.code, f.amount]));
  if (items.some((i) => !byCode.has(i.itemCode))) return null;
  return items.map(({ id: _id, invoiceId: _invoice, ...item }) => {
    const unitPrice = byCode.get(item.itemCode) as number;
    const amount = unitPrice * item.quantity;
    return { ...item, unitPrice, amount, discount: percentOf(amount, item.discountPercent) };
  });
}

/**
 * The member changes the currency (re-priced from the fee table) or the bill-to address of an
 * invoice still waiting for payment; anything else is a 409.
 */
export async function updateInvoice(
  deps: Deps,
  options: { actor: Actor; id: number; lang: Language; input: { currency?: string; bill_to?: number } },
): Promise<Invoice> {
  await ownInvoice(deps.db, options.actor, options.id);
  await inTransaction(deps.db, async (tx) => {
    const row = await lockInvoice(tx, options.id);
    if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
    if (row.status !== 'waiting_for_payment') throw new AppError('CONFLICT', 'errors.invoice_not_payable');
    const change: Partial<InvoiceRow> = {};
    if (options.input.bill_to !== undefined) {
      const address = await selectAddress(tx, options.input.bill_to);
      if (!address || address.userId !== row.userId) throw new AppError('VALIDATION', 'validation.invalid', { fields: { bill_to: ['validation.invalid'] } });
      change.billTo = addressSnapshot(address);
    }
    if (options.input.currency && options.input.currency !== row.currency) {
      const items = await repriceItems(tx, row, options.input.currency);
      if (!items) throw new AppError('VALIDATION', 'errors.fee_not_available', { fields: { currency: ['errors.fee_not_available'] } });
      // A card page opened at the old price must not take money any more: the amount is fixed per attempt.
      await closeOpenCardAttempts(deps, tx, row.id, 'cardPayment.errors.closed_by_currency', row.userId);
      await replaceInvoiceItems(tx, row.id, items);
      Object.assign(change, { currency: options.input.currency, ...computeTotals(items, deps.config.billing.vatPercent) });
    }
    await updateInvoiceRow(tx, row.id, change);
    if (change.currency)
      await recordAudit(tx, {
        actorId: row.userId,
        action: 'invoice.repriced',
        subject: { kind: 'invoice', id: row.id },
        before: { currency: row.currency, grand_total: row.grandTotal },
        after: { currency: change.currency, grand_total: change.grandTotal },
      });
  });
  return getInvoice(deps, options);
}

/** The checkout of an invoice: the invoice, its price in each currency, the member's addresses and how to pay. */
export async function getOrder(deps: Deps, options: { actor: Actor; id: number; lang: Language }): Promise<Order> {
  const row = await ownInvoice(deps.db, options.actor, options.id);
  const [invoice] = await invoicesJson(deps.db, [row], options.lang);
  const prices: Order['prices'] = [];
  for (const currency of CURRENCIES) {
    if (currency === row.currency) {
      prices.push({ currency, grand_total: row.grandTotal });
      continue;
    }
    const items = await repriceItems(deps.db, row, currency);
    if (items) prices.push({ currency, grand_total: computeTotals(items, deps.config.billing.vatPercent).grandTotal });
  }
  const processor = deps.payments;
  const bank = deps.config.billing.bankAccount;
  return {
    invoice,
    prices,
    addresses: (await selectAddresses(deps.db, row.userId)).map((a) => addressJson(a, options.lang)),
    // No card payments on this site (PAYMENTS=off): the page offers bank transfer only.
    card:
      processor.name === 'off' ? null : { processor: processor.name, test_mode: processor.testMode, test_cards: processor.testMode ? processor.testCards : [] },
    bank_account: bank
      ? { bank: bank.bank, branch: bank.branch, account_name: bank.accountName, account_number: bank.accountNumber, swift: bank.swift ?? null, demo: bank.demo }
      : null,
  };
}
