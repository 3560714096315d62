import { data, type RouterContextProvider, redirect } from 'react-router';
import type { Detail, OAuthError } from '#common/answers.ts';
import type { TokenAnswer } from '#common/auth.ts';
import { REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '#common/constants.ts';
import { type AnswerOf, type ApiMethod, fillPath, type ParamsOf, type PathOf } from './api-operations.ts';
import { type ServerContext, serverContext } from './server-context.ts';
import { type SessionData, type WebState, webStateContext } from './web-state.server.ts';

export type ApiResult<T = unknown> = { ok: true; status: number; data: T } | { ok: false; status: number; data: ApiErrorBody };
/** Any error answer of common/answers.ts, read loosely: {detail}, {"field": ["message"]} or RFC 6749 {error, error_description}. */
export type ApiErrorBody = Partial<Detail & OAuthError> & { non_field_errors?: string[] } & Record<string, unknown>;

export type CallOptions = {
  query?: Record<string, string | number | undefined | null>;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: FormData;
  /** A body passed through as it arrives (an upload form forwarded without reading it); it cannot be sent twice. */
  stream?: { body: ReadableStream<Uint8Array>; contentType: string };
  /** Call as the visitor (client-credential token) even when a member is logged in. */
  asVisitor?: boolean;
};

// The website's own client-credential token, shared by all visitors' calls in this process.
let visitorToken: { token: string; expiresAt: number } | null = null;

/** The typed API client of the web: language header, the right token, one refresh and retry on 401. */
export function apiClient(context: Readonly<RouterContextProvider>, request: Request) {
  const server = context.get(serverContext);
  const state = context.get(webStateContext);
  const origin = new URL(request.url).origin;

  async function send(method: string, path: string, token: string | null, options: CallOptions, timeoutMs: number): Promise<Response> {
    const url = new URL(`/api/${path.replace(/^\//, '')}`, origin);
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
    const headers = new Headers({ 'accept-language': state.lang, accept: 'application/json' });
    if (token) headers.set('authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(options.form).toString();
    } else if (options.multipart) {
      // Encoded as it is read: the files travel on as a stream, not as one more copy in memory.
      const encoded = new Response(options.multipart);
      headers.set('content-type', encoded.headers.get('content-type') as string);
      body = encoded.body as ReadableStream<Uint8Array>;
    } else if (options.stream) {
      headers.set('content-type', options.stream.contentType);
      body = options.stream.body;
    }
    // An unreachable API (API_URL set) answers like an unavailable one instead of breaking the page.
    const call = server
      .apiFetch(new Request(url, { method, headers, body, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) }))
      .catch(() => Response.json({ detail: null }, { status: 503 }));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Response>((resolve) => {
      timer = setTimeout(() => resolve(Response.json({ detail: null, timeout: true }, { status: 504 })), timeoutMs);
    });
    try {
      return await Promise.race([call, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
    return toResult<T>(await callRaw(method, path, options));
  }

  async function callRaw(method: string, path: string, options: CallOptions = {}): Promise<Response> {
    const timeoutMs = options.multipart || options.stream ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
    const member = !options.asVisitor && state.session;
    // A streamed body cannot be sent again after a 401: refresh first when the token is about to end.
    if (member && options.stream && state.session!.expiresAt < Date.now() + 60_000 && !(await refreshOnce(server, state, send)))
      throw redirect(loginUrl(request));
    let response = await send(method, path, member ? state.session!.access : await getVisitorToken(server, send), options, timeoutMs);
    if (response.status === 401 && !options.stream) {
      if (member) {
        const refreshed = await refreshOnce(server, state, send);
        if (!refreshed) throw redirect(loginUrl(request));
        response = await send(method, path, refreshed.access, options, timeoutMs);
      } else {
        visitorToken = null;
        response = await send(method, path, await getVisitorToken(server, send), options, timeoutMs);
      }
    }
    return response;
  }

  /** One method's calls: a path of API_OPERATIONS, its parameters, and the answer its schema gives. */
  const method =
    <M extends ApiMethod>(m: M) =>
    <P extends PathOf<M>>(path: P, options?: CallOptions & ParamsOf<P>) =>
      call<AnswerOf<M, P>>(m, fillPath(path, options?.params), options);

  return {
    get: method('GET'),
    post: method('POST'),
    patch: method('PATCH'),
    put: method('PUT'),
    delete: method('DELETE'),
    /** The API's answer as it is (a file download passed on to the browser), after the same token handling. */
    raw: (path: string, options?: CallOptions) => callRaw('GET', path, options),
    /** The token call itself: no bearer token, no refresh. */
    async token(form: Record<string, string>): Promise<ApiResult<TokenAnswer>> {
      return toResult<TokenAnswer>(
        await send(
          'POST',
          'auth/token/',
          null,
          { form: { ...form, client_id: server.webClient.id, client_secret: server.webClient.secret } },
          REQUEST_TIMEOUT_MS,
        ),
      );
    },
    /** A call made without any token (a sign-up, a password reset, a token exchange). */
    async unauthenticated<P extends PathOf<'POST'>>(path: P, options: CallOptions & ParamsOf<P>): Promise<ApiResult<AnswerOf<'POST', P>>> {
      return toResult(await send('POST', fillPath(path, options.params), null, options, REQUEST_TIMEOUT_MS));
    },
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

async function toResult<T>(response: Response): Promise<ApiResult<T>> {
  const data = response.status === 204 ? {} : await response.json().catch(() => ({}));
  if (response.status === 504 && (data as { timeout?: boolean }).timeout) return { ok: false, status: 504, data: { detail: undefined, timeout: true } };
  return response.ok ? { ok: true, status: response.status, data: data as T } : { ok: false, status: response.status, data: data as ApiErrorBody };
}

/**
 * The error page of a call a page needs that failed, to throw from a loader — the one place the web
 * maps API answers to pages. The API's 400 and 404 are about the address (a malformed filter, a page
 * past the end, a record that is not there) and stay 400 and 404; a 403 (someone else's record, a
 * staff page) is the not-found page, as the API's own 404 for others' records; anything else (no
 * answer, a timeout, a 5xx) is an outage: 503. A member's 401 has already become the way to the
 * login page (callRaw). `record`: the address names one record by id, so a malformed id is as
 * missing as an unknown one (404, not 400).
 */
export function failedPage(res: { status: number }, options: { record?: boolean } = {}) {
  if (res.status === 403 || res.status === 404 || (res.status === 400 && options.record)) return data(null, { status: 404 });
  return data(null, { status: res.status === 400 ? 400 : 503 });
}

type Send = (method: string, path: string, token: string | null, options: CallOptions, timeoutMs: number) => Promise<Response>;

async function getVisitorToken(server: ServerContext, send: Send): Promise<string | null> {
  if (visitorToken && visitorToken.expiresAt > Date.now() + 60_000) return visitorToken.token;
  const res = await send(
    'POST',
    'auth/token/',
    null,
    { form: { grant_type: 'client_credentials', client_id: server.webClient.id, client_secret: server.webClient.secret } },
    REQUEST_TIMEOUT_MS,
  );
  if (!res.ok) return null;
  const body = (await res.json()) as TokenAnswer;
  visitorToken = { token: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
  return visitorToken.token;
}

// Parallel calls of one request that all meet a 401 share one refresh: a refresh token works only once.
const refreshes = new WeakMap<WebState, Promise<SessionData | null>>();
function refreshOnce(server: ServerContext, state: WebState, send: Send): Promise<SessionData | null> {
  let pending = refreshes.get(state);
  if (!pending) {
    pending = refreshSession(server, state, send);
    refreshes.set(state, pending);
  }
  return pending;
}

/** SPEC §8: one refresh with the refresh token; if it fails the session ends. */
async function refreshSession(server: ServerContext, state: WebState, send: Send): Promise<SessionData | null> {
  const session = state.session;
  if (!session?.refresh) {
    state.setSession(null);
    return null;
  }
  const res = await send(
    'POST',
    'auth/token/',
    null,
    { form: { grant_type: 'refresh_token', refresh_token: session.refresh, client_id: server.webClient.id, client_secret: server.webClient.secret } },
    REQUEST_TIMEOUT_MS,
  );
  if (!res.ok) {
    state.setSession(null);
    return null;
  }
  const body = (await res.json()) as TokenAnswer;
  const next = { ...session, access: body.access_token, refresh: body.refresh_token ?? session.refresh, expiresAt: Date.now() + body.expires_in * 1000 };
  state.setSession(next);
  return next;
}

export function loginUrl(request: Request): string {
  const url = new URL(request.url);
  const next = url.pathname.replace(/\.data$/, '') + url.search.replace(/([?&])_routes=[^&]*&?/, '$1').replace(/[?&]$/, '');
  return `/auth/login?next=${encodeURIComponent(next)}`;
}

/** Protected pages: a logged-out visitor goes to the login page and comes back after. */
export function requireSession(context: Readonly<RouterContextProvider>, request: Request): SessionData {
  const state = context.get(webStateContext);
  if (!state.session) throw redirect(loginUrl(request));
  return state.session;
}
