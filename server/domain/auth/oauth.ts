import { randomBytes } from 'node:crypto';
import OAuth2Server, { OAuthError, Request, Response } from '@node-oauth/oauth2-server';
import type { TokenAnswer } from '#common/auth.ts';
import type { Db } from '../../db/client.ts';
import { hashPassword, newToken, safeEqual, sha256, verifyPassword } from '../../lib/secrets.ts';
import { findUserForLogin, touchLastLogin } from '../users/users.queries.ts';
import { authenticateClient } from './client-auth.ts';
import { refreshTokens } from './refresh.ts';
import { TokenRefusal } from './token-refusal.ts';
import { findClient, insertToken } from './tokens.queries.ts';

export const ACCESS_TOKEN_LIFETIME_S = 60 * 60;
export const REFRESH_TOKEN_LIFETIME_S = 30 * 24 * 60 * 60;

type ModelClient = { id: number; clientId: string; grants: string[] };
/** `family` travels from the refresh token being rotated to the pair that replaces it. */
type ModelUser = { id: number | null; family?: string | null };

const newFamily = () => randomBytes(12).toString('base64url');

// Verified when the user does not exist, so that both paths take the same time.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(newToken()));

/** Storage model of @node-oauth/oauth2-server: opaque tokens, stored hashed, refresh tokens rotate. */
function oauthModel(db: Db) {
  return {
    async getClient(clientId: string, clientSecret: string | null): Promise<ModelClient | false> {
      const row = await findClient(db, clientId);
      if (!row) return false;
      if (clientSecret !== null && clientSecret !== undefined && !safeEqual(sha256(clientSecret), row.clientSecretHash)) return false;
      return { id: row.id, clientId: row.clientId, grants: row.grants };
    },
    async getUser(username: string, password: string): Promise<ModelUser | false> {
      const user = await findUserForLogin(db, username);
      const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
      if (!user || !ok || !user.isActive) return false;
      await touchLastLogin(db, user.id);
      return { id: user.id };
    },
    async getUserFromClient(): Promise<ModelUser> {
      return { id: null };
    },
    async saveToken(
      token: { accessToken: string; accessTokenExpiresAt: Date; refreshToken?: string; refreshTokenExpiresAt?: Date; scope?: string[] },
      client: ModelClient,
      user: ModelUser,
    ) {
      await insertToken(db, {
        accessTokenHash: sha256(token.accessToken),
        accessTokenExpiresAt: token.accessTokenExpiresAt,
        refreshTokenHash: token.refreshToken ? sha256(token.refreshToken) : null,
        refreshTokenExpiresAt: token.refreshTokenExpiresAt ?? null,
        scope: token.scope?.join(' ') || null,
        clientId: client.id,
        userId: user.id,
        family: token.refreshToken ? (user.family ?? newFamily()) : null,
      });
      return { ...token, client, user: { id: user.id } };
    },
    async getAccessToken() {
      // Bearer checks happen in the API's auth guard, not through the library.
      return false;
    },
    async generateAccessToken() {
      return newToken();
    },
    async generateRefreshToken() {
      return newToken();
    },
  };
}

export function createTokenIssuer(db: Db) {
  const model = oauthModel(db);
  const server = new OAuth2Server({
    model: model as never,
    accessTokenLifetime: ACCESS_TOKEN_LIFETIME_S,
    refreshTokenLifetime: REFRESH_TOKEN_LIFETIME_S,
    alwaysIssueNewRefreshToken: true,
  });

  /** The refresh grant is ours (refresh.ts): rotation that concurrent requests of one session survive. */
  async function refreshGrant(headers: Record<string, string | string[] | undefined>, body: Record<string, string | null | undefined>): Promise<TokenAnswer> {
    const client = await authenticateClient(
      db,
      headers,
      { client_id: body.client_id ?? undefined, client_secret: body.client_secret ?? undefined },
      { secretRequired: true },
    );
    if (!client.grants.includes('refresh_token')) throw new TokenRefusal('unauthorized_client', { text: 'Unauthorized client: `grant_type` is invalid' });
    if (!body.refresh_token) throw new TokenRefusal('invalid_request', { text: 'Missing parameter: `refresh_token`' });
    const outcome = await refreshTokens(db, {
      client,
      refreshToken: body.refresh_token,
      lifetimes: { accessSeconds: ACCESS_TOKEN_LIFETIME_S, refreshSeconds: REFRESH_TOKEN_LIFETIME_S },
    });
    if (!outcome.ok) throw new TokenRefusal('invalid_grant', { key: 'errors.login_unsuccessful' });
    return outcome.answer;
  }

  return {
    model,
    /** RFC 6749 token endpoint. Form or JSON bodies; client credentials in the body or Basic auth. */
    async token(input: { headers: Record<string, string | string[] | undefined>; body: Record<string, unknown> }): Promise<TokenAnswer> {
      const body = Object.fromEntries(Object.entries(input.body ?? {}).map(([k, v]) => [k, v == null ? v : String(v)]));
      if (body.grant_type === 'refresh_token') return refreshGrant(input.headers, body);
      const request = new Request({
        method: 'POST',
        query: {},
        headers: { ...input.headers, 'content-type': 'application/x-www-form-urlencoded', 'content-length': '1' },
        body,
      });
      const response = new Response({ headers: {} });
      try {
        await server.token(request, response);
      } catch (error) {
        if (error instanceof OAuthError) throw oauthFailure(error, body.grant_type);
        throw error;
      }
      return response.body as TokenAnswer;
    },
    /** Issues a member token pair directly (social sign-in, after the external check). */
    async issueForUser(client: ModelClient, userId: number): Promise<TokenAnswer> {
      const accessToken = newToken();
      const refreshToken = newToken();
      await model.saveToken(
        {
          accessToken,
          accessTokenExpiresAt: new Date(Date.now() + ACCESS_TOKEN_LIFETIME_S * 1000),
          refreshToken,
          refreshTokenExpiresAt: new Date(Date.now() + REFRESH_TOKEN_LIFETIME_S * 1000),
        },
        client,
        { id: userId },
      );
      await touchLastLogin(db, userId);
      return { access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_LIFETIME_S, refresh_token: refreshToken };
    },
  };
}
export type TokenIssuer = ReturnType<typeof createTokenIssuer>;

function oauthFailure(error: OAuthError, grantType: unknown): TokenRefusal {
  const name = error.name;
  if (name === 'invalid_grant' && grantType === 'password') return new TokenRefusal(name, { key: 'errors.invalid_credentials' });
  if (name === 'invalid_grant') return new TokenRefusal(name, { key: 'errors.login_unsuccessful' });
  if (name === 'invalid_client') return new TokenRefusal(name, { key: 'errors.not_authenticated' });
  if (error.code >= 500) return new TokenRefusal('server_error', { key: 'errors.something_wrong' });
  return new TokenRefusal(name, { text: error.message });
}
