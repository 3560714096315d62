import { data, type RouterContextProvider } from 'react-router';
import type { ContentPage } from '#common/content.ts';
import { apiClient } from './api.server.ts';

/** A long-form page through the API (content/<lang>/<path>.md); a missing page is this route's 404. */
export async function loadContentPage(context: Readonly<RouterContextProvider>, request: Request, path: string): Promise<ContentPage> {
  const res = await apiClient(context, request).get<ContentPage>('page', { query: { path } });
  if (res.ok) return res.data;
  if (res.status === 404 || res.status === 400) throw data(null, { status: 404 });
  throw new Error(`page ${path}: ${res.status}`);
}

/** A list call that must succeed for the page to make sense. */
export async function must<T>(promise: Promise<{ ok: boolean; status: number; data: unknown }>): Promise<T> {
  const res = await promise;
  if (res.ok) return res.data as T;
  if (res.status === 404 || res.status === 400) throw data(null, { status: 404 });
  throw new Error(`API answered ${res.status}`);
}
