// Lighthouse (mobile, default throttling) on the public pages (or, logged in, the member's or the office's), in English and in Thai:
//
//   npm run lighthouse                          builds if needed, starts the production server on a fresh
//                                               demo database (port 3390), audits, stops it
//   npm run lighthouse -- --url=http://host:port  audits a server that is already running instead
//   npm run lighthouse -- --langs=en,th,zh --pages=/,/fee-details --runs=3 --port=3390
//   npm run lighthouse -- --cpu-slowdown=8     as a host half as fast would score (Lighthouse's default is 4;
//                                               each report's benchmarkIndex says how fast this host is)
//
//   npm run lighthouse -- --as=member          the member pages instead, logged in as the demo member `ananda`
//   npm run lighthouse -- --as=staff           the office's pages, logged in as the demo `staff`
//                                               (--user=NAME --password=PW for another account, e.g. with --url)
//
// Pages: /, /directory, a school profile, a directory event and /fee-details (the first public ones
// the sitemap lists). With --as=member: /user-profile, /change-password, /notifications, /bookings,
// /billing, an unpaid invoice's checkout, /school/profile (with its events list), an event's bookings,
// /school/add-event and /teacher/profile; with --as=staff: /staff, /staff/applications, an application,
// /staff/members, a member, /staff/payments, /staff/audit, /staff/content and a content list (each
// detail page the first one its list links to). The account logs in through the site's login form as
// a browser does (POST /auth/login); its session cookie goes in the browser's cookie jar (again after
// half an hour, before its token ends); SEO is not scored there (those pages are noindex). English
// pages at their plain address, others at their own (?lang=th, the page's canonical and hreflang
// address), with Accept-Language too. Each page is audited
// `--runs` times (default 1) and the median performance score is kept; every score below 100 lists
// its failing audits. Reports (JSON) go to /tmp/wya-lighthouse (or --out=DIR). Chromium: /usr/bin/chromium or CHROMIUM_PATH.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { arg, helpIfAsked } from './cli.ts';
import { webNodeFlags, webProcessEnv } from './web-process.ts';

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
const AS = arg('as', '');
if (AS !== '' && AS !== 'member' && AS !== 'staff') throw new Error('--as is member or staff');
const USER = arg('user', AS === 'staff' ? 'staff' : 'ananda');
const PASSWORD = arg('password', 'Yoga2011!');
// Pages behind a login are noindex and have no description by design: SEO is not theirs to score.
const AUDITED = CATEGORIES.filter((id) => !AS || id !== 'seo');

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
  const server = spawn(process.execPath, [...webNodeFlags(env), 'server/main.ts'], {
    cwd: root,
    env: { ...env, ...webProcessEnv(env) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
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

/** Logs in through the site's own login form, as a browser posts it, and keeps the session cookie. */
async function logIn(): Promise<string> {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(base).origin },
    body: new URLSearchParams({ username: USER, password: PASSWORD, next: '/' }),
    redirect: 'manual',
  });
  const session = response.headers.getSetCookie().find((c) => c.startsWith('wya_session=') && !c.startsWith('wya_session=;'));
  if (response.status !== 302 || !session) throw new Error(`could not log in as ${USER} (${response.status})`);
  return session.split(';')[0];
}

/**
 * Puts the session cookie in the browser's own cookie jar, as the login's answer would: a Cookie in
 * Lighthouse's extraHeaders gives way to the jar's cookies as soon as a page sets one (`?lang=th` does).
 */
async function setBrowserCookie(chromePort: number, cookie: string): Promise<void> {
  const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${chromePort}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const ws = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  const answer = new Promise((resolve, reject) => {
    ws.onmessage = (e) => {
      const message = JSON.parse(String(e.data)) as { id: number; error?: { message: string } };
      if (message.id === 1) message.error ? reject(new Error(message.error.message)) : resolve(message);
    };
  });
  ws.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: [{ name, value, url: base, path: '/', httpOnly: true }] } }));
  await answer;
  ws.close();
}

/** The session cookie, logged in again after half an hour: an access token lasts an hour, and one refresh token works once. */
let login: { cookie: string; at: number } | null = null;
async function sessionCookie(chromePort: number): Promise<string> {
  if (!login || Date.now() - login.at > 30 * 60_000) {
    login = { cookie: await logIn(), at: Date.now() };
    await setBrowserCookie(chromePort, login.cookie);
  }
  return login.cookie;
}

/** The first link on a page (read with the session) whose address matches, or nothing. */
async function firstLink(chromePort: number, page: string, pattern: RegExp): Promise<string[]> {
  const html = await (await fetch(`${base}${page}`, { headers: { Cookie: await sessionCookie(chromePort) } })).text();
  const found = html.match(pattern)?.[0];
  if (!found) console.log(`    no ${pattern.source} on ${page}: left out`);
  return found ? [found] : [];
}

/** The member's or the office's pages, with a sample of each kind of detail page read from the lists. */
async function loggedInPages(chromePort: number): Promise<string[]> {
  const firstLinkOn = (page: string, pattern: RegExp) => firstLink(chromePort, page, pattern);
  if (AS === 'staff') {
    return [
      '/staff',
      '/staff/applications',
      ...(await firstLinkOn('/staff/applications', /\/staff\/applications\/(school|teacher)\/\d+/)),
      '/staff/members',
      ...(await firstLinkOn('/staff/members', /\/staff\/members\/\d+/)),
      '/staff/payments',
      '/staff/audit',
      '/staff/content',
      ...(await firstLinkOn('/staff/content', /\/staff\/content\/(?!fees\b|ratings\b)[a-z-]+(?=")/)),
    ];
  }
  return [
    '/user-profile',
    '/change-password',
    '/notifications',
    '/bookings',
    '/billing',
    ...(await firstLinkOn('/billing', /\/billing\/checkout\/\d+/)),
    '/school/profile',
    ...(await firstLinkOn('/school/profile', /\/school\/events\/\d+\/bookings/)),
    '/school/add-event',
    '/teacher/profile',
  ];
}

type Scores = Record<(typeof CATEGORIES)[number], number> & { lcp: number; tbt: number; benchmarkIndex: number; failing: string[]; runtimeError: boolean };

async function audit(port: number, url: string, lang: string): Promise<Scores> {
  if (AS) await sessionCookie(port);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...AUDITED],
    formFactor: 'mobile',
    ...(CPU_SLOWDOWN === 4 ? {} : { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
    extraHeaders: { 'Accept-Language': lang },
  });
  if (!result) throw new Error(`no result for ${url}`);
  const lhr = result.lhr;
  writeFileSync(path.join(OUT, `${lang}${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) console.log(`    ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (AS && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}: not logged in?`);
  const failing: string[] = [];
  for (const id of AUDITED) {
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
  const pages = arg('pages', '') ? arg('pages', '').split(',') : AS ? await loggedInPages(chrome.port) : await samplePages();
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
      const line = `| ${page} | ${lang} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${AS ? '—' : s.seo} | ${(s.lcp / 1000).toFixed(1)} s | ${s.tbt} ms | ${s.benchmarkIndex} |`;
      console.log(line);
      for (const f of s.failing) console.log(`    ${f}`);
      rows.push(line);
      if (s.performance < 95 || s.accessibility < 100 || s['best-practices'] < 100 || (!AS && s.seo < 100)) failed = true;
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
