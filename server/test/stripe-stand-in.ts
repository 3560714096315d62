import { createServer, type IncomingMessage, type Server } from 'node:http';

// A local stand-in for the Stripe API calls the adapter makes (create, retrieve and expire a
// Checkout Session, and refund a payment), so the real `stripe` library is tested without the internet. It keeps Stripe's
// idempotency rule: the same Idempotency-Key answers the same session.

export type StandInSession = {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: string;
  url: string;
  payment_intent: string | null;
  client_reference_id: string | null;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
};

export type StripeStandIn = {
  url: string;
  sessions: Map<string, StandInSession>;
  /** Refunds made, by payment intent (the same Idempotency-Key answers the same refund). */
  refunds: { id: string; payment_intent: string; idempotencyKey: string | undefined }[];
  /** Each create request as received: its form fields and headers. */
  requests: { path: string; form: URLSearchParams; idempotencyKey: string | undefined; authorization: string | undefined }[];
  close(): Promise<void>;
};

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export async function startStripeStandIn(port: number): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const byKey = new Map<string, string>();
  const requests: StripeStandIn['requests'] = [];
  const refunds: StripeStandIn['refunds'] = [];
  let next = 1;
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${next}` });
      res.end(JSON.stringify(value));
    };
    const path = (req.url ?? '').split('?')[0];
    const key = req.headers['idempotency-key'] as string | undefined;
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const form = new URLSearchParams(body);
      requests.push({ path, form, idempotencyKey: key, authorization: req.headers.authorization });
      const known = key ? byKey.get(key) : undefined;
      if (known) return send(200, sessions.get(known));
      const id = `cs_test_${String(next++).padStart(6, '0')}`;
      const session: StandInSession = {
        id,
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        payment_intent: null,
        client_reference_id: form.get('client_reference_id'),
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        metadata: { invoice_id: form.get('metadata[invoice_id]') ?? '' },
      };
      sessions.set(id, session);
      if (key) byKey.set(key, id);
      return send(200, session);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const intent = new URLSearchParams(body).get('payment_intent') ?? '';
      const known = refunds.find((r) => r.idempotencyKey && r.idempotencyKey === key);
      if (known) return send(200, { id: known.id, object: 'refund', payment_intent: known.payment_intent, status: 'succeeded' });
      if (!intent.startsWith('pi_')) return send(400, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      const refund = { id: `re_test_${String(next++).padStart(6, '0')}`, payment_intent: intent, idempotencyKey: key };
      refunds.push(refund);
      return send(200, { id: refund.id, object: 'refund', payment_intent: intent, status: 'succeeded' });
    }
    const match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/);
    const session = match ? sessions.get(match[1]) : undefined;
    if (!session) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    if (req.method === 'GET') return send(200, session);
    if (req.method === 'POST' && match?.[2]) {
      if (session.status !== 'open')
        return send(400, { error: { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired.` } });
      session.status = 'expired';
      return send(200, session);
    }
    return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    refunds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
