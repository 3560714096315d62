import type { RouterContextProvider } from 'react-router';
import type { ApiClient } from './api.server.ts';
import type { SessionUser } from './types.ts';
import { webStateContext } from './web-state.server.ts';

type Tokens = { access_token: string; refresh_token?: string; expires_in: number };

/** Stores a fresh token pair in the session cookie, with the member's name for the greeting. */
export async function startSession(context: Readonly<RouterContextProvider>, api: ApiClient, tokens: Tokens): Promise<boolean> {
  const state = context.get(webStateContext);
  const expiresAt = Date.now() + tokens.expires_in * 1000;
  state.setSession({ access: tokens.access_token, refresh: tokens.refresh_token, expiresAt, user: { pk: 0, username: '', first_name: '', last_name: '' } });
  const me = await api.get<SessionUser>('user-auth/user/');
  if (!me.ok) {
    state.setSession(null);
    return false;
  }
  const { pk, username, first_name, last_name } = me.data;
  state.setSession({ ...state.session!, user: { pk, username, first_name, last_name } });
  return true;
}
