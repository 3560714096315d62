import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { call, clientToken, createTestApp, openTestDatabase, type TestApp, WEB_CLIENT } from '../test/harness.ts';
import { metricsAccess, shutDown } from './operations.ts';

const METRICS_TOKEN = 'metrics-token-of-the-tests-0123456789';

describe('/readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready while the database answers and holds the migrations', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready once the shutdown began, while /healthz still answers', async () => {
    t.app.operations.beginShutdown();
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not ready', reason: 'shutting down' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('is left out of the OpenAPI document, with /metrics', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths).filter((p) => ['/readyz', '/metrics', '/healthz'].includes(p))).toEqual([]);
  });
});

describe('/metrics', () => {
  it('is open in development and tests without METRICS_TOKEN, hidden in production, else needs the token', () => {
    expect(metricsAccess({ env: 'test' }).kind).toBe('open');
    expect(metricsAccess({ env: 'development' }).kind).toBe('open');
    expect(metricsAccess({ env: 'production' }).kind).toBe('hidden');
    const access = metricsAccess({ env: 'development', metricsToken: METRICS_TOKEN });
    expect(access.kind === 'token' && access.allows(`Bearer ${METRICS_TOKEN}`)).toBe(true);
    for (const header of [undefined, '', 'Bearer ', `Bearer ${METRICS_TOKEN}x`, `Basic ${METRICS_TOKEN}`, METRICS_TOKEN])
      expect(access.kind === 'token' && access.allows(header), String(header)).toBe(false);
  });

  it('answers 404 in production when no METRICS_TOKEN is set', async () => {
    const t = await createTestApp({ env: 'production' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  describe('in production with METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: 'production', metricsToken: METRICS_TOKEN });
    });
    afterAll(() => t.close());
    const scrape = (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

    it('refuses a scrape without the token, or with another', async () => {
      for (const res of [await scrape(), await scrape('Bearer not-the-token-at-all-000000')]) {
        expect(res.statusCode).toBe(401);
        expect(res.headers['www-authenticate']).toBe('Bearer');
        expect(res.body).not.toContain('http_requests_total');
      }
    });

    it('counts requests by route pattern and status class, and exposes the queue, the process and the pool', async () => {
      const visitor = await clientToken(t.app);
      for (const slug of ['no-such-school', 'nor-this-one'])
        expect((await call(t.app, visitor, { method: 'GET', url: `/api/school/school/${slug}` })).statusCode).toBe(404);
      const queue = t.app.deps.jobs.kinds[0].name;
      // WORKER=off in tests: the job stays queued.
      await t.app.deps.jobs.boss.send(queue, { probe: true });

      const res = await scrape(`Bearer ${METRICS_TOKEN}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      const body = res.body;
      // The pattern, never the URL: one series for every school asked for.
      expect(body).toContain('http_requests_total{method="GET",route="/api/school/school/:id",status_class="4xx"} 2');
      expect(body).toContain('http_request_duration_seconds_count{method="GET",route="/api/school/school/:id",status_class="4xx"} 2');
      expect(body).not.toContain('no-such-school');
      expect(body).toContain('http_requests_total{method="POST",route="/api/auth/token/",status_class="2xx"} 1');
      expect(body).toMatch(new RegExp(`job_queue_depth\\{queue="${queue}"\\} [1-9]`));
      expect(body).toMatch(new RegExp(`job_queue_oldest_age_seconds\\{queue="${queue}"\\} \\d`));
      // A queue with nothing in it still has its series.
      expect(body).toContain(`job_queue_depth{queue="${t.app.deps.jobs.kinds[1].name}"} 0`);
      expect(body).toContain('nodejs_eventloop_lag_seconds');
      if (t.database.kind === 'postgres') expect(body).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
      else expect(body).not.toContain('db_pool_connections');
    });
  });
});

describe('settings', () => {
  it('reads METRICS_TOKEN and SHUTDOWN_TIMEOUT_MS, and refuses a short token', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wya-settings-'));
    try {
      const env = { NODE_ENV: 'test', DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), WEB_CLIENT_SECRET: WEB_CLIENT.secret };
      expect(loadConfig(env)).toMatchObject({ metricsToken: undefined, shutdownTimeoutMs: 25_000 });
      expect(loadConfig({ ...env, METRICS_TOKEN: METRICS_TOKEN, SHUTDOWN_TIMEOUT_MS: '5000' })).toMatchObject({
        metricsToken: METRICS_TOKEN,
        shutdownTimeoutMs: 5000,
      });
      expect(() => loadConfig({ ...env, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('graceful shutdown', () => {
  it('stops taking connections, lets the request in flight finish, then closes', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wya-shutdown-'));
    const database = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'x'.repeat(40),
      WEB_CLIENT_SECRET: WEB_CLIENT.secret,
      WORKER: 'off',
    });
    const app = await buildApp({ config, database, logger: false });
    // A test-only route whose answer waits until the test lets it go.
    let started!: () => void;
    let release!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    app.get('/test/slow', async () => {
      started();
      await gate;
      return { done: true };
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const slow = fetch(`${base}/test/slow`);
      await running;

      let exitCode: number | undefined;
      const closing = shutDown(app, 20_000).then((code) => (exitCode = code));
      expect(app.operations.shuttingDown).toBe(true);
      expect(await refusesConnections(base)).toBe(true);
      expect(exitCode).toBeUndefined();

      release();
      const res = await slow;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ done: true });
      // Its keep-alive connection is closed after the answer instead of holding the close.
      expect(res.headers.get('connection')).toBe('close');
      await closing;
      expect(exitCode).toBe(0);
    } finally {
      release();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers exit code 1 when the time runs out first', async () => {
    const errors: unknown[] = [];
    const stuck = {
      operations: { beginShutdown() {} },
      close: () => new Promise(() => {}),
      log: { error: (...args: unknown[]) => errors.push(args) },
    } as unknown as FastifyInstance;
    expect(await shutDown(stuck, 50)).toBe(1);
    expect(errors).toHaveLength(1);
  });
});

/** Whether new connections are refused (the listening socket closed) within a second. */
async function refusesConnections(base: string): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    try {
      await (await fetch(`${base}/healthz`)).arrayBuffer();
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}
