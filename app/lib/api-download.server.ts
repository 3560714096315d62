import type { RouterContextProvider } from 'react-router';
import { apiClient, requireSession } from './api.server.ts';

/** Headers of the API's download answer that the browser needs; nothing else of it passes. */
const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'x-content-type-options', 'content-security-policy'];

/**
 * A private download (a document, a transfer slip, a receipt PDF) for its owner or staff: the browser
 * has no token, so the web asks the API with the member's session and passes the file on as it
 * streams. Anyone else gets the not-found answer, whether the file exists or not.
 */
export async function passDownload(context: Readonly<RouterContextProvider>, request: Request, apiPath: string): Promise<Response> {
  requireSession(context, request);
  const answer = await apiClient(context, request).raw(apiPath);
  if (!answer.ok || !answer.body) throw new Response('Not found', { status: 404 });
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  for (const name of PASSED_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
