import { randomBytes } from 'node:crypto';
import { redirect } from 'react-router';
import { serializeCookie } from '../../lib/cookies.server.ts';
import { safeNext } from '../../lib/next-url.ts';
import { serverContext } from '../../lib/server-context.ts';
import type { Route } from './+types/google';

/** Starts Google sign-in (profile and email, always asking which account to use). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  if (!server.google.clientId || !server.google.clientSecret) throw new Response('Not Found', { status: 404 });
  const state = randomBytes(16).toString('base64url');
  const next = safeNext(new URL(request.url).searchParams.get('next'));
  const url = new URL(server.google.authUrl);
  url.search = new URLSearchParams({
    client_id: server.google.clientId,
    redirect_uri: `${server.publicUrl}/auth/google/callback`,
    response_type: 'code',
    scope: 'openid profile email',
    prompt: 'select_account',
    state,
  }).toString();
  const cookie = serializeCookie('google_state', JSON.stringify({ state, next }), { httpOnly: true, secure: server.secureCookies, maxAge: 600 });
  throw redirect(url.toString(), { headers: { 'Set-Cookie': cookie } });
}
