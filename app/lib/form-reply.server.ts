import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { RouterContextProvider } from 'react-router';
import type { ZodType } from 'zod';
import { type ApiResult, apiClient } from './api.server.ts';
import { serverT } from './i18n.server.ts';

type Submission = { reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; resetForm?: boolean }): SubmissionResult };

/**
 * Turns an API error answer into form errors: {"field": [...]} next to the fields,
 * detail / non_field_errors / OAuth descriptions above the form. Messages arrive translated.
 */
export function replyFromApi(submission: Submission, result: ApiResult & { ok: false }, fieldNames: string[]): SubmissionResult {
  const { data, status } = result;
  if ((data as { timeout?: boolean }).timeout) return submission.reply({ formErrors: ['errors.timeout'] });
  if (status >= 500) return submission.reply({ formErrors: [typeof data.detail === 'string' ? data.detail : 'errors.something_wrong'] });
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    const messages = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
    if (fieldNames.includes(key)) fieldErrors[key] = messages;
    else if (key === 'detail' || key === 'non_field_errors' || key === 'error_description' || messages.length) formErrors.push(...messages);
  }
  if (!formErrors.length && !Object.keys(fieldErrors).length) formErrors.push('errors.something_wrong');
  return submission.reply({ formErrors: [...new Set(formErrors)], fieldErrors });
}

/** A toast message from an API answer: its detail text, or a generic key. */
export function apiMessage(result: ApiResult, fallbackKey: string): string {
  const detail = (result.data as { detail?: unknown }).detail;
  if ((result.data as { timeout?: boolean }).timeout) return 'errors.timeout';
  return typeof detail === 'string' ? detail : fallbackKey;
}

/**
 * The action of a form that posts to one API call: parse with the shared schema, send it as JSON,
 * and answer with the form's errors or a success message (also shown as a toast).
 */
export async function submitToApi<S extends ZodType>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  options: { schema: S; path: string; fields: string[]; errorKey?: string },
) {
  const submission = parseWithZod(await request.formData(), { schema: options.schema });
  if (submission.status !== 'success') return { result: submission.reply(), sent: null };
  const res = await apiClient(context, request).post<{ detail: string }>(options.path, { json: submission.value });
  if (!res.ok) {
    const t = await serverT(context);
    return {
      result: replyFromApi(submission, res, options.fields),
      sent: null,
      toast: { type: 'error' as const, message: t(options.errorKey ?? 'messages:errors.something_wrong') },
    };
  }
  return { result: submission.reply({ resetForm: true }), sent: res.data.detail, toast: { type: 'success' as const, message: res.data.detail } };
}
