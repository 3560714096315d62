import type { Language } from '#common/constants.ts';
import type { TokenIssuer } from '../domain/auth/oauth.ts';
import type { Deps } from '../domain/deps.ts';

export type Auth = { tokenId: number; clientId: number; userId: number | null; isStaff: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
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
