import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TestCardAuthenticationSchema, TestCardInputSchema, TestCardSessionSchema, WebhookAnswerSchema } from '#common/billing.ts';
import { z } from '#common/zod-setup.ts';
import { receivePaymentWebhook } from '../../domain/billing/card-webhooks.ts';
import { authenticateTestCard, getTestCardSession, submitTestCard } from '../../domain/billing/test-card.ts';
import { errorAnswers } from '../../http/answers.ts';
import type { SignedEvent } from '../../lib/payments/test-processor.ts';

// Card payments through a processor (docs/decisions/0017-card-payments.md): the processors' signed
// webhooks, and the built-in test processor's own calls behind its hosted card page.

const security = [{ bearerAuth: [] }];
const SessionParams = z.object({ id: z.string().regex(/^tps_[A-Za-z0-9_-]{10,60}$/, 'validation.invalid') });
const WEBHOOK_HEADERS = { test: 'test-processor-signature', stripe: 'stripe-signature' } as const;

export const cardPaymentsRoutes: FastifyPluginAsyncZod = async (api) => {
  // Webhooks: authenticated by their signature over the exact bytes sent, so the body stays a string.
  await api.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    for (const processor of ['test', 'stripe'] as const) {
      const header = WEBHOOK_HEADERS[processor];
      hooks.post(
        `/payment/webhook/${processor}`,
        {
          config: { public: true },
          schema: {
            tags: ['Billing'],
            security: [],
            summary: `Payment events of the ${processor === 'test' ? 'built-in test processor' : 'Stripe'} (signed webhook)`,
            description: `No token: the \`${header}\` header (\`t=<unix time>,v1=<HMAC-SHA256 hex of "t.body">\`) must sign the raw body with the webhook secret, within 5 minutes. An event is acted on once, however often it is delivered; only a paid event marks the invoice paid. 400 for a bad or stale signature or an unreadable event (nothing changes); 404 when this site does not use this processor.`,
            headers: z.object({ [header]: z.string().max(2000).optional() }),
            response: { 200: WebhookAnswerSchema, ...errorAnswers(400, 404) },
          },
        },
        async (request) => {
          const signature = request.headers[header];
          return receivePaymentWebhook(api.deps, {
            processor,
            rawBody: typeof request.body === 'string' ? request.body : '',
            signature: typeof signature === 'string' ? signature : undefined,
          });
        },
      );
    }
  });

  /** Hands a final outcome to our webhook endpoint, as the processor would over the internet; on failure the queue delivers it again. */
  async function deliver(event: SignedEvent | null) {
    if (!event) return;
    const res = await api
      .inject({
        method: 'POST',
        url: '/api/payment/webhook/test',
        headers: { 'content-type': 'application/json', [WEBHOOK_HEADERS.test]: event.signature },
        payload: event.body,
      })
      .catch(() => null);
    if (res?.statusCode === 200) return;
    api.log.warn({ status: res?.statusCode }, 'test processor webhook not accepted; delivering it again later');
    await api.deps.jobs.enqueue('test-processor-webhook', { body: event.body }, { startAfter: new Date(Date.now() + 5000) });
  }

  const testTags = ['Test payments'];
  api.get(
    '/payment/test-processor/session/:id',
    {
      schema: {
        tags: testTags,
        summary: 'A payment session of the built-in test processor, for its card page (any token; 404 when Stripe is used)',
        security,
        params: SessionParams,
        response: { 200: TestCardSessionSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => getTestCardSession(api.deps, { id: request.params.id, lang: request.lang }),
  );

  api.post(
    '/payment/test-processor/session/:id/card',
    {
      schema: {
        tags: testTags,
        summary: 'Pay a test processor session with a test card (the card is never stored; only brand and last 4 digits)',
        description:
          'Test cards: 4242 4242 4242 4242 and 5555 5555 5555 4444 pay; 4000 0025 0000 3155 asks for authentication first (`…/authenticate`); 4000 0000 0000 0002 and 4000 0000 0000 9995 are declined; 4000 0000 0000 0119 fails once and may be tried again. A final outcome is sent to the shop as a signed webhook before this answers.',
        security,
        params: SessionParams,
        body: TestCardInputSchema,
        response: { 200: TestCardSessionSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const { session, event } = await submitTestCard(api.deps, { id: request.params.id, lang: request.lang, input: request.body });
      await deliver(event);
      return session;
    },
  );

  api.post(
    '/payment/test-processor/session/:id/authenticate',
    {
      schema: {
        tags: testTags,
        summary: 'The authentication step of a test card that asks for it: approve to pay, or refuse (declined)',
        security,
        params: SessionParams,
        body: TestCardAuthenticationSchema,
        response: { 200: TestCardSessionSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const { session, event } = await authenticateTestCard(api.deps, { id: request.params.id, lang: request.lang, approve: request.body.approve });
      await deliver(event);
      return session;
    },
  );
};
