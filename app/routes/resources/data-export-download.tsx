import { idFromUrl } from '#common/fields.ts';
import { passDownload } from '../../lib/api-download.server.ts';
import type { Route } from './+types/data-export-download';

/** The copy of a member's data (ADR 0041), streamed with their session; anyone else, or an expired copy: not found. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idFromUrl(params.id);
  if (id === null) throw new Response('Not found', { status: 404 });
  return passDownload(context, request, `user-profile/export/${id}/download/`);
}
