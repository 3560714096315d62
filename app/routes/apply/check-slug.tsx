import { apiClient } from '../../lib/api.server.ts';
import { memberOf } from '../../lib/applications.server.ts';
import type { Route } from './+types/check-slug';

/** Whether a public address is free (GET school/school/check_slug or teacher/teacher/check_slug), for the live check of the slug field. */
export async function loader({ context, request }: Route.LoaderArgs) {
  memberOf(context);
  const url = new URL(request.url);
  const kind = url.searchParams.get('kind') === 'teacher' ? 'teacher' : 'school';
  const res = await apiClient(context, request).get(kind === 'school' ? 'school/school/check_slug' : 'teacher/teacher/check_slug', {
    query: { slug: url.searchParams.get('slug') ?? '', skip_id: url.searchParams.get('skip_id') },
  });
  if (res.ok) return res.data;
  const message = Object.values(res.data).find((v): v is string[] => Array.isArray(v))?.[0];
  return { error: message ?? '' };
}
