import { data } from 'react-router';
import { NotFound } from '../components/not-found.tsx';
import { pageMeta } from '../components/page-meta.ts';
import { serverT } from '../lib/i18n.server.ts';
import type { Route } from './+types/not-found';

export async function loader({ context }: Route.LoaderArgs) {
  const t = await serverT(context);
  return data({ meta: { title: t('notfound.title'), noindex: true } }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function NotFoundPage() {
  return <NotFound />;
}
