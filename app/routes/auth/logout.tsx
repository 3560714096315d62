import { redirect } from 'react-router';
import { apiClient } from '../../lib/api.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { serverContext } from '../../lib/server-context.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/logout';

/** SPEC §4: revoke the token, then clear the session whether or not the revoke succeeded. */
async function logout({ context, request }: Route.LoaderArgs | Route.ActionArgs) {
  const state = context.get(webStateContext);
  const session = state.session;
  if (session) {
    const { webClient } = context.get(serverContext);
    // Revoking either token ends the pair; the refresh token is the one worth stealing.
    const token = session.refresh ?? session.access;
    await apiClient(context, request)
      .unauthenticated('POST', 'auth/revoke-token/', { form: { client_id: webClient.id, client_secret: webClient.secret, token } })
      .catch(() => undefined);
    state.setSession(null);
    state.setFlash({ type: 'info', message: (await serverT(context))('messages:success.logged_out') });
  }
  throw redirect('/');
}

export const loader = logout;
export const action = logout;
