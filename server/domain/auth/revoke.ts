import type { Db } from '../../db/client.ts';
import { sha256 } from '../../lib/secrets.ts';
import { authenticateClient } from './client-auth.ts';
import { deleteTokenByHash } from './tokens.queries.ts';

/**
 * RFC 7009 revocation: holding the token is proof enough to end it; a client secret, when sent, must
 * still be right. A token that is not live is no error.
 */
export async function revokeToken(
  db: Db,
  request: { headers: Record<string, string | string[] | undefined>; body: { client_id?: string; client_secret?: string; token: string } },
) {
  const client = await authenticateClient(db, request.headers, request.body, { secretRequired: false });
  await deleteTokenByHash(db, client.id, sha256(request.body.token));
}
