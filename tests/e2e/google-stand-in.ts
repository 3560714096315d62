// A local stand-in for Google's OAuth endpoints (the real ones are on the internet): an account
// chooser, the code exchange and userinfo. Started by playwright.config.ts for the journeys.
import Fastify from 'fastify';

const port = Number(process.env.GOOGLE_STAND_IN_PORT ?? 3399);
const app = Fastify();
const ACCOUNT = { sub: 'google-e2e-1', email: 'kanya.google@example.com', email_verified: true, given_name: 'Kanya', family_name: 'Suksan' };

app.get('/healthz', async () => ({ ok: true }));
app.get('/favicon.ico', async (_request, reply) => reply.status(204).send());

// prompt=select_account: always show the account chooser.
app.get('/o/oauth2/v2/auth', async (request, reply) => {
  const q = request.query as Record<string, string>;
  if (q.prompt !== 'select_account' || !q.scope?.includes('email') || !q.scope?.includes('profile')) return reply.status(400).send('bad request');
  const back = `${q.redirect_uri}?code=code-${ACCOUNT.sub}&state=${encodeURIComponent(q.state)}`;
  return reply.type('text/html').send(`<!doctype html><title>Choose an account</title><h1>Choose an account</h1><a href="${back}">${ACCOUNT.email}</a>`);
});

app.post('/token', async (request, reply) => {
  const body = request.body as Record<string, string>;
  if (body.code !== `code-${ACCOUNT.sub}` || body.grant_type !== 'authorization_code') return reply.status(400).send({ error: 'invalid_grant' });
  return { access_token: `google-access-${ACCOUNT.sub}`, token_type: 'Bearer', expires_in: 3600 };
});

app.get('/oauth2/v3/userinfo', async (request, reply) => {
  if (request.headers.authorization !== `Bearer google-access-${ACCOUNT.sub}`) return reply.status(401).send({ error: 'invalid_token' });
  return ACCOUNT;
});

app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
  done(null, Object.fromEntries(new URLSearchParams(body as string))),
);
await app.listen({ port, host: '127.0.0.1' });
