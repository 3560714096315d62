import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { TFunction } from 'i18next';
import type { RouterContextProvider } from 'react-router';
import type { ZodType } from 'zod';
import type { Detail } from '#common/answers.ts';
import { type ApiErrorBody, type ApiResult, apiClient } from './api.server.ts';
import type { AnswerOf, ParamsOf, PathOf } from './api-operations.ts';
import { serverT } from './i18n.server.ts';
import type { Flash } from './types.ts';

type ReplyOptions = { formErrors?: string[]; fieldErrors?: Record<string, string[]>; resetForm?: boolean; hideFields?: string[] };
type Submission = { reply(options?: ReplyOptions): SubmissionResult };
/** The POST calls a form can send as they are: no path parameters, and an answer with words for the toast. */
type FormPath = { [P in PathOf<'POST'>]: ParamsOf<P> extends { params: object } ? never : AnswerOf<'POST', P> extends Detail ? P : never }[PathOf<'POST'>];

// Keys of an error answer that are codes or markers, never words for a person (RFC 6749 `error`, our timeout flag).
const NOT_MESSAGES = new Set(['error', 'timeout']);

/**
 * Splits an API error answer: messages about fields the form shows go beside those fields; everything
 * else (detail, non_field_errors, an OAuth error_description, other fields) is about the whole form.
 */
export function splitApiErrors(data: ApiErrorBody, fieldNames: string[]): { fieldErrors: Record<string, string[]>; messages: string[] } {
  const fieldErrors: Record<string, string[]> = {};
  const messages: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (NOT_MESSAGES.has(key)) continue;
    const list = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
    if (fieldNames.includes(key)) fieldErrors[key] = list;
    else messages.push(...list);
  }
  return { fieldErrors, messages: [...new Set(messages)] };
}

/**
 * One outcome, one message (docs/decisions/0007): a refusal's field errors stay beside their fields,
 * and whatever it says about the whole form becomes the one toast. Field errors alone need no toast;
 * a refusal that explains nothing (a timeout, a server error) gets the fallback message.
 */
export function refusal(
  t: TFunction,
  submission: Submission,
  res: ApiResult & { ok: false },
  options: { fields: string[]; fallbackKey?: string; hideFields?: string[] },
) {
  const fallback = t(options.fallbackKey ?? 'messages:errors.something_wrong');
  const timedOut = Boolean((res.data as { timeout?: boolean }).timeout);
  const { fieldErrors, messages } = res.status >= 500 ? { fieldErrors: {}, messages: [] } : splitApiErrors(res.data, options.fields);
  if (res.status >= 500 && typeof res.data.detail === 'string') messages.push(res.data.detail);
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const message = timedOut ? t('messages:errors.timeout') : messages.length ? messages.join(' ') : hasFieldErrors ? null : fallback;
  return { result: submission.reply({ fieldErrors, hideFields: options.hideFields }), toast: message ? ({ type: 'error', message } satisfies Flash) : null };
}

/** A toast message from an API answer: its detail text, or a generic key. */
export function apiMessage(result: ApiResult, fallbackKey: string): string {
  const detail = (result.data as { detail?: unknown }).detail;
  if ((result.data as { timeout?: boolean }).timeout) return 'errors.timeout';
  return typeof detail === 'string' ? detail : fallbackKey;
}

/**
 * The action of a form that posts to one API call: parse with the shared schema, send it as JSON,
 * and answer with the field errors and one toast (success, or what went wrong).
 */
export async function submitToApi<S extends ZodType>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  options: { schema: S; path: FormPath; fields: string[]; errorKey?: string },
) {
  const submission = parseWithZod(await request.formData(), { schema: options.schema });
  if (submission.status !== 'success') return { result: submission.reply(), toast: null };
  const res = await apiClient(context, request).post(options.path, { json: submission.value });
  if (!res.ok) return refusal(await serverT(context), submission, res, { fields: options.fields, fallbackKey: options.errorKey });
  return { result: submission.reply({ resetForm: true }), toast: { type: 'success', message: res.data.detail } satisfies Flash };
}
