import { idFromUrl } from '#common/fields.ts';
import { passDownload } from '../../lib/api-download.server.ts';
import type { Route } from './+types/registry-card';

/** A school's or teacher's registry card as a PDF, for its owner (ADR 0036); anyone else: not found. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idFromUrl(params.id);
  if (id === null || (params.kind !== 'school' && params.kind !== 'teacher')) throw new Response('Not found', { status: 404 });
  return passDownload(context, request, `${params.kind}/${params.kind}/${id}/registry-card/pdf/`);
}
