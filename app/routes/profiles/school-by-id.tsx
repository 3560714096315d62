import { data, redirect } from 'react-router';
import { directoryApi } from '../../lib/directory.server.ts';
import type { Route } from './+types/school-by-id';

/** /school/profile/{id} points to the canonical /schools/{slug} (unknown or hidden: 404). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.schoolId)) throw data(null, { status: 404 });
  const res = await directoryApi(context, request).api.get<{ slug: string }>(`school/school/${params.schoolId}`);
  if (!res.ok) throw data(null, { status: res.status === 404 ? 404 : 503 });
  throw redirect(`/schools/${res.data.slug}${new URL(request.url).search}`, 301);
}
