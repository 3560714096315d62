import type { FastifyPluginAsync } from 'fastify';
import { addressesRoutes } from './addresses.routes.ts';
import { cardPaymentsRoutes } from './card-payments.routes.ts';
import { invoicesRoutes } from './invoices.routes.ts';
import { paymentsRoutes } from './payments.routes.ts';

/** Billing (SPEC §7): invoices and checkout, invoice addresses, payments. */
export const billingRoutes: FastifyPluginAsync = async (api) => {
  await api.register(invoicesRoutes);
  await api.register(addressesRoutes);
  await api.register(paymentsRoutes);
  await api.register(cardPaymentsRoutes);
};
