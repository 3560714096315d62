// Lighthouse (mobile, default throttling) on the public pages, in English and in Thai:
//
//   npm run lighthouse                          builds if needed, starts the production server on a fresh
//                                               demo database (port 3390), audits, stops it
//   npm run lighthouse -- --url=http://host:port  audits a server that is already running instead
//   npm run lighthouse -- --langs=en,th,zh --pages=/,/fee-details --runs=3 --port=3390
//   npm run lighthouse -- --cpu-slowdown=8     as a host half as fast would score (Lighthouse's default is 4;
//                                               each report's benchmarkIndex says how fast this host is)
//
// Pages: /, /directory, a school profile, a directory event and /fee-details (the first public ones
// the sitemap lists). English pages at their plain address, others at their own (?lang=th, the
// page's canonical and hreflang address), with Accept-Language too. Each page is audited
// `--runs` times (default 1) and the median performance score is kept; every score below 100 lists
// its failing audits. Reports (JSON) go to /tmp/wya-lighthouse (or --out=DIR). Chromium: /usr/bin/chromium or CHROMIUM_PATH.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { arg, helpIfAsked } from './cli.ts';

const root = path.resolve(import.meta.dirname, '..');
helpIfAsked(import.meta.filename);
const PORT = Number(arg('port', '3390'));
const GIVEN_URL = arg('url', '');
const base = GIVEN_URL || `http://127.0.0.1:${PORT}`;
const LANGS = arg('langs', 'en,th').split(',');
const RUNS = Number(arg('runs', '1'));
const OUT = arg('out', '/tmp/wya-lighthouse');
const CPU_SLOWDOWN = Number(arg('cpu-slowdown', '4'));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function startServer(): Promise<{ server: ChildProcess; dataDir: string }> {
  spawnSync(process.execPath, ['-e', "import('./scripts/build-if-needed.ts').then((m) => m.buildIfNeeded())"], { cwd: root, stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wya-lighthouse-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'off',
    WEB_CLIENT_SECRET: 'lighthouse-web-client-secret-0123456789',
    SESSION_SECRET: 'l'.repeat(48),
  };
  const server = spawn(process.execPath, ['server/main.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { server, dataDir };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('server did not start');
}

/** The first public school and directory event, read from the site's own sitemap. */
async function samplePages(): Promise<string[]> {
  const locs = async (url: string) => [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const urls: string[] = [];
  for (const loc of await locs(`${base}/sitemap.xml`)) {
    if (loc.endsWith('.xml') || loc.startsWith('/sitemap/')) urls.push(...(await locs(`${base}${loc}`)));
    else urls.push(loc);
  }
  const school = urls.find((u) => u.startsWith('/schools/'));
  const event = urls.find((u) => u.startsWith('/event/'));
  return ['/', '/directory', ...(school ? [school] : []), ...(event ? [event] : []), '/fee-details'];
}

type Scores = Record<(typeof CATEGORIES)[number], number> & { lcp: number; tbt: number; benchmarkIndex: number; failing: string[]; runtimeError: boolean };

async function audit(port: number, url: string, lang: string): Promise<Scores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    formFactor: 'mobile',
    ...(CPU_SLOWDOWN === 4 ? {} : { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
    extraHeaders: { 'Accept-Language': lang },
  });
  if (!result) throw new Error(`no result for ${url}`);
  const lhr = result.lhr;
  writeFileSync(path.join(OUT, `${lang}${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) console.log(`    ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const failing: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if ((category?.score ?? 0) >= 1) continue;
    for (const ref of category?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < (id === 'performance' ? 0.9 : 1)) failing.push(`${id}: ${a.id} (${a.displayValue ?? a.score})`);
    }
  }
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failing,
    runtimeError: Boolean(lhr.runtimeError),
  };
}

/** Lighthouse sometimes records no trace of a load (NO_NAVSTART): that run is tried again, up to twice. */
async function auditRetrying(port: number, url: string, lang: string): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    const scores = await audit(port, url, lang);
    if (!scores.runtimeError || attempt === 3) return scores;
    console.log(`    trying ${url} again`);
  }
}

mkdirSync(OUT, { recursive: true });
const started = GIVEN_URL ? undefined : await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const pages = arg('pages', '') ? arg('pages', '').split(',') : await samplePages();
  const rows: string[] = [];
  let failed = false;
  // English first: a ?lang= address sets the language cookie, which later pages would follow.
  for (const lang of [...LANGS].sort((a, b) => Number(b === 'en') - Number(a === 'en'))) {
    for (const page of pages) {
      const runs: Scores[] = [];
      const url = `${base}${page}${lang === 'en' ? '' : `${page.includes('?') ? '&' : '?'}lang=${lang}`}`;
      for (let i = 0; i < RUNS; i++) runs.push(await auditRetrying(chrome.port, url, lang));
      runs.sort((a, b) => a.performance - b.performance);
      const s = runs[Math.floor(runs.length / 2)];
      const line = `| ${page} | ${lang} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${(s.lcp / 1000).toFixed(1)} s | ${s.tbt} ms | ${s.benchmarkIndex} |`;
      console.log(line);
      for (const f of s.failing) console.log(`    ${f}`);
      rows.push(line);
      if (s.performance < 95 || s.accessibility < 100 || s['best-practices'] < 100 || s.seo < 100) failed = true;
    }
  }
  console.log(
    `\nLighthouse mobile (CPU slowdown ${CPU_SLOWDOWN}×), ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}\n`,
  );
  console.log('| page | language | performance | accessibility | best practices | SEO | LCP | TBT | benchmark index |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(r);
  process.exitCode = failed ? 1 : 0;
} finally {
  chrome.kill();
  started?.server.kill('SIGTERM');
  if (started) setTimeout(() => rmSync(started.dataDir, { recursive: true, force: true }), 2000);
}
