import { createContext } from 'react-router';

/** What the hosting server hands every loader and action (see server/web/react-router.ts). */
export type ServerContext = {
  /** The product API: in one process through Fastify's inject, or over HTTP when API_URL is set. */
  apiFetch: (request: Request) => Promise<Response>;
  /** Nonce of this response's content security policy, for inline scripts. */
  nonce: string;
  publicUrl: string;
  webClient: { id: string; secret: string };
  sessionSecret: string;
  secureCookies: boolean;
  google: { clientId?: string; authUrl: string; tokenUrl: string; clientSecret?: string };
  /** The built browser assets (build/client), whose stylesheets a page inlines in part (critical-css.server.ts). */
  assetsDir?: string;
  /** The server's JSON logger for this request (its lines carry the request id). */
  log: { error(details: object, message: string): void };
  /** The organisation's yoga store (SPEC §2 community menu); absent = no link. */
  storeUrl?: string;
};

// One context object per process even though the server and the built app each load this module.
const globalKey = Symbol.for('wya.serverContext');
const registry = globalThis as unknown as Record<symbol, ReturnType<typeof createContext<ServerContext>>>;
export const serverContext = (registry[globalKey] ??= createContext<ServerContext>());
