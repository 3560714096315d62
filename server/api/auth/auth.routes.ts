import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BadRequestSchema, OAuthErrorSchema } from '#common/answers.ts';
import { RevokedSchema, TokenAnswerSchema } from '#common/auth.ts';
import { z } from '#common/zod-setup.ts';
import { authenticateClient } from '../../domain/auth/client-auth.ts';
import { userFromGoogleToken } from '../../domain/auth/google.ts';
import { revokeToken } from '../../domain/auth/revoke.ts';
import { TokenRefusal } from '../../domain/auth/token-refusal.ts';
import { rememberLanguage, rememberLanguageOfToken } from '../../domain/users/language.ts';
import { errorAnswers } from '../../http/answers.ts';
import { AppError } from '../../lib/errors.ts';
import { strictLimit } from '../rate-limits.ts';

const TokenRequestSchema = z
  .object({
    grant_type: z.string().optional().describe('password, client_credentials or refresh_token'),
    username: z.string().optional().describe('username or email (password grant)'),
    password: z.string().optional(),
    refresh_token: z.string().optional(),
    client_id: z.string().optional().describe('or HTTP Basic authentication'),
    client_secret: z.string().optional(),
    scope: z.string().optional(),
  })
  .loose();

/** The token calls answer RFC 6749 errors, besides the API's own for input they cannot read. */
const OAUTH_ERRORS = {
  400: z.union([OAuthErrorSchema, BadRequestSchema]).describe('RFC 6749 error (invalid_grant, unsupported_grant_type…), or invalid input'),
  401: OAuthErrorSchema.describe('invalid_client: unknown client or wrong secret'),
  ...errorAnswers(429),
};

/** The Google check's refusals in the token endpoint's words (RFC 6749 §5.2), like every other token error. */
function asTokenRefusal(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  const description = { key: error.message };
  if (error.code === 'FORBIDDEN') return new TokenRefusal('access_denied', description);
  if (error.code === 'UNAVAILABLE') return new TokenRefusal('temporarily_unavailable', description);
  if (error.message === 'errors.google_disabled') return new TokenRefusal('unsupported_grant_type', description);
  return new TokenRefusal('invalid_grant', description);
}

export const authRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/auth/token/',
    {
      config: { public: true, rateLimit: strictLimit(api, 30) },
      schema: {
        tags: ['Auth'],
        security: [],
        summary: 'Obtain tokens (OAuth2: password, client_credentials, refresh_token)',
        description: 'Form-encoded or JSON. Refresh tokens rotate: each can be used once.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: TokenRequestSchema,
        response: { 200: TokenAnswerSchema, ...OAUTH_ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const answer = await api.tokens.token({ headers: request.headers, body: request.body ?? {} });
      if (answer.refresh_token) await rememberLanguageOfToken(api.deps, { accessToken: answer.access_token, lang: request.lang });
      return answer;
    },
  );

  api.post(
    '/auth/convert-token',
    {
      config: { public: true, rateLimit: strictLimit(api, 30) },
      schema: {
        tags: ['Auth'],
        security: [],
        summary: 'Exchange a Google access token for tokens of this site',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: z.object({
          grant_type: z.literal('convert_token').optional(),
          backend: z.literal('google-oauth2').default('google-oauth2'),
          token: z.string().min(1),
          client_id: z.string().optional(),
          client_secret: z.string().optional(),
        }),
        response: {
          200: TokenAnswerSchema,
          ...OAUTH_ERRORS,
          403: OAuthErrorSchema.describe('access_denied: the account is deactivated'),
          503: OAuthErrorSchema.describe('temporarily_unavailable: Google did not answer'),
        },
      },
    },
    async (request, reply) => {
      const client = await authenticateClient(api.deps.db, request.headers, request.body, { secretRequired: true });
      const userId = await userFromGoogleToken(api.deps, request.body.token).catch((error) => {
        throw asTokenRefusal(error);
      });
      reply.header('cache-control', 'no-store');
      await rememberLanguage(api.deps, { userId, lang: request.lang });
      return api.tokens.issueForUser({ id: client.id, clientId: client.clientId, grants: client.grants }, userId);
    },
  );

  api.post(
    '/auth/revoke-token/',
    {
      config: { public: true, rateLimit: strictLimit(api, 60) },
      schema: {
        tags: ['Auth'],
        security: [],
        summary: 'Revoke an access or refresh token (RFC 7009)',
        description: 'Revokes the whole token pair. Answers 200 whether or not the token was live.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: z.object({ client_id: z.string().optional(), client_secret: z.string().optional(), token: z.string().min(1) }),
        response: { 200: RevokedSchema, ...OAUTH_ERRORS },
      },
    },
    async (request) => {
      await revokeToken(api.deps.db, { headers: request.headers, body: request.body });
      return {};
    },
  );
};
