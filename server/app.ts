import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import { AVATAR_MAX_BYTES, APP_VERSION } from '#common/constants.ts';
import { apiRoutes } from './api/index.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createClient } from './domain/auth/clients.ts';
import { createTokenIssuer } from './domain/auth/oauth.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import './http/types.ts';
import { createMailer } from './lib/mail.ts';
import { createSmsSender } from './lib/sms.ts';
import { createLocalStorage, uploadsRoot } from './lib/storage.ts';
import { reactRouterHandler } from './web/react-router.ts';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

export type AppOptions = {
  config: Config;
  database: Database;
  /** The built web app; absent for API-only tests. */
  webBuild?: () => Promise<ServerBuild>;
  /** Where the browser assets are (build/client by default). */
  clientDir?: string;
  logger?: boolean;
};

declare module 'node:http' {
  interface IncomingMessage {
    cspNonce?: string;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64 ? req.headers['x-request-id'] : randomUUID()),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const deps = {
    db: database.db,
    config,
    log: app.log,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
    sms: createSmsSender({ url: config.sms?.url, token: config.sms?.token, dataDir: config.dataDir, log: app.log }),
    storage: createLocalStorage({ dataDir: config.dataDir }),
  };
  app.decorate('deps', deps);
  app.decorate('tokens', createTokenIssuer(database.db));
  // The web is the API's first client and authenticates like any other.
  await createClient(database.db, { name: 'Website', clientId: config.webClient.id, secret: config.webClient.secret });

  registerErrorHandler(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (req) => `'nonce-${((req as { cspNonce?: string }).cspNonce ??= randomBytes(16).toString('base64'))}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    // Not helmet's "no-referrer": with it, browsers send `Origin: null` on form posts made before
    // hydration (or without JavaScript), and React Router refuses those as cross-site.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  // Shared counters in Redis make N processes limit as one; without it each process counts alone.
  const redis = config.redisUrl ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, { global: false, redis, nameSpace: 'wya-rl-' });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 5, fields: 50 } });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'World Yoga Alliance API', version: APP_VERSION, description: 'Every call needs a Bearer token except token, convert-token, revoke-token, registration and password reset. Messages follow Accept-Language (en, th, zh, hi).' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The reference UI sets a few inline styles; allow those on its own pages only.
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    await database.db.execute('select 1');
    reply.header('cache-control', 'no-store');
    return { status: 'ok', version: APP_VERSION, database: database.kind };
  });

  await app.register(apiRoutes, { prefix: '/api' });

  const media = path.join(uploadsRoot(config.dataDir), 'public');
  mkdirSync(media, { recursive: true });
  await app.register(fastifyStatic, {
    root: media,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '365d',
    immutable: true,
  });

  const clientDir = options.clientDir ?? path.join(PROJECT_ROOT, 'build/client');
  if (existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      cacheControl: false,
      // @fastify/static 10 hands setHeaders the Fastify reply, not the raw response.
      setHeaders: (reply: unknown, filePath: string) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        (reply as { header(k: string, v: string): void }).header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  if (options.webBuild) await app.register(reactRouterHandler, { build: options.webBuild, config });

  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
