import type { EventMarker, ListingMarker } from '#common/directory.ts';
import { DIRECTORY_KINDS, type DirectoryKind, MARKERS_MAX } from '#common/directory-codes.ts';
import { apiQuery, directoryApi, readSearch } from '../../lib/directory.server.ts';
import type { Route } from './+types/markers';

const ENDPOINT = { schools: 'school/marker', teachers: 'teacher/marker', events: 'event/marker' } as const;
type Marker = ListingMarker | EventMarker;
const href = (kind: DirectoryKind, m: Marker) => ('slug' in m && kind !== 'events' ? `/${kind}/${m.slug}` : `/event/${m.id}`);

/** Markers of a directory search for the browser map (same query as the page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = (DIRECTORY_KINDS as readonly string[]).includes(url.searchParams.get('kind') ?? '')
    ? (url.searchParams.get('kind') as DirectoryKind)
    : 'schools';
  const { api } = directoryApi(context, request);
  const extra: Record<string, string | number> = { limit: MARKERS_MAX };
  for (const key of ['school', 'teacher'] as const) if (/^\d+$/.test(url.searchParams.get(key) ?? '')) extra[key] = Number(url.searchParams.get(key));
  const res = await api.get(ENDPOINT[kind], { query: apiQuery(kind, readSearch(url), extra) });
  const markers = res.ok ? res.data.map((m) => ({ id: m.id, name: m.name, latitude: m.latitude, longitude: m.longitude, href: href(kind, m) })) : [];
  // Not kept by browsers (the page's own `private, no-cache`): a renamed or hidden listing shows on the next map.
  return Response.json({ markers });
}
