import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InvoicePageSchema,
  InvoicePatchSchema,
  InvoiceSavedSchema,
  InvoiceSchema,
  OrderSchema,
  PublicInvoiceSchema,
  RefundInvoiceSchema,
} from '#common/billing.ts';
import { IdField } from '#common/fields.ts';
import { z } from '#common/zod-setup.ts';
import { findInvoices, getInvoice, getOrder, getPublicInvoice, updateInvoice } from '../../domain/billing/invoices.ts';
import { getReceiptPdf } from '../../domain/billing/receipts.ts';
import { refundInvoice } from '../../domain/billing/settle.ts';
import { errorAnswers } from '../../http/answers.ts';
import { memberOnly, staffOnly } from '../../http/guards.ts';
import { PageQuerySchema, pageAnswer, pageWindow } from '../../http/pagination.ts';
import { translate } from '../../lib/i18n.ts';

// Invoices (SPEC §7 Billing; docs/decisions/0015-billing.md): the member's own, the checkout ("order"),
// the receipt PDF, the public view by unguessable id, and the office's refund.

const tags = ['Billing'];
const security = [{ bearerAuth: [] }];
const IdParams = z.object({ id: IdField });
const WINDOW = { defaultSize: 20, maxSize: 100 };
const PdfBytes = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });

export const invoicesRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/invoice',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'The member’s invoices: outstanding ones first, then the newest',
        security,
        querystring: PageQuerySchema,
        response: { 200: InvoicePageSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, WINDOW);
      const { results, total } = await findInvoices(api.deps, { actor: request.auth, lang: request.lang, window });
      return pageAnswer(request, window, total, results);
    },
  );

  api.get(
    '/invoice-outstanding',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'The member’s invoices still open: waiting for payment, or a transfer waiting for verification',
        security,
        querystring: PageQuerySchema,
        response: { 200: InvoicePageSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, WINDOW);
      const { results, total } = await findInvoices(api.deps, { actor: request.auth, lang: request.lang, window, onlyOpen: true });
      return pageAnswer(request, window, total, results);
    },
  );

  api.get(
    '/invoice-public/:publicId',
    {
      schema: {
        tags,
        summary: 'The public, printable view of an invoice by its unguessable id (any token)',
        security,
        params: z.object({ publicId: z.string().regex(/^[A-Za-z0-9_-]{16,40}$/, 'validation.invalid') }),
        response: { 200: PublicInvoiceSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => getPublicInvoice(api.deps, { publicId: request.params.publicId, lang: request.lang }),
  );

  api.get(
    '/invoice/:id',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'One invoice: its owner or staff; 404 for anyone else',
        security,
        params: IdParams,
        response: { 200: InvoiceSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => getInvoice(api.deps, { actor: request.auth, id: request.params.id, lang: request.lang }),
  );

  api.patch(
    '/invoice/:id',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Change the currency (re-priced from the fee table) or the bill-to address of an unpaid invoice',
        description: '`bill_to` is the id of one of the member’s invoice addresses, copied onto the invoice. 409 once the invoice is in progress or paid.',
        security,
        params: IdParams,
        body: InvoicePatchSchema,
        response: { 200: InvoiceSavedSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const invoice = await updateInvoice(api.deps, { actor: request.auth, id: request.params.id, lang: request.lang, input: request.body });
      return { ...invoice, detail: translate(request.lang, 'success.invoice_updated') };
    },
  );

  api.get(
    '/order/:id',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'The checkout of an invoice: the invoice, its price in each currency, the member’s addresses, card (test mode) and bank-transfer details',
        security,
        params: IdParams,
        response: { 200: OrderSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => getOrder(api.deps, { actor: request.auth, id: request.params.id, lang: request.lang }),
  );

  api.get(
    '/invoice/:id/receipt',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'The receipt of a paid invoice as a PDF, in the caller’s language (owner or staff)',
        security,
        params: IdParams,
        response: { 200: { description: 'The receipt PDF', content: { 'application/pdf': { schema: PdfBytes } } }, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await getReceiptPdf(api.deps, { actor: request.auth, id: request.params.id, lang: request.lang });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );

  api.post(
    '/staff/invoice/:id/refund',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['Staff'],
        summary: 'Record that a paid invoice was refunded (staff): the reason, and whether the listing it paid for stays or ends today',
        security,
        params: IdParams,
        body: RefundInvoiceSchema,
        response: { 200: InvoiceSavedSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => refundInvoice(api.deps, { actor: request.auth, id: request.params.id, lang: request.lang, input: request.body }),
  );
};
