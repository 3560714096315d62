import { idFromUrl } from '#common/fields.ts';
import { passDownload } from '../../lib/api-download.server.ts';
import type { Route } from './+types/event-bookings-csv';

/** The bookings of the member's school's event as a CSV file (the API writes it); anyone else: not found. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idFromUrl(params.eventId);
  if (id === null) throw new Response('Not found', { status: 404 });
  return passDownload(context, request, `event-booking/export/?event=${id}`);
}
