// Records for the authorization table's billing rows (issue 11): the owner's invoices in the states
// each call needs, an address, a paid invoice with its receipt, and transfers for the office to judge.

import { testWebhookSecret } from '../lib/payments/index.ts';
import { signatureHeader } from '../lib/payments/signature.ts';
import { ADDRESS, card, feeInvoice, payByCard, sessionOf, transferBody } from './billing.ts';
import { call, type TestApp } from './harness.ts';

type Caller = 'none' | 'visitor' | 'owner' | 'other' | 'staff';
type Body = { headers: Record<string, string>; payload: Buffer };

export type BillingAccess = {
  invoice: number;
  publicId: string;
  paid: number;
  address: number;
  /** A payable invoice per caller: the owner pays theirs; for anyone else it is someone else's. */
  payable: Record<Caller, number>;
  transfer: Record<Caller, Body>;
  /** Pending transfers: one to verify, one to refuse. */
  toVerify: number;
  toRefuse: number;
  /** An open session of the test processor (its card page's calls take any token). */
  testSession: string;
};

/** A webhook delivery of the test processor, signed now (an event type nothing acts on unless given). */
export function signedTestEvent(
  t: TestApp,
  event: object = { id: `evt_access_${Date.now()}`, type: 'payment.noted', created: 0, data: { session: 'tps_none' } },
) {
  const body = JSON.stringify(event);
  return {
    payload: body,
    headers: { 'content-type': 'application/json', 'test-processor-signature': signatureHeader(testWebhookSecret(t.app.deps.config), body) },
  };
}

export async function setupBillingAccess(t: TestApp, owner: { id: number; token: string }): Promise<BillingAccess> {
  const invoice = await feeInvoice(t, owner.id);
  const paid = await feeInvoice(t, owner.id);
  const ok = async (res: Promise<{ statusCode: number; body: string; json(): unknown }>, status: number) => {
    const answer = await res;
    if (answer.statusCode !== status) throw new Error(`setup: ${answer.statusCode} ${answer.body}`);
    return answer.json() as { id: number; transaction: { id: number } };
  };
  const paying = await payByCard(t, owner.token, paid.id, 'access-paid-key');
  if (paying.session?.json().status !== 'succeeded') throw new Error(`setup: card payment → ${paying.start.body}`);
  const address = await ok(call(t.app, owner.token, { method: 'POST', url: '/api/invoice-address', payload: ADDRESS }), 201);
  const pendingTransfer = async () => {
    const row = await feeInvoice(t, owner.id);
    return (await ok(call(t.app, owner.token, { method: 'POST', url: '/api/payment-transaction', ...(await transferBody(row.id)) }), 201)).transaction.id;
  };
  const untouched = (await feeInvoice(t, owner.id)).id;
  const ownPay = (await feeInvoice(t, owner.id)).id;
  const ownTransfer = (await feeInvoice(t, owner.id)).id;
  const someoneElses = await transferBody(untouched);
  return {
    invoice: invoice.id,
    publicId: invoice.publicId,
    paid: paid.id,
    address: address.id,
    payable: { none: untouched, visitor: untouched, other: untouched, staff: untouched, owner: ownPay },
    transfer: { none: someoneElses, visitor: someoneElses, other: someoneElses, staff: someoneElses, owner: await transferBody(ownTransfer) },
    toVerify: await pendingTransfer(),
    toRefuse: await pendingTransfer(),
    testSession: sessionOf(
      (
        (await ok(
          call(t.app, owner.token, { method: 'POST', url: '/api/payment/make-payment', payload: card((await feeInvoice(t, owner.id)).id, 'access-session') }),
          200,
        )) as unknown as { redirect_url: string }
      ).redirect_url,
    ),
  };
}
