import { PLACES_PAGE_SIZE_MAX } from '#common/constants.ts';
import { apiClient } from '../../lib/api.server.ts';
import type { Route } from './+types/regions';

export type RegionOption = { value: string; label: string };

/** Region choices of one country, for selects whose choices follow the chosen country. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const country = new URL(request.url).searchParams.get('country');
  if (!country || !/^[A-Za-z]{2}$/.test(country)) return { regions: [] as RegionOption[] };
  const res = await apiClient(context, request).get('cities_light/regions/', {
    query: { country, page_size: PLACES_PAGE_SIZE_MAX },
  });
  return { regions: res.ok ? res.data.results.map((r) => ({ value: String(r.id), label: r.name })) : [] };
}
