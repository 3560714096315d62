import type { RouterContextProvider } from 'react-router';
import type { TokenAnswer } from '#common/auth.ts';
import type { ApiClient } from './api.server.ts';
import { webStateContext } from './web-state.server.ts';

/** Stores a fresh token pair in the session cookie, with the member's name for the greeting. */
export async function startSession(context: Readonly<RouterContextProvider>, api: ApiClient, tokens: TokenAnswer): Promise<boolean> {
  const state = context.get(webStateContext);
  const expiresAt = Date.now() + tokens.expires_in * 1000;
  state.setSession({ access: tokens.access_token, refresh: tokens.refresh_token, expiresAt, user: { pk: 0, username: '', first_name: '', last_name: '' } });
  const [me, profile] = await Promise.all([api.get('user-auth/user/'), api.get('user-profile/')]);
  if (!me.ok) {
    state.setSession(null);
    return false;
  }
  const { pk, username, first_name, last_name, is_staff } = me.data;
  // The photo is a nicety for the header: a profile that cannot be read leaves the initials.
  const avatar = profile.ok ? profile.data.profile.avatar : null;
  const listings = await ownListingIds(api, pk);
  state.setSession({ ...state.session!, user: { pk, username, first_name, last_name, is_staff: Boolean(is_staff), avatar, ...listings } });
  return true;
}

/** The member's own school and teacher (any state), for the menu; a list that cannot be read counts as none. */
async function ownListingIds(api: ApiClient, pk: number) {
  const query = { user: pk, page_size: 1 };
  const [schools, teachers] = await Promise.all([api.get('school/school', { query }), api.get('teacher/teacher', { query })]);
  return {
    school_id: schools.ok ? (schools.data.results[0]?.id ?? null) : null,
    teacher_id: teachers.ok ? (teachers.data.results[0]?.id ?? null) : null,
  };
}

/** Keeps the session's listing ids in step when the member starts an application or finds one made elsewhere. */
export function rememberListing(context: Readonly<RouterContextProvider>, kind: 'school' | 'teacher', id: number | null) {
  const state = context.get(webStateContext);
  const key = kind === 'school' ? 'school_id' : 'teacher_id';
  if (!state.session || (state.session.user[key] ?? null) === id) return;
  state.setSession({ ...state.session, user: { ...state.session.user, [key]: id } });
}
