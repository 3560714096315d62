import type { TokenErrorCode } from '../domain/auth/token-refusal.ts';

/** The HTTP status of each token error (RFC 6749 §5.2: 400, but 401 for a client that failed to authenticate). */
export function tokenRefusalStatus(error: TokenErrorCode): number {
  if (error === 'invalid_client') return 401;
  if (error === 'access_denied') return 403;
  if (error === 'temporarily_unavailable') return 503;
  if (error === 'server_error') return 500;
  return 400;
}
