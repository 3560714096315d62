import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BankTransferSchema,
  MakePaymentSchema,
  PaymentResultSchema,
  PaymentStartSchema,
  PaymentTransactionPageSchema,
  RefuseTransferSchema,
  TransactionQuerySchema,
} from '#common/billing.ts';
import { IdField } from '#common/fields.ts';
import { z } from '#common/zod-setup.ts';
import { findTransactions, makeCardPayment, submitBankTransfer } from '../../domain/billing/payments.ts';
import { refuseTransfer, verifyTransfer } from '../../domain/billing/settle.ts';
import { errorAnswers } from '../../http/answers.ts';
import { memberOnly, staffOnly } from '../../http/guards.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { parseWith } from '../../http/validate.ts';
import { receiveUploads } from '../../lib/uploads/index.ts';

// Paying invoices (SPEC §7 Billing; docs/decisions/0015-billing.md): by card (started here, paid by the
// processor's webhook: card-payments.routes.ts), by bank transfer with a slip, and the office's verification of slips.

const tags = ['Billing'];
const security = [{ bearerAuth: [] }];
const WINDOW = { defaultSize: 20, maxSize: 100 };
const ListQuery = PageQuerySchema.extend(TransactionQuerySchema.shape);
/**
 * The transfer record with its slip as one more field: a form sent without a file is answered like
 * any other field left empty, together with them ("This field is required." on `slip`).
 */
const TransferUploadSchema = BankTransferSchema.extend({ slip: z.literal(true, { error: 'validation.required' }) });

export const paymentsRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/payment/make-payment',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Start paying an invoice by card: a session on the processor’s card page',
        description:
          'Answers a pending card transaction and `redirect_url`, the processor’s hosted card page (Stripe Checkout, or the built-in test processor’s page when `test_mode`). The card never reaches this API. The invoice is paid only when the processor’s signed webhook confirms the payment (`/payment/webhook/{processor}`). `idempotency_key`: one per attempt; the same key again answers the same session and never charges twice. A new attempt ends the invoice’s earlier open session. 409 when the invoice is paid, a transfer waits for verification, or an earlier session was just paid; 503 when the processor cannot be reached (nothing started).',
        security,
        body: MakePaymentSchema,
        response: { 200: PaymentStartSchema, ...errorAnswers(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => makeCardPayment(api.deps, { actor: request.auth, lang: request.lang, input: request.body }),
  );

  api.get(
    '/payment-transaction',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'The member’s payment transactions, newest first (optionally of one invoice)',
        security,
        querystring: ListQuery,
        response: { 200: PaymentTransactionPageSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, WINDOW);
      const { results, total } = await findTransactions(api.deps, {
        actor: request.auth,
        window,
        invoiceId: request.query.invoice,
        status: request.query.status,
        lang: request.lang,
      });
      return pageAnswer(request, window, total, results);
    },
  );

  api.post(
    '/payment-transaction',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Pay an invoice by bank transfer: the transfer record and its slip (multipart)',
        description:
          'Fields: invoice, bank, branch, account_name, account_number, date (YYYY-MM-DD), time (HH:MM) and the file `slip` (PDF, JPG or PNG, 10 MB, checked by content, private). The invoice is then in progress until the office verifies the transfer.',
        consumes: ['multipart/form-data'],
        security,
        response: { 201: PaymentResultSchema, ...errorAnswers(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const form = await receiveUploads(request, { slip: 'transfer_slip' });
      try {
        const slip = form.files.slip;
        const { slip: _chosen, ...input } = parseWith(TransferUploadSchema, { ...form.fields, slip: slip ? true : undefined });
        const result = await submitBankTransfer(api.deps, {
          actor: request.auth,
          lang: request.lang,
          input,
          slip: slip && { field: 'slip', kind: 'transfer_slip', originalName: slip.originalName, path: slip.path },
        });
        return reply.status(201).send(result);
      } finally {
        await form.discard();
      }
    },
  );

  api.get(
    '/staff/payment-transaction',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Every payment transaction, newest first; `status=pending` lists the slips waiting for verification (staff)',
        security,
        querystring: ListQuery,
        response: { 200: PaymentTransactionPageSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, WINDOW);
      const { results, total } = await findTransactions(api.deps, {
        actor: request.auth,
        window,
        invoiceId: request.query.invoice,
        status: request.query.status,
        all: true,
        lang: request.lang,
      });
      return pageAnswer(request, window, total, results);
    },
  );

  api.post(
    '/staff/payment-transaction/:id/verify',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Verify a bank transfer: the invoice is paid, its receipt mailed and the application goes to review (staff)',
        security,
        params: z.object({ id: IdField }),
        response: { 200: PaymentResultSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => verifyTransfer(api.deps, { actor: request.auth, id: request.params.id, lang: request.lang }),
  );

  api.post(
    '/staff/payment-transaction/:id/refuse',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Refuse a bank transfer with a reason: the invoice waits for payment again and the member is mailed why (staff)',
        security,
        params: z.object({ id: IdField }),
        body: RefuseTransferSchema,
        response: { 200: PaymentResultSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => refuseTransfer(api.deps, { actor: request.auth, id: request.params.id, lang: request.lang, reason: request.body.reason }),
  );
};
