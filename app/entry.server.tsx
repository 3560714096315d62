import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { type EntryContext, type HandleErrorFunction, isRouteErrorResponse, type RouterContextProvider, ServerRouter } from 'react-router';
import { DeferHydrationStream } from './lib/hydrate-after-paint.server.ts';
import { serverI18n } from './lib/i18n.server.ts';
import { trackNamespaces } from './lib/i18n-namespaces.ts';
import { serverContext } from './lib/server-context.ts';
import { webStateContext } from './lib/web-state.server.ts';

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const { nonce, assetsDir } = loadContext.get(serverContext);
  // The namespaces this render uses are the ones the browser loads before it hydrates.
  const { i18n, used } = trackNamespaces(await serverI18n(loadContext.get(webStateContext).lang));

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nextProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          // The page's code downloads after its first paint; its head links only the rules it uses
          // (see hydrate-after-paint.server.ts).
          const page = body.pipe(new DeferHydrationStream(used, assetsDir));
          resolve(new Response(createReadableStreamFromReadable(page), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.get(serverContext).log.error({ err: error }, 'page render failed');
        },
      },
    );
  });
}

/**
 * A loader or action that threw (not a Response it meant to answer with): one JSON line through the
 * server's logger, with the request id, instead of React Router's plain console.error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  (context as RouterContextProvider).get(serverContext).log.error({ err: error, url: request.url }, 'page loader failed');
};
