import type { Db } from '../../db/client.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import { upsertClient } from './tokens.queries.ts';

const ALL_GRANTS = ['password', 'client_credentials', 'refresh_token'];

/** Creates (or re-keys) an API client; the secret is shown once and stored hashed. */
export async function createClient(db: Db, options: { name: string; clientId?: string; secret?: string }) {
  const clientId = options.clientId ?? newToken(18);
  const clientSecret = options.secret ?? newToken(36);
  await upsertClient(db, { clientId, clientSecretHash: sha256(clientSecret), name: options.name, grants: ALL_GRANTS });
  return { client_id: clientId, client_secret: clientSecret };
}
