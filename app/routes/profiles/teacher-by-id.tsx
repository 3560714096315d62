import { data, redirect } from 'react-router';
import { directoryApi } from '../../lib/directory.server.ts';
import type { Route } from './+types/teacher-by-id';

/** /teacher/profile/{id} points to the canonical /teachers/{slug} (unknown or hidden: 404). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.teacherId)) throw data(null, { status: 404 });
  const res = await directoryApi(context, request).api.get<{ slug: string }>(`teacher/teacher/${params.teacherId}`);
  if (!res.ok) throw data(null, { status: res.status === 404 ? 404 : 503 });
  throw redirect(`/teachers/${res.data.slug}${new URL(request.url).search}`, 301);
}
