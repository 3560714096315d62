// Directory benchmark, as visitors meet it: every search is a query nobody sent before in the run.
//
//   npm run bench                                   80,000 listings on PGlite, 10 connections, 10 s per call
//   npm run bench -- --size=1k|10k|80k              another seed size (each size keeps its own data folder)
//   npm run bench -- --db=postgres://…/db           PostgreSQL instead (an empty database, or one this seeded)
//   npm run bench -- --duration=15 --connections=10 --only=search,ssr   --fresh (seed again)  --help
//   npm run bench -- --size=10k --only=cpu          CPU per page, pages one at a time (--cpu-pages=400)
//
// Seeds the scale data once per size (server/db/seed/directory-scale.ts, kept in /tmp/wya-bench-<size>
// or in the given database, reused on later runs), builds the web app if needed, starts the production
// server and measures, for each call, `--connections` clients sending requests back to back for
// `--duration` seconds after a 2 s warm-up. Each call is shown next to the floor of the same run
// (`GET /healthz`, one `select 1`) and SSR pages next to `/auth/login` (a page without data).
// Searches come from tests/load/vocabulary.ts and never repeat, so no cache answers them. Also
// reports the time from starting the server to its first answered search, and its memory (RSS now
// and at its highest) after the run.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { arg, helpIfAsked } from '../../scripts/cli.ts';
import { webNodeFlags, webProcessEnv } from '../../scripts/web-process.ts';
import { cpuPerRequest } from './thread-cpu.ts';
import { distinctQueries } from './vocabulary.ts';

const root = path.resolve(import.meta.dirname, '../..');
helpIfAsked(import.meta.filename);
const SIZES: Record<string, number> = { '1k': 1_000, '10k': 10_000, '80k': 80_000 };
const SIZE = arg('size', '80k');
if (!SIZES[SIZE]) throw new Error(`--size must be one of ${Object.keys(SIZES).join(', ')}`);
const DURATION_S = Number(arg('duration', '10'));
const CONNECTIONS = Number(arg('connections', '10'));
const ONLY = arg('only', 'floor,api,search,profile,ssr').split(',');
const CPU_PAGES = Number(arg('cpu-pages', '400'));
const PORT = Number(process.env.BENCH_PORT ?? arg('port', '3400'));
const DATA_DIR = process.env.BENCH_DATA_DIR ?? `/tmp/wya-bench-${SIZE}`;
const DATABASE_URL = arg('db', process.env.BENCH_DATABASE_URL ?? '');
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
  // Background jobs (renewal invoices for the 80,000 generated listings …) would run during the
  // measurement; production runs them too, but not all at once on startup.
  WORKER: 'off',
  SCALE_LISTINGS: String(SIZES[SIZE]),
  WEB_CLIENT_SECRET: 'bench-web-client-secret-0123456789',
  SESSION_SECRET: 'b'.repeat(48),
  // As `npm start` (scripts/start.ts): compiled code kept for the next start.
  NODE_COMPILE_CACHE: path.join(os.tmpdir(), 'node-compile-cache'),
};
const node = process.execPath;

function seed() {
  if (process.argv.includes('--fresh') && !DATABASE_URL) rmSync(DATA_DIR, { recursive: true, force: true });
  if (!DATABASE_URL && existsSync(path.join(DATA_DIR, 'db'))) return;
  console.log(`Seeding ${SIZES[SIZE]} listings into ${DATABASE_URL ? 'PostgreSQL' : DATA_DIR} (skipped when already there) …`);
  const r = spawnSync(node, ['server/db/seed/seed-cli.ts', '--scale'], { cwd: root, env, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('seed failed');
}

/** Starts the production server; resolves once it has answered a search, with how long that took. */
async function startServer(): Promise<{ server: ChildProcess; startMs: number }> {
  spawnSync(node, ['-e', "import('./scripts/build-if-needed.ts').then((m) => m.buildIfNeeded())"], { cwd: root, stdio: 'inherit' });
  const started = performance.now();
  const server = spawn(node, [...webNodeFlags(env), 'server/main.ts'], {
    cwd: root,
    env: { ...env, ...webProcessEnv(env) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 4800; i++) {
    try {
      // Without a token: 401 is an answer from the search route (it runs once the app is ready).
      const res = await fetch(`${base}/api/school/school?search=start${i}`);
      if (res.status < 500) return { server, startMs: Math.round(performance.now() - started) };
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  server.kill();
  throw new Error('server did not start');
}

/**
 * CPU per page, pages one at a time (after 100 of each to warm up): the server's main thread, all its threads
 * (PGlite's, the collector's, compression), and PostgreSQL's processes when it runs on PostgreSQL.
 */
async function measureCpu(pid: number, pages: Record<string, () => string>) {
  console.log(`CPU per page, ${CPU_PAGES} pages one at a time (ms):\n\n| page | main thread | whole process | PostgreSQL |\n|---|---:|---:|---:|`);
  const get = async (url: string) => void (await (await fetch(`${base}${url}`, { headers: { 'accept-encoding': BROWSER_ENCODINGS } })).arrayBuffer());
  // Compiled and its collector grown for every kind first: the first kind measured was 30 % dearer.
  for (const url of Object.values(pages)) for (let i = 0; i < 100; i++) await get(url());
  for (const [name, url] of Object.entries(pages)) {
    const cpu = await cpuPerRequest(pid, CPU_PAGES, () => get(url()));
    console.log(`| ${name} | ${cpu.main} | ${cpu.threads} | ${DATABASE_URL ? cpu.database : '—'} |`);
  }
  console.log('');
}

/** The server's resident memory now and at its highest, in MB (Linux). */
function memoryOf(pid: number | undefined): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (key: string) => Math.round(Number(status.match(new RegExp(`${key}:\\s+(\\d+) kB`))?.[1] ?? Number.NaN) / 1024);
  return { rss: mb('VmRSS'), hwm: mb('VmHWM') };
}

// What Chromium asks for: the server answers it with zstd (and brotli to browsers without zstd).
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

type Result = { name: string; floor?: string; requests: number; errors: number; rps: number; p50: number; p95: number; p99: number };

/** `CONNECTIONS` clients send requests back to back for `DURATION_S` seconds (after a 2 s warm-up). */
async function run(name: string, next: () => { url: string; headers?: Record<string, string> }, floor?: string): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const loop = async (until: number, record: boolean) => {
    while (performance.now() < until) {
      const { url, headers } = next();
      const t0 = performance.now();
      const res = await fetch(`${base}${url}`, { headers: { 'accept-encoding': BROWSER_ENCODINGS, ...headers }, redirect: 'manual' });
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
  const result = { name, floor, requests: latencies.length, errors, rps: Math.round(latencies.length / elapsed), p50: q(0.5), p95: q(0.95), p99: q(0.99) };
  console.log(`  ${name}: p50 ${result.p50} ms, p95 ${result.p95} ms, ${result.rps}/s${errors ? `, ${errors} errors` : ''}`);
  return result;
}

seed();
const { server, startMs } = await startServer();
console.log(`From start to the first answered search: ${startMs} ms`);
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
  // Profiles are visited in turn from up to 5,000 schools, each once in a run.
  const slugs: string[] = [];
  for (let page = 1; page <= 50; page++) {
    const answer = (await (await fetch(`${base}/api/school/school?ordering=name&page_size=100&page=${page}`, { headers: auth })).json()) as {
      results?: { slug: string }[];
    };
    slugs.push(...(answer.results ?? []).map((s) => s.slug));
    if ((answer.results ?? []).length < 100) break;
  }
  let slugAt = 0;
  const slug = () => slugs[slugAt++ % slugs.length];
  // One stream for the whole run: no query is sent twice, whatever the call.
  const query = distinctQueries(Date.now());
  const wants = (group: string) => ONLY.includes(group);
  const results: Result[] = [];
  const floor = 'GET /healthz (floor)';
  const login = 'SSR /auth/login (no data)';
  if (wants('cpu')) {
    await measureCpu(server.pid ?? 0, {
      login: () => '/auth/login',
      schools: () => `/directory/schools?q=${query()}`,
      teachers: () => `/directory/teachers?q=${query()}`,
      school: () => `/schools/${slug()}`,
    });
  }
  // The concurrent calls, unless only the CPU per page was asked for.
  if (ONLY.some((group) => group !== 'cpu')) {
    console.log(`Measuring (${CONNECTIONS} connections, ${DURATION_S} s per call) …`);
    results.push(await run(floor, () => ({ url: '/healthz' })));
    // A search should cost no more than rendering a page without data.
    results.push(await run(login, () => ({ url: '/auth/login' })));
    if (wants('api'))
      results.push(await run('API call that only checks its token', () => ({ url: '/api/cities_light/countries/?page_size=5', headers: auth }), floor));
    if (wants('search')) {
      results.push(
        await run('API GET /api/school/school?search=… (new queries)', () => ({ url: `/api/school/school?search=${query()}`, headers: auth }), login),
      );
      results.push(
        await run('API GET /api/teacher/teacher?search=… (new queries)', () => ({ url: `/api/teacher/teacher?search=${query()}`, headers: auth }), login),
      );
      results.push(await run('API GET /api/event?search=… (new queries)', () => ({ url: `/api/event?search=${query()}`, headers: auth }), login));
    }
    if (wants('profile')) results.push(await run('API GET /api/school/school/{slug}', () => ({ url: `/api/school/school/${slug()}`, headers: auth }), floor));
    if (wants('ssr')) {
      results.push(await run('SSR /directory/schools?q=… (new queries)', () => ({ url: `/directory/schools?q=${query()}` }), login));
      results.push(await run('SSR /directory/teachers?q=… (new queries)', () => ({ url: `/directory/teachers?q=${query()}` }), login));
      results.push(await run('SSR /schools/{slug}', () => ({ url: `/schools/${slug()}` }), login));
    }
    const load = os.loadavg().map((l) => l.toFixed(1));
    console.log(
      `\n${SIZES[SIZE].toLocaleString('en')} listings, ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${CONNECTIONS} connections, ${DURATION_S} s per call; load average at the end ${load.join(' / ')}\n`,
    );
    const memory = memoryOf(server.pid);
    console.log(`Server memory after the run: RSS ${memory.rss} MB (highest ${memory.hwm} MB); start to first search ${startMs} ms\n`);
    const p95 = new Map(results.map((r) => [r.name, r.p95]));
    console.log('| call | requests | errors | req/s | p50 ms | p95 ms | p99 ms | p95 ÷ its floor |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---|');
    for (const r of results) {
      const ratio = r.floor ? `${(r.p95 / (p95.get(r.floor) ?? Number.NaN)).toFixed(1)} × ${r.floor === floor ? 'healthz' : 'login'}` : '';
      console.log(`| ${r.name} | ${r.requests} | ${r.errors} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${ratio} |`);
    }
  }
} finally {
  server.kill('SIGTERM');
}
