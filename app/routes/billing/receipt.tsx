import { idFromUrl } from '#common/fields.ts';
import { requireSession } from '../../lib/api.server.ts';
import { passDownload } from '../../lib/api-download.server.ts';
import type { Route } from './+types/receipt';

/** The receipt PDF of a paid invoice (owner or staff), in the page's language, streamed with the session. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireSession(context, request);
  const id = idFromUrl(params.invoiceId);
  if (id === null) throw new Response('Not found', { status: 404 });
  return passDownload(context, request, `invoice/${id}/receipt`);
}
