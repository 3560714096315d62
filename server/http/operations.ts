import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { type Database, MIGRATIONS_FOLDER } from '../db/client.ts';
import { createMetrics, withTimeout } from '../lib/metrics.ts';
import { isInProcess } from '../web/in-process.ts';

/** A readiness probe answers within about a second, database or not. */
const READY_DB_TIMEOUT_MS = 1000;
/** Of the shutdown's time, what is kept for the job queue's own stop and closing the database. */
const CLOSE_MARGIN_MS = 2000;
/** The running job's grace when the app is closed without a shutdown (tests, an error at start). */
const DEFAULT_JOB_STOP_MS = 8000;

export type Operations = {
  /** Readiness turns 503 at once; responses close their connection; the shutdown's deadline starts. */
  beginShutdown(timeoutMs?: number): void;
  readonly shuttingDown: boolean;
  /** What is left of the shutdown's time for the running job (the requests drained first). */
  jobStopTimeoutMs(): number;
};

declare module 'fastify' {
  interface FastifyInstance {
    operations: Operations;
  }
}

/** /readyz, /metrics, request metrics and the shutdown state; /healthz stays in app.ts (liveness). */
export function registerOperations(app: FastifyInstance, options: { config: Config; database: Database }) {
  const { config, database } = options;
  let deadline: number | undefined;
  let shuttingDown = false;
  const operations: Operations = {
    beginShutdown(timeoutMs = config.shutdownTimeoutMs) {
      shuttingDown = true;
      deadline ??= Date.now() + timeoutMs;
    },
    get shuttingDown() {
      return shuttingDown;
    },
    jobStopTimeoutMs: () => (deadline === undefined ? DEFAULT_JOB_STOP_MS : Math.max(500, deadline - Date.now() - CLOSE_MARGIN_MS)),
  };
  app.decorate('operations', operations);
  // However the app closes, it is not ready any more (the running job's time stays the default's).
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  // A keep-alive connection whose request finishes during the drain is closed after its answer,
  // instead of holding the server's close until its idle timeout.
  // (Callback hooks, here and below: no promise per request.)
  app.addHook('onSend', (request, reply, payload, done) => {
    if (shuttingDown && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
    done(null, payload);
  });

  const isReady = readiness(database, app.log);
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const reason = shuttingDown ? 'shutting down' : await isReady();
    if (reason) return reply.code(503).send({ status: 'not ready', reason });
    return { status: 'ready' };
  });

  const access = metricsAccess(config);
  if (access.kind === 'hidden') {
    // Production without METRICS_TOKEN: as if there were no such address (and no per-request cost).
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => reply.code(404).send({ detail: 'Not found.' }));
    return;
  }
  const metrics = createMetrics(
    database,
    app.log,
    app.deps.jobs.kinds.map((kind) => kind.name),
  );
  app.addHook('onResponse', (request, reply, done) => {
    // The web handler's own API calls (inject) are not HTTP requests: the page's request counts once.
    if (!isInProcess(request.headers)) {
      metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    }
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (access.kind === 'token' && !access.allows(request.headers.authorization)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ detail: 'Authentication credentials were not provided.' });
    }
    const { contentType, body } = await metrics.render();
    return reply.type(contentType).send(body);
  });
}

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a Bearer token; without it, anyone
 * in development and tests (a local Prometheus needs no setup), nobody in production.
 */
export function metricsAccess(config: Pick<Config, 'env' | 'metricsToken'>) {
  if (config.metricsToken) {
    const expected = digest(config.metricsToken);
    return { kind: 'token' as const, allows: (header?: string) => /^Bearer .+/.test(header ?? '') && timingSafeEqual(digest(header!.slice(7)), expected) };
  }
  return config.env === 'production' ? { kind: 'hidden' as const } : { kind: 'open' as const };
}

// Digests have one length: the comparison takes the same time whatever was sent.
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Why the process should not get traffic, or null: the database must answer `select 1` quickly,
 * and hold the migrations this code expects (known once, then only the database is asked).
 */
function readiness(database: Database, log: FastifyInstance['log']): () => Promise<string | null> {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const expected = Math.max(0, ...journal.entries.map((e) => e.when));
  let migrated = false;
  let last: string | null = null;
  const check = async (): Promise<string | null> => {
    try {
      await withTimeout(database.db.execute(sql`select 1`), READY_DB_TIMEOUT_MS, 'the database');
    } catch (error) {
      log.debug({ err: error }, 'readiness: database');
      return 'database unavailable';
    }
    if (migrated) return null;
    try {
      const result = (await withTimeout(
        database.db.execute(sql`select coalesce(max(created_at), 0)::text as applied from drizzle.__drizzle_migrations`),
        READY_DB_TIMEOUT_MS,
        'the database',
      )) as unknown as { rows: { applied: string }[] };
      migrated = Number(result.rows[0]?.applied ?? 0) >= expected;
    } catch (error) {
      log.debug({ err: error }, 'readiness: migrations');
    }
    return migrated ? null : 'migrations pending';
  };
  return async () => {
    const reason = await check();
    // Logged when it changes, not on every probe of an outage.
    if (reason !== last && reason) log.warn({ reason }, 'not ready');
    else if (reason !== last) log.info('ready again');
    last = reason;
    return reason;
  };
}

/**
 * The graceful stop of a web process (SIGTERM, SIGINT): not ready at once, no new connections, the
 * requests in flight and then the running job finish, the database closes. Answers the exit code:
 * 0, or 1 when `timeoutMs` passed first.
 */
export async function shutDown(app: FastifyInstance, timeoutMs: number): Promise<0 | 1> {
  app.operations.beginShutdown(timeoutMs);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    // Fastify's close: the listening socket closes and idle keep-alive connections with it
    // (forceCloseConnections 'idle', its default), then it waits for the requests in flight, then
    // runs the onClose hooks (app.ts: the job queue and the database).
    const outcome = await Promise.race([app.close().then(() => 'closed' as const), timedOut]);
    if (outcome === 'closed') return 0;
    app.log.error({ timeoutMs }, 'shutdown timed out: exiting with work still running');
    return 1;
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    return 1;
  } finally {
    clearTimeout(timer);
  }
}
