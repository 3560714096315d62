import { AppError } from '../../lib/errors.ts';
import { newToken } from '../../lib/secrets.ts';
import type { Deps } from '../deps.ts';
import { findUserByEmail, findUserById, insertUserWithProfile, usernameExists } from '../users/users.queries.ts';
import { findSocialAccount, insertSocialAccount } from './social.queries.ts';

const PROVIDER = 'google-oauth2';

type GoogleUser = { sub: string; email?: string; email_verified?: boolean; given_name?: string; family_name?: string };

/** Asks Google (or the configured stand-in) who owns this access token. */
async function fetchGoogleUser(deps: Deps, token: string): Promise<GoogleUser> {
  let res: Response;
  try {
    res = await fetch(`${deps.config.google.baseUrl}/oauth2/v3/userinfo`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new AppError('UNAVAILABLE', 'errors.google_token');
  }
  if (!res.ok) throw new AppError('BAD_REQUEST', 'errors.google_token');
  const body = (await res.json()) as GoogleUser;
  if (!body.sub) throw new AppError('BAD_REQUEST', 'errors.google_token');
  return body;
}

/** Finds or creates the member behind a Google token; links an existing account by verified email. */
export async function userFromGoogleToken(deps: Deps, token: string): Promise<number> {
  if (!deps.config.google.clientId) throw new AppError('BAD_REQUEST', 'errors.google_disabled');
  const google = await fetchGoogleUser(deps, token);
  const linked = await findSocialAccount(deps.db, PROVIDER, google.sub);
  if (linked) {
    const user = await findUserById(deps.db, linked.userId);
    if (!user?.isActive) throw new AppError('FORBIDDEN', 'errors.account_inactive');
    return user.id;
  }
  if (!google.email || google.email_verified === false) throw new AppError('BAD_REQUEST', 'errors.google_token');
  const email = google.email.toLowerCase();
  let user = await findUserByEmail(deps.db, email);
  if (user && !user.isActive) throw new AppError('FORBIDDEN', 'errors.account_inactive');
  if (!user) {
    user = await insertUserWithProfile(deps.db, {
      username: await freeUsername(deps, email),
      email,
      emailVerified: true,
      passwordHash: null,
      firstName: google.given_name ?? '',
      lastName: google.family_name ?? '',
    });
  }
  await insertSocialAccount(deps.db, { userId: user.id, provider: PROVIDER, uid: google.sub, extraData: { email } });
  return user.id;
}

async function freeUsername(deps: Deps, email: string): Promise<string> {
  const base =
    email
      .split('@')[0]
      .replace(/[^\w.+-]/g, '')
      .slice(0, 140) || 'member';
  if (!(await usernameExists(deps.db, base))) return base;
  return `${base}-${newToken(4)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`;
}
