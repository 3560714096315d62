import { data } from 'react-router';
import { isContentKind } from '#common/staff-content.ts';
import { type ApiResult, failedPage } from './api.server.ts';

/** The content kind of a page's path; anything else is this page's 404. */
export function contentKind(params: { kind?: string }) {
  if (!isContentKind(params.kind)) throw data(null, { status: 404 });
  return params.kind;
}

/** A staff call the page cannot do without: 403/404 become the not-found page, anything else an error. */
export function staffMust<T>(res: ApiResult<T>): T {
  if (res.ok) return res.data;
  throw failedPage(res, { record: true });
}
