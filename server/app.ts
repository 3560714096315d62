import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { ServerBuild } from 'react-router';
import { APP_VERSION } from '#common/constants.ts';
import { apiRoutes } from './api/index.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { ensureClient } from './domain/auth/clients.ts';
import { createTokenIssuer } from './domain/auth/oauth.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerMedia } from './http/media.ts';
import { withOperationIds } from './http/openapi.ts';
import { registerOperations } from './http/operations.ts';
import './http/types.ts';
import { createDeps } from './deps.ts';
import { startWorker, type Worker } from './jobs/worker.ts';
import { fallbackStore, firstConnection, REDIS_OPTIONS, watchRedis } from './lib/rate-limit-store.ts';
import { requestIdMixin, runWithRequestId } from './lib/request-context.ts';
import { LARGEST_UPLOAD_BYTES } from './lib/uploads/policies.ts';
import { MULTIPART_LIMITS } from './lib/uploads/receive.ts';
import { API_COMPRESSION, COMPRESSION_THRESHOLD } from './web/compression.ts';
import { registerCriticalCss } from './web/critical-css.ts';
import { isInProcess } from './web/in-process.ts';
import { reactRouterHandler } from './web/react-router.ts';
import { registerRobots } from './web/robots.ts';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

export type AppOptions = {
  config: Config;
  database: Database;
  /** The built web app; absent for API-only tests. */
  webBuild?: () => Promise<ServerBuild>;
  /** Where the browser assets are (build/client by default). */
  clientDir?: string;
  logger?: boolean;
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

/**
 * A request id from the caller (a proxy's or another service's `x-request-id`) is kept, so one id
 * follows the request through every log; anything else — none, empty, too long, odd characters — gets a new one.
 */
const CALLER_REQUEST_ID = /^[\x21-\x7e]{1,64}$/;

declare module 'node:http' {
  interface IncomingMessage {
    cspNonce?: string;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    // Every line JSON (pino); a request's lines carry its id as `reqId` (Fastify's default label).
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            mixin: requestIdMixin,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && CALLER_REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The rest of the request runs within its id, so lines logged through `deps.log` carry it too.
  app.addHook('onRequest', (request, _reply, done) => runWithRequestId(request.id, done));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const deps = await createDeps(config, database, app.log, { runsJobs: config.worker === 'inline' });
  await deps.jobs.start();
  // By default this process also runs the jobs; WORKER=off leaves them to `npm run worker`.
  const worker: Worker | undefined = config.worker === 'inline' ? await startWorker(deps.jobs, deps, { pollSeconds: config.jobs.pollSeconds }) : undefined;
  app.decorate('deps', deps);
  app.decorate('tokens', createTokenIssuer(database.db));
  // The web is the API's first client and authenticates like any other. Its secret is the same in every
  // process sharing SESSION_SECRET; a different one replaces the stored one, which must not pass unseen.
  if ((await ensureClient(database.db, { name: 'Website', clientId: config.webClient.id, secret: config.webClient.secret })) === 'replaced') {
    app.log.warn(
      "The website's API client secret (WEB_CLIENT_SECRET, or derived from SESSION_SECRET) differs from the one stored: this process's replaces it, and processes started with the old one fail web logins until restarted with the same settings.",
    );
  }

  registerErrorHandler(app);
  // The security headers' middleware is built once: @fastify/helmet built it again for every request
  // (≈ 0.3 ms, and a page makes several API calls in process).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (req) => `'nonce-${((req as { cspNonce?: string }).cspNonce ??= randomBytes(16).toString('base64'))}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Public uploads may be linked from the bucket's own address or a CDN (S3_PUBLIC_URL).
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
        // A payment form's answer may redirect to Stripe's hosted Checkout page (browsers check redirects too).
        formAction: ["'self'", ...(config.payments.stripe ? ['https://checkout.stripe.com'] : [])],
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
  app.addHook('onRequest', (request, reply, done) =>
    isInProcess(request.headers) ? done() : securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  await app.register(compress, { threshold: COMPRESSION_THRESHOLD, ...API_COMPRESSION });
  // Shared counters in Redis make N processes limit as one; without it each process counts alone.
  // While Redis is unreachable they fall back to per-process counting, with one warning (lib/rate-limit-store).
  const redis = config.redisUrl ? new (await import('ioredis')).Redis(config.redisUrl, REDIS_OPTIONS) : undefined;
  if (redis) {
    const health = watchRedis(redis, app.log);
    await firstConnection(redis);
    app.addHook('onClose', async () => void (redis.status === 'ready' ? await redis.quit().catch(() => redis.disconnect()) : redis.disconnect()));
    await app.register(rateLimit, { global: false, store: fallbackStore(redis, 'wya-rl-', health) });
  } else {
    await app.register(rateLimit, { global: false });
  }
  await app.register(formbody);
  // A ceiling only: each route reads its files with its own policies' limits (lib/uploads).
  await app.register(multipart, { limits: { fileSize: LARGEST_UPLOAD_BYTES, ...MULTIPART_LIMITS } });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'World Yoga Alliance API',
        version: APP_VERSION,
        description:
          'Every call needs a Bearer token except token, convert-token, revoke-token, registration and password reset. Messages follow Accept-Language (en, th, zh, hi).',
      },
      // Relative: the calls are on the site that serves this document (and its reference UI).
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withOperationIds('openapiObject' in document ? document.openapiObject : document.swaggerObject),
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
  // /readyz, /metrics and the shutdown state; before the routes, whose requests it counts.
  registerOperations(app, { config, database });

  await app.register(apiRoutes, { prefix: '/api' });
  registerRobots(app, config.publicUrl);

  await registerMedia(app, { storage: deps.storage, dataDir: config.dataDir });

  const clientDir = options.clientDir ?? path.join(PROJECT_ROOT, 'build/client');
  const hasClientDir = existsSync(clientDir);
  if (hasClientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      // The build writes .br and .gz beside each script and stylesheet (scripts/precompress.ts):
      // sent as they are, not compressed again for every visitor.
      preCompressed: true,
      cacheControl: false,
      // @fastify/static 10 hands setHeaders the Fastify reply, not the raw response.
      setHeaders: (reply: unknown, filePath: string) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        (reply as { header(k: string, v: string): void }).header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  if (hasClientDir) registerCriticalCss(app, clientDir);
  if (options.webBuild) await app.register(reactRouterHandler, { build: options.webBuild, config, assetsDir: hasClientDir ? clientDir : undefined });

  app.addHook('onClose', async () => {
    // The running job finishes (or goes back to the queue) before the database closes.
    await (worker ?? deps.jobs).stop(app.operations.jobStopTimeoutMs());
    await deps.views.stop();
    await database.close();
  });
  return app;
}
