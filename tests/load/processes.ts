// Two web processes and one worker on one PostgreSQL, started as the README says (web with
// WORKER=off, `npm run worker` beside them), checked as one site. CI runs it after the test suites
// (.ci/run); it starts real processes, so it is not part of `npm test`:
//
//   node tests/load/processes.ts --db=postgres://postgres@127.0.0.1:5432/wya_processes [--port=3362]
//
// The database is dropped and created again (it must be one this script may own). Checks: a login on
// one process works on the other; a revoked token and a deactivated account are refused by the other
// within 2 s; a queued job (a password-reset mail) runs once; a listing renamed through one process
// shows in the other's next search and profile.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { arg } from '../../scripts/cli.ts';
import { deriveSecret } from '../../server/config-secrets.ts';

const root = path.resolve(import.meta.dirname, '../..');
const DATABASE_URL = arg('db', '');
if (!DATABASE_URL) throw new Error('--db=postgres://… is required (processes cannot share PGlite)');
const PORT = Number(arg('port', '3362'));
const PASSWORD = 'Yoga2011!';
const SESSION_SECRET = 'p'.repeat(48);
const dataDirs: string[] = [];

/** What every process shares (README, "Running several processes"); each has a DATA_DIR of its own. */
function env(port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wya-processes-'));
  dataDirs.push(dataDir);
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'off',
    WORKER: 'off',
    JOB_POLL_SECONDS: '1',
    SESSION_SECRET: SESSION_SECRET,
  };
}

async function recreateDatabase() {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

const web = (port: number): ChildProcess => spawn(process.execPath, ['server/main.ts'], { cwd: root, env: env(port), stdio: ['ignore', 'inherit', 'inherit'] });
const ready = (port: number) =>
  until(`process on ${port} ready`, async () => ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok ? true : undefined), 120_000);

function call(port: number, method: string, url: string, token?: string, body?: unknown) {
  return fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

// The website's client secret, derived from SESSION_SECRET as every process derives it.
const client = { client_id: 'web', client_secret: deriveSecret(SESSION_SECRET, 'web-client-secret') };

async function login(port: number, username: string): Promise<string> {
  const res = await call(port, 'POST', '/api/auth/token/', undefined, { grant_type: 'password', username, password: PASSWORD, ...client });
  if (!res.ok) throw new Error(`login ${username} on ${port}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

const A = PORT;
const B = PORT + 1;
await recreateDatabase();
// The first web process migrates and seeds the demo; the others start at once and wait on the lock.
const processes = [
  web(A),
  web(B),
  spawn(process.execPath, ['server/jobs/worker-cli.ts'], { cwd: root, env: env(PORT + 2), stdio: ['ignore', 'inherit', 'inherit'] }),
];
const workerDir = dataDirs[2];
const results: string[] = [];
try {
  await Promise.all([ready(A), ready(B)]);

  // 1. A login on A works on B.
  const token = await login(A, 'ananda');
  for (const port of [A, B]) if ((await call(port, 'GET', '/api/user-auth/user/', token)).status !== 200) throw new Error(`token from A refused on ${port}`);
  results.push('login on one process works on the other');

  // 2. Revocation: revoked through A, refused by B (which used the token just before) within 2 s.
  const second = await login(B, 'mali');
  await call(B, 'GET', '/api/user-auth/user/', second);
  const loggedOut = Date.now();
  await call(A, 'POST', '/api/auth/revoke-token/', undefined, { token: second, ...client });
  const refusedAfter = await until(
    'revoked token refused on B',
    async () => ((await call(B, 'GET', '/api/user-auth/user/', second)).status === 401 ? Date.now() - loggedOut : undefined),
    2_000,
  );
  results.push(`a token revoked on one process is refused by the other after ${refusedAfter} ms`);

  // 3. A job runs once: a password reset asked through B is mailed by the worker, once.
  const before = existsSync(path.join(workerDir, 'outbox')) ? readdirSync(path.join(workerDir, 'outbox')).length : 0;
  const reset = await call(B, 'POST', '/api/user-auth/password/reset/', undefined, { email: 'li.wei@example.com' });
  if (!reset.ok) throw new Error(`password reset: ${reset.status}`);
  const mails = () =>
    readdirSync(path.join(workerDir, 'outbox')).filter((f) => readFileSync(path.join(workerDir, 'outbox', f), 'utf8').includes('li.wei@example.com'));
  await until('reset mail sent by the worker', async () => (existsSync(path.join(workerDir, 'outbox')) && mails().length > 0 ? true : undefined), 15_000);
  await new Promise((r) => setTimeout(r, 3_000));
  if (mails().length !== 1) throw new Error(`reset mail sent ${mails().length} times`);
  for (const dir of dataDirs.slice(0, 2)) if (existsSync(path.join(dir, 'outbox'))) throw new Error('a web process sent mail with WORKER=off');
  results.push(`a queued job runs once, on the worker (${readdirSync(path.join(workerDir, 'outbox')).length - before} new mail)`);

  // 4. A rename through A shows in B's next search and profile.
  const me = (await (await call(A, 'GET', '/api/user-auth/user/', token)).json()) as { pk: number };
  const own = (await (await call(A, 'GET', `/api/school/school?user=${me.pk}`, token)).json()) as { results: { id: number; slug: string; status?: string }[] };
  const school = own.results.find((s) => s.status === 'approved') ?? own.results[0];
  if (!school) throw new Error('ananda has no school in the demo');
  const saved = await call(A, 'PATCH', `/api/school/school/${school.id}`, token, { name: 'Quintessa Lotus Shala' });
  if (!saved.ok) throw new Error(`rename: ${saved.status} ${await saved.text()}`);
  const found = (await (await call(B, 'GET', '/api/school/school?search=quintessa', token)).json()) as { results: { name: string }[] };
  const profile = (await (await call(B, 'GET', `/api/school/school/${school.slug}`, token)).json()) as { name: string };
  if (found.results[0]?.name !== 'Quintessa Lotus Shala' || profile.name !== 'Quintessa Lotus Shala') throw new Error('rename not seen by the other process');
  results.push("a listing renamed through one process shows in the other's next search and profile");

  for (const line of results) console.log(`OK: ${line}`);
} finally {
  for (const child of processes) child.kill('SIGTERM');
  await Promise.all(processes.map((child) => new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)))));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
