import type { FastifyInstance } from 'fastify';
import { languageFromHeader } from '#common/constants.ts';
import { findLiveAccessToken } from '../domain/auth/tokens.queries.ts';
import { AppError } from '../lib/errors.ts';
import { sha256 } from '../lib/secrets.ts';

/** Reads the caller's language and Bearer token for every API call; refuses calls without a token unless public. */
export function registerAuthGuard(api: FastifyInstance) {
  api.decorateRequest('lang', 'en');
  api.decorateRequest('auth', null);
  api.addHook('onRequest', async (request) => {
    request.lang = languageFromHeader(request.headers['accept-language']);
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (match) {
      const row = await findLiveAccessToken(api.deps.db, sha256(match[1]));
      if (row && (row.token.userId === null || row.user?.isActive)) {
        request.auth = { tokenId: row.token.id, clientId: row.client.id, userId: row.token.userId, isStaff: row.user?.isStaff ?? false };
      }
    }
    if (!request.auth && !request.routeOptions.config.public) throw new AppError('UNAUTHORIZED', 'errors.not_authenticated');
  });
}
