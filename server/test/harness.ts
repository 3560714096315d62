import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { TokenAnswer } from '#common/auth.ts';
import { type AppOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { drainJobs } from '../jobs/worker.ts';
import { TEMPLATE_DB, withDatabase } from './global-setup.ts';

export const WEB_CLIENT = { id: 'web', secret: 'test-web-client-secret' };

/** A fresh database for one test file: the PGlite snapshot loaded, or a PostgreSQL clone of the template. */
export async function openTestDatabase(): Promise<Database & { drop(): Promise<void>; url?: string }> {
  const server = inject('postgresAdmin');
  if (server) {
    const name = `wya_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    await admin.end();
    const url = withDatabase(server, name);
    const database = await openDatabase({ databaseUrl: url });
    return {
      ...database,
      url,
      async drop() {
        const a = new pg.Client({ connectionString: server });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const database = await openDatabase({ loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]) });
  return { ...database, drop: async () => {} };
}

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: Database & { url?: string };
  dataDir: string;
  /** Runs the queued background jobs (mail …) now; tests run no polling worker (WORKER=off). */
  drainJobs(): Promise<number>;
  close(): Promise<void>;
};

/** The real app on a fresh database and data folder; outside services use their development adapters. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'clientDir' | 'webBuild'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wya-app-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      RATE_LIMIT: 'off',
      SESSION_SECRET: 'x'.repeat(40),
      WEB_CLIENT_SECRET: WEB_CLIENT.secret,
      PUBLIC_URL: 'http://localhost:3000',
      WORKER: 'off',
      ...env,
    },
    overrides,
  );
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, logger: false, ...options });
  await app.ready();
  return {
    app,
    config,
    database,
    dataDir,
    drainJobs: () => drainJobs(app.deps.jobs, app.deps),
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function clientToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/token/',
    payload: { grant_type: 'client_credentials', client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret },
  });
  return (res.json() as TokenAnswer).access_token;
}

export async function passwordLogin(app: FastifyInstance, username: string, password: string): Promise<TokenAnswer> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/token/',
    payload: { grant_type: 'password', username, password, client_id: WEB_CLIENT.id, client_secret: WEB_CLIENT.secret },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json() as TokenAnswer;
}

let counter = 0;
export const STRONG_PASSWORD = 'Lotus2011pose';

/**
 * Another web process of the same site: its own app (and, on PostgreSQL, its own connection pool)
 * on the first app's database, with the first app's settings. PGlite serves one process, so the
 * second app shares its connection there.
 */
export async function createSecondApp(first: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  // Closing an app closes its database: the shared PGlite stays open for the first app.
  const database = first.database.url ? await openDatabase({ databaseUrl: first.database.url }) : { ...first.database, close: async () => {} };
  const app = await buildApp({ config: first.config, database, logger: false });
  await app.ready();
  return { app, close: () => app.close() };
}

/** Signs a new member up through the API and logs them in. */
export async function newMember(app: FastifyInstance, fields: Partial<Record<string, string | boolean>> = {}) {
  counter += 1;
  const username = `member${counter}_${Math.random().toString(36).slice(2, 6)}`;
  const body = {
    username,
    email: `${username}@example.com`,
    password1: STRONG_PASSWORD,
    password2: STRONG_PASSWORD,
    first_name: 'Test',
    last_name: 'Member',
    accept_terms: true,
    ...fields,
  };
  const res = await app.inject({ method: 'POST', url: '/api/user-auth/registration/', payload: body });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const tokens = await passwordLogin(app, String(body.username), String(body.password1));
  return {
    ...(res.json() as { pk: number }),
    username: String(body.username),
    email: String(body.email),
    password: String(body.password1),
    tokens,
    token: tokens.access_token,
  };
}

/** inject() with a Bearer token and a language. */
export function call(app: FastifyInstance, token: string | null, options: InjectOptions & { lang?: string }) {
  const { lang, ...rest } = options;
  return app.inject({
    ...rest,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(lang ? { 'accept-language': lang } : {}), ...(rest.headers ?? {}) },
  });
}
