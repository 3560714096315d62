import { idFromUrl } from '#common/fields.ts';
import { passDownload } from '../../lib/api-download.server.ts';
import type { Route } from './+types/booking-certificate';

/** The certificate of attendance of a booking as a PDF, for the booker; anyone else: not found. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idFromUrl(params.id);
  if (id === null) throw new Response('Not found', { status: 404 });
  return passDownload(context, request, `event-booking/${id}/certificate/`);
}
