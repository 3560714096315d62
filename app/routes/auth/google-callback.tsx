import { redirect } from 'react-router';
import { apiClient } from '../../lib/api.server.ts';
import { readCookies, serializeCookie } from '../../lib/cookies.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { startSession } from '../../lib/login.server.ts';
import { safeNext } from '../../lib/next-url.ts';
import { serverContext } from '../../lib/server-context.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/google-callback';

/** Google sends the member back here: exchange the code, then convert Google's token into ours. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const state = context.get(webStateContext);
  const url = new URL(request.url);
  const clear = { headers: { 'Set-Cookie': serializeCookie('google_state', '', { httpOnly: true, maxAge: 0 }) } };
  let saved: { state?: string; next?: string } = {};
  try {
    saved = JSON.parse(readCookies(request.headers.get('cookie')).get('google_state') ?? '{}');
  } catch {
    saved = {};
  }
  const fail = async () => {
    state.setFlash({ type: 'error', message: (await serverT(context))('messages:errors.google_token') });
    return redirect('/auth/login', clear);
  };
  const code = url.searchParams.get('code');
  if (!code || !saved.state || saved.state !== url.searchParams.get('state') || !server.google.clientId || !server.google.clientSecret) throw await fail();

  const exchange = await fetch(server.google.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      code,
      client_id: server.google.clientId,
      client_secret: server.google.clientSecret,
      redirect_uri: `${server.publicUrl}/auth/google/callback`,
      grant_type: 'authorization_code',
    }),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  const google = exchange?.ok ? ((await exchange.json()) as { access_token?: string }) : null;
  if (!google?.access_token) throw await fail();

  const api = apiClient(context, request);
  const tokens = await api.unauthenticated('auth/convert-token', {
    form: {
      grant_type: 'convert_token',
      backend: 'google-oauth2',
      token: google.access_token,
      client_id: server.webClient.id,
      client_secret: server.webClient.secret,
    },
  });
  if (!tokens.ok || !(await startSession(context, api, tokens.data))) throw await fail();
  throw redirect(safeNext(saved.next), clear);
}
