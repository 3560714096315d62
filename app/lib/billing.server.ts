import type { TFunction } from 'i18next';
import { data, type RouterContextProvider } from 'react-router';
import { idFromUrl } from '#common/fields.ts';
import { type ApiResult, apiClient, failedPage } from './api.server.ts';
import type { Flash } from './types.ts';

/** The invoice id of a checkout address; anything that cannot be one is as missing as an unknown invoice. */
export function invoiceIdOf(params: { invoiceId?: string }): number {
  const id = idFromUrl(params.invoiceId);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

/** The checkout of one of the member's invoices; another member's invoice is the not-found page. */
export async function loadOrder(context: Readonly<RouterContextProvider>, request: Request, id: number) {
  const res = await apiClient(context, request).get('order/{id}', { params: { id } });
  if (!res.ok) throw failedPage(res, { record: true });
  return res.data;
}

export async function loadInvoice(context: Readonly<RouterContextProvider>, request: Request, id: number) {
  const res = await apiClient(context, request).get('invoice/{id}', { params: { id } });
  if (!res.ok) throw failedPage(res, { record: true });
  return res.data;
}

/** The words of an API answer for a toast: its detail, or the fallback message when it says nothing (a timeout, a server error). */
export function answerText(t: TFunction, res: ApiResult, fallbackKey: string): string {
  if ((res.data as { timeout?: boolean }).timeout) return t('messages:errors.timeout');
  const detail = (res.data as { detail?: unknown }).detail;
  return typeof detail === 'string' && detail ? detail : t(fallbackKey);
}

/** One toast for a call without fields of its own (choose an address, verify, refund). */
export function outcomeToast(t: TFunction, res: ApiResult, fallbackKey: string): Flash {
  return { type: res.ok ? 'success' : 'error', message: answerText(t, res, fallbackKey) };
}
