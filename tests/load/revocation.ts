// Two server processes on one PostgreSQL: a token used on both, revoked (or its account
// deactivated by staff) through the first, must be refused by the second within the bound
// (TOKEN_REVOCATION_POLL_MS, 1 s by default). Not part of `npm test` (it starts real processes):
//
//   node tests/load/revocation.ts --db=postgres://postgres@127.0.0.1:5432/wya_x [--port=3362]
//
// The database is migrated and given the demo data if empty. Ports --port and --port + 1.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { arg } from '../../scripts/cli.ts';

const root = path.resolve(import.meta.dirname, '../..');
const DATABASE_URL = arg('db', process.env.DATABASE_URL ?? '');
if (!DATABASE_URL) throw new Error('--db=postgres://… is required (two processes cannot share PGlite)');
const PORT = Number(arg('port', '3362'));
const SECRET = 'revocation-web-client-secret-0123456789';

function env(port: number) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL,
    DATA_DIR: `/tmp/wya-revocation-${port}`,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'off',
    WORKER: 'off',
    WEB_CLIENT_SECRET: SECRET,
    SESSION_SECRET: 'r'.repeat(48),
  };
}

async function start(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['server/main.ts'], { cwd: root, env: env(port), stdio: ['ignore', 'inherit', 'inherit'] });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error(`server on ${port} did not start`);
}

const post = (port: number, url: string, body: unknown, token?: string) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method: url.startsWith('/api/staff/') ? 'PATCH' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const me = (port: number, token: string) => fetch(`http://127.0.0.1:${port}/api/user-auth/user/`, { headers: { authorization: `Bearer ${token}` } });

async function login(port: number, username: string, password: string): Promise<string> {
  const res = await post(port, '/api/auth/token/', { grant_type: 'password', username, password, client_id: 'web', client_secret: SECRET });
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Milliseconds until `port` refuses the token (polling every 25 ms, up to 10 s). */
async function refusedAfter(port: number, token: string, since: number): Promise<number> {
  while (Date.now() - since < 10_000) {
    if ((await me(port, token)).status === 401) return Date.now() - since;
    await new Promise((r) => setTimeout(r, 25));
  }
  return Number.POSITIVE_INFINITY;
}

spawnSync(process.execPath, ['server/db/seed/seed-cli.ts'], { cwd: root, env: env(PORT), stdio: 'inherit' });
const a = await start(PORT);
const b = await start(PORT + 1);
let failed = false;
try {
  const username = `revocation${Date.now()}`;
  const password = 'Lotus2011pose';
  const signup = await post(PORT, '/api/user-auth/registration/', {
    username,
    email: `${username}@example.com`,
    password1: password,
    password2: password,
    first_name: 'Revo',
    last_name: 'Cation',
    accept_terms: true,
  });
  if (signup.status !== 201) throw new Error(`registration: ${signup.status} ${await signup.text()}`);
  const memberId = ((await signup.json()) as { pk: number }).pk;

  // 1. Revoked on A: B has the token in its cache (used just before) and must refuse it within the bound.
  const token = await login(PORT, username, password);
  for (const port of [PORT, PORT + 1]) if ((await me(port, token)).status !== 200) throw new Error('token not accepted');
  const revokedAt = Date.now();
  await post(PORT, '/api/auth/revoke-token/', { token, client_id: 'web', client_secret: SECRET });
  const onA = await refusedAfter(PORT, token, revokedAt);
  const onB = await refusedAfter(PORT + 1, token, revokedAt);
  console.log(`revoked token: refused by the revoking process after ${onA} ms, by the other after ${onB} ms`);

  // 2. Account deactivated by staff on A: the member's other token, cached on B, stops working too.
  const second = await login(PORT, username, password);
  for (const port of [PORT, PORT + 1]) if ((await me(port, second)).status !== 200) throw new Error('second token not accepted');
  const staff = await login(PORT, process.env.STAFF_USER ?? 'staff', process.env.STAFF_PASSWORD ?? 'Yoga2011!').catch(() => undefined);
  if (staff) {
    const deactivatedAt = Date.now();
    const res = await post(PORT, `/api/staff/members/${memberId}`, { is_active: false }, staff);
    if (!res.ok) throw new Error(`deactivate: ${res.status} ${await res.text()}`);
    const deactivatedOnB = await refusedAfter(PORT + 1, second, deactivatedAt);
    console.log(`deactivated account: its token refused by the other process after ${deactivatedOnB} ms`);
    failed ||= deactivatedOnB > 3000;
  } else {
    console.log('(no staff login: set STAFF_USER and STAFF_PASSWORD to check deactivation too)');
  }
  failed ||= onA > 100 || onB > 3000;
} finally {
  a.kill('SIGTERM');
  b.kill('SIGTERM');
}
console.log(failed ? 'FAILED: a revocation took longer than the bound' : 'OK: within the bound');
process.exitCode = failed ? 1 : 0;
