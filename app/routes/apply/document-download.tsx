import { apiClient } from '../../lib/api.server.ts';
import { memberOf } from '../../lib/applications.server.ts';
import { serverContext } from '../../lib/server-context.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/document-download';

// Headers of the API's download that the browser needs (the file's type, name and size, and that it is never cached or run).
const PASSED_ON = ['content-type', 'content-length', 'content-disposition', 'x-content-type-options', 'cache-control', 'content-security-policy'];

/**
 * A private application document, downloaded with the member's own access: the API decides (owner
 * or staff; 404 for anyone else), and the file passes through as a stream.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  memberOf(context);
  if (!/^\d{1,10}$/.test(params.fileId)) throw new Response('Not found', { status: 404 });
  const server = context.get(serverContext);
  const state = context.get(webStateContext);
  const download = () =>
    server.apiFetch(
      new Request(new URL(`/api/file/${params.fileId}/download`, request.url), {
        headers: { authorization: `Bearer ${state.session?.access}`, 'accept-language': state.lang },
      }),
    );
  let res = await download();
  if (res.status === 401) {
    // An expired token: any call through the API client refreshes it (or sends the member to log in).
    await apiClient(context, request).get('user-auth/user/');
    res = await download();
  }
  if (!res.ok) throw new Response(res.status === 404 ? 'Not found' : 'Download unavailable', { status: res.status === 404 ? 404 : 503 });
  const headers = new Headers();
  for (const name of PASSED_ON) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(res.body, { status: 200, headers });
}
