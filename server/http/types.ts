import type { Language } from '#common/constants.ts';
import type { AppDeps } from '../deps.ts';
import type { TokenIssuer } from '../domain/auth/oauth.ts';

export type Auth = { tokenId: number; clientId: number; userId: number | null; isStaff: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    tokens: TokenIssuer;
  }
  interface FastifyRequest {
    lang: Language;
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    /** Calls anyone may make without a Bearer token (token, registration, password reset). */
    public?: boolean;
  }
}
