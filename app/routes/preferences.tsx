import { redirect } from 'react-router';
import { isCurrency } from '#common/constants.ts';
import { safeNext } from '../lib/next-url.ts';
import { webStateContext } from '../lib/web-state.server.ts';
import type { Route } from './+types/preferences';

/** Footer currency switch: remembered in a cookie for every later page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const currency = String(form.get('currency') ?? '').toUpperCase();
  if (isCurrency(currency)) context.get(webStateContext).setCurrency(currency);
  throw redirect(safeNext(form.get('back')));
}

export async function loader() {
  throw redirect('/');
}
