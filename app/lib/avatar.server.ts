import type { TFunction } from 'i18next';
import type { RouterContextProvider } from 'react-router';
import type { ApiClient } from './api.server.ts';
import type { Flash } from './types.ts';
import { webStateContext } from './web-state.server.ts';

/**
 * Forwards the avatar form to the API as it arrives: the web never holds the file. On success the
 * session keeps the new photo's address, so the header shows it at once; a refusal changes nothing
 * (the old photo stays).
 */
export async function saveAvatar(context: Readonly<RouterContextProvider>, api: ApiClient, t: TFunction, request: Request) {
  const answer = (toast: Flash) => ({ intent: 'avatar' as const, toast });
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body || !contentType.startsWith('multipart/form-data')) return answer({ type: 'error', message: t('messages:errors.avatar_type') });
  const res = await api.patch('user-profile/', { stream: { body: request.body, contentType } });
  if (!res.ok) {
    const reason =
      (res.data.avatar as string[] | undefined)?.[0] ?? (typeof res.data.detail === 'string' ? res.data.detail : t('messages:errors.upload_avatar'));
    return answer({ type: 'error', message: reason });
  }
  const state = context.get(webStateContext);
  if (state.session) state.setSession({ ...state.session, user: { ...state.session.user, avatar: res.data.profile.avatar } });
  return answer({ type: 'success', message: t('messages:success.saved') });
}
