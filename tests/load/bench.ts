// Directory benchmark: `node tests/load/bench.ts [--reuse] [--duration=15] [--connections=10]`
// Seeds the scale data (10,000 schools, 50,000 teachers, 20,000 events) into a fresh data folder,
// starts the production server, and reports p50 / p95 latency and requests per second for the
// directory search call, a profile call, and the SSR pages /directory?… and /schools/:slug.
// BENCH_DATABASE_URL=postgres://… runs the same against PostgreSQL instead of PGlite.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const DURATION_S = Number(arg('duration', '15'));
const CONNECTIONS = Number(arg('connections', '10'));
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '/tmp/wya-bench-data';
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';
const base = `http://127.0.0.1:${PORT}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(PORT),
  DATA_DIR,
  DATABASE_URL,
  PUBLIC_URL: base,
  LOG_LEVEL: 'warn',
  RATE_LIMIT: 'off',
  WEB_CLIENT_SECRET: 'bench-web-client-secret-0123456789',
  SESSION_SECRET: 'b'.repeat(48),
};
const node = process.execPath;

function seed() {
  if (process.argv.includes('--reuse') && (DATABASE_URL || existsSync(path.join(DATA_DIR, 'db')))) return;
  if (!DATABASE_URL) rmSync(DATA_DIR, { recursive: true, force: true });
  console.log(`Seeding the scale data into ${DATABASE_URL ? 'PostgreSQL' : DATA_DIR} …`);
  const r = spawnSync(node, ['server/db/seed/seed-cli.ts', '--scale'], { cwd: root, env, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('seed failed');
}

async function startServer(): Promise<ChildProcess> {
  spawnSync(node, ['-e', "import('./scripts/build-if-needed.ts').then((m) => m.buildIfNeeded())"], { cwd: root, stdio: 'inherit' });
  const server = spawn(node, ['server/main.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('server did not start');
}

type Result = { name: string; requests: number; errors: number; rps: number; p50: number; p95: number; p99: number; max: number };

/** `CONNECTIONS` workers send requests back to back for `DURATION_S` seconds (after a short warm-up). */
async function run(name: string, next: (i: number) => { url: string; headers?: Record<string, string> }): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  const loop = async (until: number, record: boolean) => {
    while (performance.now() < until) {
      const { url, headers } = next(counter++);
      const t0 = performance.now();
      const res = await fetch(`${base}${url}`, { headers, redirect: 'manual' });
      await res.arrayBuffer();
      const ms = performance.now() - t0;
      if (res.status !== 200) errors++;
      if (record) latencies.push(ms);
    }
  };
  const warm = performance.now() + 2000;
  await Promise.all(Array.from({ length: CONNECTIONS }, () => loop(warm, false)));
  const start = performance.now();
  const end = start + DURATION_S * 1000;
  await Promise.all(Array.from({ length: CONNECTIONS }, () => loop(end, true)));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] * 10) / 10;
  return { name, requests: latencies.length, errors, rps: Math.round(latencies.length / elapsed), p50: q(0.5), p95: q(0.95), p99: q(0.99), max: q(1) };
}

seed();
const server = await startServer();
try {
  const token = (
    (await (
      await fetch(`${base}/api/auth/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'web', client_secret: env.WEB_CLIENT_SECRET }),
      })
    ).json()) as { access_token: string }
  ).access_token;
  const auth = { authorization: `Bearer ${token}` };
  const slugs = (
    (await (await fetch(`${base}/api/school/school?ordering=name&page_size=100`, { headers: auth })).json()) as { results: { slug: string }[] }
  ).results.map((s) => s.slug);
  const searches = [
    'yoga',
    'hatha',
    'vinyasa&country=IN',
    'lotus',
    'sunrise yoga shala',
    'rishikesh',
    'sattva acadmy',
    'meditation&country=TH',
    'ganga',
    'zen&level=CYS',
    'bodhi&style=yin',
    'ashram',
  ];
  const pages = ['q=yoga', 'q=hatha&country=IN', 'country=TH', 'q=lotus&style=yin', 'q=sunrise', 'country=US&level=CYS', 'q=meditation', 'q=prana&country=BR'];
  const results: Result[] = [];
  results.push(await run('API GET /api/school/school?search=…', (i) => ({ url: `/api/school/school?search=${searches[i % searches.length]}`, headers: auth })));
  results.push(await run('API GET /api/school/school/{slug}', (i) => ({ url: `/api/school/school/${slugs[i % slugs.length]}`, headers: auth })));
  results.push(
    await run('API GET /api/teacher/teacher?search=…', (i) => ({ url: `/api/teacher/teacher?search=${searches[i % searches.length]}`, headers: auth })),
  );
  results.push(await run('API GET /api/event?search=…', (i) => ({ url: `/api/event?search=${searches[i % searches.length]}`, headers: auth })));
  results.push(await run('SSR /directory/schools?…', (i) => ({ url: `/directory/schools?${pages[i % pages.length]}` })));
  results.push(await run('SSR /schools/{slug}', (i) => ({ url: `/schools/${slugs[i % slugs.length]}` })));
  console.log(
    `\n${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections, ${DURATION_S} s each\n`,
  );
  console.log('| call | requests | errors | req/s | p50 ms | p95 ms | p99 ms |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of results) console.log(`| ${r.name} | ${r.requests} | ${r.errors} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} |`);
} finally {
  server.kill('SIGTERM');
}
