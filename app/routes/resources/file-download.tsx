import { idFromUrl } from '#common/fields.ts';
import { requireSession } from '../../lib/api.server.ts';
import { passDownload } from '../../lib/api-download.server.ts';
import type { Route } from './+types/file-download';

/** A private file (application document, transfer slip) for its owner or staff, streamed with the member's session. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireSession(context, request);
  const id = idFromUrl(params.id);
  if (id === null) throw new Response('Not found', { status: 404 });
  return passDownload(context, request, `file/${id}/download`);
}
