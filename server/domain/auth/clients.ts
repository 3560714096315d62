import type { Db } from '../../db/client.ts';
import { newToken, safeEqual, sha256 } from '../../lib/secrets.ts';
import { findClient, upsertClient } from './tokens.queries.ts';

const ALL_GRANTS = ['password', 'client_credentials', 'refresh_token'];

/** Creates (or re-keys) an API client; the secret is shown once and stored hashed. */
export async function createClient(db: Db, options: { name: string; clientId?: string; secret?: string }) {
  const clientId = options.clientId ?? newToken(18);
  const clientSecret = options.secret ?? newToken(36);
  await upsertClient(db, { clientId, clientSecretHash: sha256(clientSecret), name: options.name, grants: ALL_GRANTS });
  return { client_id: clientId, client_secret: clientSecret };
}

/**
 * Makes sure a configured client (the website's, at every start) exists with this secret. Processes
 * sharing SESSION_SECRET derive the same secret and leave the row alone; a different secret replaces
 * the stored one (the newest configuration wins), and the caller says so: processes still running with
 * the old secret fail until restarted (docs/decisions/0034-shared-secrets.md).
 */
export async function ensureClient(db: Db, options: { name: string; clientId: string; secret: string }): Promise<'created' | 'kept' | 'replaced'> {
  const hash = sha256(options.secret);
  const stored = await findClient(db, options.clientId);
  const sameSecret = stored !== undefined && safeEqual(stored.clientSecretHash, hash);
  if (sameSecret && stored.name === options.name && stored.grants.join() === ALL_GRANTS.join()) return 'kept';
  await upsertClient(db, { clientId: options.clientId, clientSecretHash: hash, name: options.name, grants: ALL_GRANTS });
  return !stored ? 'created' : sameSecret ? 'kept' : 'replaced';
}
