import type { RouterContextProvider } from 'react-router';
import type { ContentPage } from '#common/content.ts';
import { type ApiResult, apiClient, failedPage } from './api.server.ts';

/** A long-form page through the API (content/<lang>/<path>.md); a missing page is this route's 404. */
export async function loadContentPage(context: Readonly<RouterContextProvider>, request: Request, path: string): Promise<ContentPage> {
  const res = await apiClient(context, request).get('page', { query: { path } });
  if (res.ok) return res.data;
  throw failedPage(res, { record: true });
}

/** A list call that must succeed for the page to make sense. */
export async function must<T>(promise: Promise<ApiResult<T>>): Promise<T> {
  const res = await promise;
  if (res.ok) return res.data;
  throw failedPage(res, { record: true });
}
