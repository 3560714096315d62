import { redirect } from 'react-router';
import { NotFound } from '../../components/not-found.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { failedPage } from '../../lib/api.server.ts';
import { directoryApi, notFoundPage } from '../../lib/directory.server.ts';
import type { Route } from './+types/teacher-by-id';

/** /teacher/profile/{id} points to the canonical /teachers/{slug} (unknown or hidden: 404). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.teacherId)) return notFoundPage(context);
  const res = await directoryApi(context, request).api.get('teacher/teacher/{id}', { params: { id: params.teacherId } });
  // 400: the address holds something that cannot be an id — as missing as an unknown one.
  if (res.status === 404 || res.status === 400) return notFoundPage(context);
  if (!res.ok) throw failedPage(res);
  throw redirect(`/teachers/${res.data.slug}${new URL(request.url).search}`, 301);
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function NotPublished() {
  return <NotFound />;
}
