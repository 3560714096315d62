import { PageSchema } from './answers.ts';
import { CURRENCIES, type Currency } from './constants.ts';
import { IdField, LineField, RequiredText, TextField } from './fields.ts';
import { INVOICE_DESCRIPTIONS } from './invoice-descriptions.ts';
import { z } from './zod-setup.ts';

// Billing (issue 11, docs/decisions/0015-billing.md): invoices, invoice addresses, payments. Money is
// integer minor units (cents, satang, paise) with its ISO currency; totals come from the server only.

export const INVOICE_STATUSES = ['waiting_for_payment', 'in_progress', 'paid', 'refund'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_TYPES = ['registration', 'renewal'] as const;
export const PAYMENT_METHODS = ['card', 'bank_transfer'] as const;
/** `refunding`/`refunded`: a card payment that arrived for a closed attempt or a wrong amount is given back in full. */
export const TRANSACTION_STATUSES = ['pending', 'verified', 'refused', 'refunding', 'refunded'] as const;
/** Invoices the member still has to act on (or wait for), listed first. */
export const OPEN_INVOICE_STATUSES: readonly InvoiceStatus[] = ['waiting_for_payment', 'in_progress'];

/** Minor units per major unit; every currency of SPEC §1 has two decimals. */
export const MINOR_UNITS: Record<Currency, number> = { USD: 100, THB: 100, INR: 100, EUR: 100 };

/** An amount for people: "$1,234.50", "฿6,300.00", in the reader's language. */
export function formatMoney(amount: number, currency: string, locale = 'en'): string {
  const minor = MINOR_UNITS[currency as Currency] ?? 100;
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / minor);
}

const CurrencyField = z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(CURRENCIES, { error: 'validation.choice' }));
const Money = z.number().int().describe('integer minor units (cents, satang, paise)');

// ——— invoice addresses ———

/** Saved, chosen and edited on the checkout page; the same schema in the browser, the action and the API. */
export const InvoiceAddressInputSchema = z.object({
  first_name: RequiredText(150),
  last_name: RequiredText(150),
  organisation: TextField(200)
    .trim()
    .transform((v) => v || null)
    .nullish(),
  country: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.string({ error: 'validation.required' }).regex(/^[A-Z]{2}$/, 'validation.country'),
  ),
  state_province: RequiredText(150),
  post_code: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(20, 'validation.max_length?max=20')
    .regex(/^[\p{L}\p{N} -]+$/u, 'validation.invalid'),
  address: RequiredText(500),
  is_default: z.preprocess((v) => (v === '1' || v === 'true' || v === 'on' ? true : v === '0' || v === 'false' ? false : v), z.boolean()).optional(),
});
export type InvoiceAddressInput = z.infer<typeof InvoiceAddressInputSchema>;
export const InvoiceAddressPatchSchema = InvoiceAddressInputSchema.partial();

export const BillToSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  organisation: z.string().nullable(),
  country: z.string(),
  country_name: z.string(),
  state_province: z.string(),
  post_code: z.string(),
  address: z.string(),
});
export type BillTo = z.infer<typeof BillToSchema>;

export const InvoiceAddressSchema = BillToSchema.extend({ id: z.number().int(), is_default: z.boolean() });
export type InvoiceAddress = z.infer<typeof InvoiceAddressSchema>;
export const InvoiceAddressSavedSchema = InvoiceAddressSchema.extend({ detail: z.string() });
export const InvoiceAddressPageSchema = PageSchema(InvoiceAddressSchema);

// ——— invoices ———

export const InvoiceItemSchema = z.object({
  item_code: z.string(),
  product: z.string().describe('in the caller’s language'),
  quantity: z.number().int(),
  unit_price: Money,
  discount_percent: z.number().int(),
  discount: Money,
  amount: Money.describe('quantity × unit price, before the discount'),
});

export const InvoiceSchema = z.object({
  id: z.number().int(),
  public_id: z.string().describe('the unguessable id of the public view /billing/invoice/{public_id}'),
  invoice_number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  status_label: z.string(),
  currency: z.enum(CURRENCIES),
  type: z.enum(INVOICE_TYPES),
  membership_type: z.enum(['annual', 'lifetime']),
  description_code: z.enum(INVOICE_DESCRIPTIONS).describe('what the invoice is for (common/invoice-descriptions.ts)'),
  description: z.string().describe('what the invoice is for, in the caller’s language ("Annual renewal of the teacher registration")'),
  items: z.array(InvoiceItemSchema),
  sub_total: Money,
  discount: Money,
  vat: Money,
  grand_total: Money,
  reference: z.string(),
  receipt_number: z.string().nullable(),
  bill_to: BillToSchema.nullable(),
  refusal_reason: z.string().nullable().describe('why the office refused the last transfer slip'),
  application: z.object({ kind: z.enum(['school', 'teacher']), id: z.number().int() }).nullable(),
  payable: z.boolean().describe('waiting for payment: the member may pay or change the currency'),
  receipt_url: z.string().nullable().describe('the receipt PDF (API path), once paid'),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
export const InvoicePageSchema = PageSchema(InvoiceSchema);
export const InvoiceSavedSchema = InvoiceSchema.extend({ detail: z.string() });

/** The public view: no application link, no refusal reason. */
export const PublicInvoiceSchema = InvoiceSchema.omit({ application: true, refusal_reason: true, receipt_url: true });
export type PublicInvoice = z.infer<typeof PublicInvoiceSchema>;

export const InvoicePatchSchema = z.object({
  currency: CurrencyField.optional(),
  bill_to: IdField.optional().describe('one of the member’s invoice addresses'),
});

// ——— checkout ———

export const BankAccountSchema = z.object({
  bank: z.string(),
  branch: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  swift: z.string().nullable(),
  demo: z.boolean().describe('the demo’s fictitious account: nothing can be sent to it'),
});

export const OrderSchema = z.object({
  invoice: InvoiceSchema,
  /** What the same invoice costs in each currency (fee table amounts, never converted). */
  prices: z.array(z.object({ currency: z.enum(CURRENCIES), grand_total: Money })),
  addresses: z.array(InvoiceAddressSchema),
  card: z
    .object({ processor: z.string(), test_mode: z.boolean(), test_cards: z.array(z.object({ number: z.string(), outcome: z.string() })) })
    .nullable()
    .describe('null when this site takes no card payments (bank transfer only)'),
  bank_account: BankAccountSchema.nullable().describe('where to transfer to; null when the office has not configured it'),
});
export type Order = z.infer<typeof OrderSchema>;

const digits = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v);

/**
 * Starts a card payment (docs/decisions/0017-card-payments.md): the answer's `redirect_url` is the
 * processor's hosted card page; the invoice is paid only when the processor's signed webhook says so.
 */
export const MakePaymentSchema = z.object({
  invoice: IdField,
  idempotency_key: z
    .string({ error: 'validation.required' })
    .trim()
    .min(8, 'validation.invalid')
    .max(100, 'validation.invalid')
    .regex(/^[A-Za-z0-9_-]+$/, 'validation.invalid')
    .describe('one per payment attempt: sending it again answers the same payment session instead of starting (or charging) twice'),
});
export type MakePayment = z.infer<typeof MakePaymentSchema>;

/** A card as typed on the test processor's card page; it goes no further than the test processor. */
export const TestCardInputSchema = z.object({
  card_number: z.preprocess(digits, z.string({ error: 'validation.required' }).regex(/^\d{12,19}$/, 'validation.card_number')),
  exp_month: z.coerce.number({ error: 'validation.required' }).int('validation.invalid').min(1, 'validation.invalid').max(12, 'validation.invalid'),
  exp_year: z.coerce.number({ error: 'validation.required' }).int('validation.invalid').min(2000, 'validation.invalid').max(2100, 'validation.invalid'),
  cvc: z.preprocess(digits, z.string({ error: 'validation.required' }).regex(/^\d{3,4}$/, 'validation.invalid')),
  name: LineField(150).optional(),
});
export type TestCardInput = z.infer<typeof TestCardInputSchema>;
export const TestCardAuthenticationSchema = z.object({
  approve: z.preprocess((v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : v), z.boolean({ error: 'validation.required' })),
});

export const TEST_SESSION_STATUSES = ['open', 'requires_action', 'succeeded', 'declined', 'expired', 'refunded'] as const;
/** The test processor's card page: what is paid, and where the session stands (no card number, ever). */
export const TestCardSessionSchema = z.object({
  id: z.string(),
  status: z.enum(TEST_SESSION_STATUSES),
  amount: Money,
  currency: z.enum(CURRENCIES),
  description: z.string(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  error: z.string().nullable().describe('why the last card did not pay, in the caller’s language'),
  return_url: z.string().describe('where the browser goes once the outcome is final (the shop’s completion page)'),
  cancel_url: z.string(),
});
export type TestCardSession = z.infer<typeof TestCardSessionSchema>;
export const WebhookAnswerSchema = z.object({ received: z.boolean() });

/** The text fields of a bank-transfer record (multipart, with the `slip` file). */
export const BankTransferSchema = z.object({
  invoice: IdField,
  bank: RequiredText(150),
  branch: RequiredText(150),
  account_name: RequiredText(150),
  account_number: z.preprocess(digits, z.string({ error: 'validation.required' }).regex(/^[A-Za-z0-9]{4,34}$/, 'validation.account_number')),
  date: z
    .string({ error: 'validation.required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'validation.date'),
  time: z.string({ error: 'validation.required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.time'),
});
export type BankTransfer = z.infer<typeof BankTransferSchema>;

export const PaymentTransactionSchema = z.object({
  id: z.number().int(),
  invoice: z.number().int(),
  invoice_number: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(TRANSACTION_STATUSES),
  amount: Money,
  currency: z.enum(CURRENCIES),
  processor: z.string().nullable(),
  processor_reference: z.string().nullable(),
  bank: z.string().nullable(),
  branch: z.string().nullable(),
  account_name: z.string().nullable(),
  account_number: z.string().nullable(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  slip_url: z.string().nullable().describe('the private slip (owner and staff)'),
  reason: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type PaymentTransaction = z.infer<typeof PaymentTransactionSchema>;
export const PaymentTransactionPageSchema = PageSchema(PaymentTransactionSchema);
export const PaymentResultSchema = z.object({ transaction: PaymentTransactionSchema, invoice: InvoiceSchema, detail: z.string() });
export type PaymentResult = z.infer<typeof PaymentResultSchema>;
/** A started card payment: the browser goes on to `redirect_url` (the processor's card page, or the completion page when it is over). */
export const PaymentStartSchema = PaymentResultSchema.extend({
  redirect_url: z.string(),
  test_mode: z.boolean().describe('the test processor: no money moves'),
});
export type PaymentStart = z.infer<typeof PaymentStartSchema>;

export const TransactionQuerySchema = z.object({
  invoice: IdField.optional(),
  status: z.enum(TRANSACTION_STATUSES, { error: 'validation.choice' }).optional(),
});
export const RefuseTransferSchema = z.object({ reason: RequiredText(1000) });

/** What a refund does to the listing the invoice paid for (docs/decisions/0027-one-payment-in-flight.md). */
export const REFUND_LISTING_CHOICES = ['keep', 'end'] as const;
/** The office records a refund made to the member: why, and whether the listing it paid for stays. */
export const RefundInvoiceSchema = z.object({
  reason: RequiredText(1000),
  listing: z.enum(REFUND_LISTING_CHOICES, { error: 'validation.choice' }).describe('keep: the listing stays as it is; end: its membership ends today'),
});
export type RefundInvoice = z.infer<typeof RefundInvoiceSchema>;
