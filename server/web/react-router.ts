import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { serverContext } from '#app/lib/server-context.ts';
import type { Config } from '../config.ts';
import { onPublicChange } from '../lib/public-changes.ts';
import { PAGE_COMPRESSION } from './compression.ts';
import { inProcessHeaders } from './in-process.ts';
import { createPageCache } from './page-cache.ts';
import { BodyTooLarge, isCrossSitePost, MalformedBody, sendBodyTooLarge, sendCrossSite, sendMalformedBody, toWebRequest } from './web-request.ts';

type Options = { build: () => Promise<ServerBuild>; config: Config; assetsDir?: string };

/** Serves every non-API path through React Router SSR, handing loaders the API and the CSP nonce. */
export const reactRouterHandler: FastifyPluginAsync<Options> = async (app, { build, config, assetsDir }) => {
  const mode = config.env === 'development' ? 'development' : 'production';
  // Pass bodies through untouched: React Router reads form posts itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  const pageCache = createPageCache(mode === 'development' ? 0 : config.pageCacheTtlMs);
  const forget = onPublicChange(() => pageCache.clear());
  app.addHook('onClose', async () => void forget());
  // One handler per build: creating it is costly (route manifest); the dev server hands a new build on change.
  let handler: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;
  app.all('/*', { schema: { hide: true }, compress: PAGE_COMPRESSION }, async (request, reply) => {
    const current = await build();
    if (handler?.build !== current) handler = { build: current, handle: createRequestHandler(current, mode) };
    const nonce = (request.raw.cspNonce ??= randomBytes(16).toString('base64'));
    const cacheKey = pageCache.keyFor(request.method, request.url, request.headers);
    const cached = cacheKey ? pageCache.get(cacheKey, nonce) : null;
    if (cached) {
      reply.status(cached.status).headers(Object.fromEntries(cached.headers));
      return reply.header('cache-control', 'private, no-cache').header('x-page-cache', 'hit').send(cached.body);
    }
    const context = new RouterContextProvider();
    context.set(serverContext, {
      apiFetch: (apiRequest) => (config.apiUrl ? fetchRemote(config.apiUrl, apiRequest, request.id) : injectLocal(app, apiRequest, request.ip, request.id)),
      log: request.log,
      nonce,
      publicUrl: config.publicUrl,
      webClient: config.webClient,
      sessionSecret: config.sessionSecret,
      secureCookies: config.publicUrl.startsWith('https:'),
      google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret, authUrl: config.google.authUrl, tokenUrl: config.google.tokenUrl },
      storeUrl: config.storeUrl,
      assetsDir,
    });
    if (isCrossSitePost(request)) return sendCrossSite(request, reply);
    let webRequest: Request;
    try {
      webRequest = await toWebRequest(request, reply);
    } catch (error) {
      if (error instanceof BodyTooLarge) return sendBodyTooLarge(request, reply);
      if (error instanceof MalformedBody) return sendMalformedBody(request, reply);
      throw error;
    }
    const response = await handler.handle(webRequest, context);
    if (webRequest.body && !webRequest.bodyUsed) {
      // An upload the page did not take (a redirect to the login, say): no keep-alive, and once the
      // answer is out the rest of the upload is dropped instead of waiting to be read.
      reply.header('connection', 'close');
      reply.raw.once('finish', () => void webRequest.body?.cancel().catch(() => {}));
    }
    reply.status(response.status);
    for (const [key, value] of response.headers) {
      if (key === 'set-cookie') continue;
      reply.header(key, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if (!response.headers.has('cache-control')) reply.header('cache-control', 'private, no-cache');
    if (cacheKey && response.status === 200 && !cookies.length) {
      const body = Buffer.from(await response.arrayBuffer());
      pageCache.set(cacheKey, { status: response.status, headers: [...response.headers], body, nonce });
      return reply.header('x-page-cache', 'miss').send(body);
    }
    return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
  });
};

/**
 * One process: the API call goes through Fastify's router without a socket, keeping the visitor's IP.
 * Uploads (multipart) are handed over as a stream, which the API reads part by part to disk; other
 * bodies are small and read at once.
 */
async function injectLocal(app: Parameters<FastifyPluginAsync>[0], request: Request, ip: string, reqId: string): Promise<Response> {
  const url = new URL(request.url);
  const streamed = request.body && /^multipart\//i.test(request.headers.get('content-type') ?? '');
  const body = !request.body ? undefined : streamed ? Readable.fromWeb(request.body as never) : Buffer.from(await request.arrayBuffer());
  const res = await app.inject({
    method: request.method as 'GET',
    url: url.pathname + url.search,
    // The page's request id: its API calls log under the same id.
    headers: { ...Object.fromEntries(request.headers), ...inProcessHeaders(), 'x-request-id': reqId },
    payload: body,
    remoteAddress: ip,
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(res.headers)) {
    if (value !== undefined && key !== 'content-encoding' && key !== 'content-length') headers.set(key, String(value));
  }
  return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
}

function fetchRemote(apiUrl: string, request: Request, reqId: string): Promise<Response> {
  const url = new URL(request.url);
  const remote = new Request(new URL(url.pathname + url.search, apiUrl), request);
  remote.headers.set('x-request-id', reqId);
  return fetch(remote);
}
