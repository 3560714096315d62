import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InvoiceAddressInputSchema, InvoiceAddressPageSchema, InvoiceAddressPatchSchema, InvoiceAddressSavedSchema } from '#common/billing.ts';
import { IdField } from '#common/fields.ts';
import { z } from '#common/zod-setup.ts';
import { createInvoiceAddress, findInvoiceAddresses, updateInvoiceAddress } from '../../domain/billing/addresses.ts';
import { errorAnswers } from '../../http/answers.ts';
import { memberOnly } from '../../http/guards.ts';
import { wholePage } from '../../http/pagination.ts';
import { translate } from '../../lib/i18n.ts';

// A member's invoice addresses (SPEC §3, §7): several saved, one default that new invoices bill to.

const tags = ['Billing'];
const security = [{ bearerAuth: [] }];

export const addressesRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/invoice-address',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'The member’s invoice addresses, the default first',
        security,
        response: { 200: InvoiceAddressPageSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => wholePage(await findInvoiceAddresses(api.deps, { actor: request.auth, lang: request.lang })),
  );

  api.post(
    '/invoice-address',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Save an invoice address (the first, or one sent with is_default, becomes the default)',
        security,
        body: InvoiceAddressInputSchema,
        response: { 201: InvoiceAddressSavedSchema, ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const address = await createInvoiceAddress(api.deps, { actor: request.auth, lang: request.lang, input: request.body });
      return reply.status(201).send({ ...address, detail: translate(request.lang, 'success.invoice_address_saved') });
    },
  );

  api.patch(
    '/invoice-address/:id',
    {
      preValidation: memberOnly,
      schema: {
        tags,
        summary: 'Change an invoice address (only the fields sent); is_default: true makes it the default',
        description: 'Invoices already billed keep the address they were billed to.',
        security,
        params: z.object({ id: IdField }),
        body: InvoiceAddressPatchSchema,
        response: { 200: InvoiceAddressSavedSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const address = await updateInvoiceAddress(api.deps, { actor: request.auth, id: request.params.id, lang: request.lang, input: request.body });
      return { ...address, detail: translate(request.lang, 'success.invoice_address_saved') };
    },
  );
};
