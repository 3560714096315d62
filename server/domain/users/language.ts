import type { Language } from '#common/constants.ts';
import { sha256 } from '../../lib/secrets.ts';
import { findLiveAccessToken } from '../auth/tokens.queries.ts';
import type { Deps } from '../deps.ts';
import { setUserLanguage } from './users.queries.ts';

/**
 * A member's language is the one they last used the site in: recorded when they sign up, sign in,
 * refresh their session (about hourly while they use the site) or save their profile. Mail that is
 * not about one invoice or application (notification mails) is written in it.
 */
export async function rememberLanguage(deps: Pick<Deps, 'db'>, options: { userId: number; lang: Language }) {
  await setUserLanguage(deps.db, options.userId, options.lang);
}

/** The same, for the member a token pair was just issued to (the token call knows only the token). */
export async function rememberLanguageOfToken(deps: Pick<Deps, 'db'>, options: { accessToken: string; lang: Language }) {
  const row = await findLiveAccessToken(deps.db, sha256(options.accessToken));
  if (row?.token.userId) await setUserLanguage(deps.db, row.token.userId, options.lang);
}
