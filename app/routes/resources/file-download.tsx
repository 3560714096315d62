import { idFromUrl } from '#common/fields.ts';
import { apiClient, requireSession } from '../../lib/api.server.ts';
import type { Route } from './+types/file-download';

/** Headers of the API's download answer that the browser needs; nothing else of it passes. */
const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'x-content-type-options', 'content-security-policy'];

/**
 * A private file (application document, transfer slip) for its owner or staff: the browser has no
 * token, so the web asks the API with the member's session and passes the file on as it streams.
 * Anyone else gets the not-found answer, whether the file exists or not.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireSession(context, request);
  const id = idFromUrl(params.id);
  if (id === null) throw new Response('Not found', { status: 404 });
  const answer = await apiClient(context, request).raw(`file/${id}/download`);
  if (!answer.ok || !answer.body) throw new Response('Not found', { status: 404 });
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  for (const name of PASSED_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
