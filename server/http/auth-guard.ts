import type { FastifyInstance } from 'fastify';
import { languageFromHeader } from '#common/constants.ts';
import { createTokenCache } from '../domain/auth/token-cache.ts';
import { AppError } from '../lib/errors.ts';
import { sha256 } from '../lib/secrets.ts';

/** Reads the caller's language and Bearer token for every API call; refuses calls without a token unless public. */
export function registerAuthGuard(api: FastifyInstance) {
  api.decorateRequest('lang', 'en');
  api.decorateRequest('auth', null);
  const { config, db } = api.deps;
  const tokens = createTokenCache(db, { ttlMs: config.tokenCacheTtlMs, pollMs: config.tokenRevocationPollMs });
  api.addHook('onClose', async () => tokens.stop());
  api.addHook('onRequest', async (request) => {
    request.lang = languageFromHeader(request.headers['accept-language']);
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (match) {
      request.auth = await tokens.check(sha256(match[1]));
    }
    if (!request.auth && !request.routeOptions.config.public) throw new AppError('UNAUTHORIZED', 'errors.not_authenticated');
  });
}
