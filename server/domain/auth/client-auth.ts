import { hasControlCharacters } from '#common/fields.ts';
import { safeEqual, sha256 } from '../../lib/secrets.ts';
import { TokenRefusal } from './token-refusal.ts';
import { findClient } from './tokens.queries.ts';

/** The client sending the request, authenticated by its secret in the body or in Basic auth. */
export async function authenticateClient(
  db: Parameters<typeof findClient>[0],
  headers: Record<string, string | string[] | undefined>,
  body: { client_id?: string; client_secret?: string },
  options: { secretRequired: boolean },
) {
  let id = body.client_id;
  let secret = body.client_secret;
  const basic = typeof headers.authorization === 'string' && headers.authorization.match(/^Basic\s+(\S+)$/i);
  if (basic) [id, secret] = decodeBasicCredentials(basic[1]);
  const client = id ? await findClient(db, id) : undefined;
  const secretOk = secret ? client && safeEqual(sha256(secret), client.clientSecretHash) : !options.secretRequired;
  if (!client || !secretOk) throw new TokenRefusal('invalid_client', { key: 'errors.not_authenticated' });
  return client;
}

/** RFC 6749 §2.3.1: id and secret are form-encoded before Basic encoding; a bad encoding is a bad client. */
function decodeBasicCredentials(encoded: string): [string | undefined, string | undefined] {
  const [id, secret] = Buffer.from(encoded, 'base64').toString().split(':');
  try {
    const decoded = [id ? decodeURIComponent(id) : undefined, secret === undefined ? undefined : decodeURIComponent(secret)] as [
      string | undefined,
      string | undefined,
    ];
    if (!decoded.some((part) => part && hasControlCharacters(part, false))) return decoded;
  } catch {
    // a malformed %-escape: refused below like any unknown client
  }
  throw new TokenRefusal('invalid_client', { key: 'errors.not_authenticated' });
}
