import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { type AppDeps, createDeps } from '../deps.ts';
import { queueMail } from '../domain/mail/queue-mail.ts';
import type { MailMessage } from '../lib/mail.ts';
import { openTestDatabase } from '../test/harness.ts';
import type { JobKind } from './kinds.ts';
import { createJobQueue } from './queue.ts';
import { sendMailJob, sendUrgentMailJob } from './send-mail.ts';
import { startWorker } from './worker.ts';

// A real polling worker with a long poll interval: a worker that waited it out after every job
// (as it used to) would need 50 × 2 s for the backlog below, and the urgent mail would queue behind it.
const POLL_SECONDS = 2;
const { log } = Fastify({ logger: false });

let database: Database & { drop(): Promise<void> };
let deps: AppDeps;
/** When each mail was handed to the (stand-in) mail server. */
let sent: Map<string, number>;
/** How many bulk mails the worker has begun to send. */
let bulkStarted = 0;
/** While set, bulk mail hangs in the mail server (a slow SMTP relay) until it resolves. */
let bulkHeld: Promise<void> | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/wya-mail-worker-test',
    SESSION_SECRET: 'x'.repeat(40),
    WEB_CLIENT_SECRET: 'mail-worker-secret',
  });
  const mailer = {
    async send(m: MailMessage) {
      if (m.to.startsWith('bulk')) bulkStarted += 1;
      if (bulkHeld && m.to.startsWith('bulk')) await bulkHeld;
      if (m.to.startsWith('down')) throw new Error('SMTP refused');
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.set(m.to, Date.now());
    },
  };
  deps = { ...(await createDeps(config, database, log, { runsJobs: false })), mailer };
});
afterAll(async () => {
  await database.close();
  await database.drop();
});

/** A worker for the two mail queues, listening for NOTIFY as a job-running process does. */
async function startMailWorker() {
  deps.jobs = createJobQueue(database, { kinds: [sendUrgentMailJob, sendMailJob] as JobKind[], supervise: false, listen: true, log });
  await deps.jobs.start();
  return startWorker(deps.jobs, deps, { pollSeconds: POLL_SECONDS });
}

/** Queues a backlog of bulk mail before any worker runs. */
async function queueBulk(n: number) {
  deps.jobs = createJobQueue(database, { kinds: [sendMailJob] as JobKind[], supervise: false, log });
  await deps.jobs.start();
  for (let i = 0; i < n; i++) await queueMail(deps, { to: `bulk${i}@example.com`, lang: 'en', template: 'email_code', params: { code: '1', minutes: 1 } });
  await deps.jobs.stop(1000);
}
const bulkSent = () => [...sent.keys()].filter((to) => to.startsWith('bulk')).length;

async function until(done: () => boolean, ms = 15_000) {
  for (const end = Date.now() + ms; !done(); await new Promise((r) => setTimeout(r, 10))) {
    if (Date.now() > end) throw new Error('timed out');
  }
}

describe('the mail worker', () => {
  it('drains a backlog without waiting out the poll interval between jobs', async () => {
    sent = new Map();
    await queueBulk(50);

    const started = Date.now();
    const worker = await startMailWorker();
    await until(() => bulkSent() === 50);
    const took = Date.now() - started;
    await worker.stop(2000);
    expect(took).toBeLessThan(5 * POLL_SECONDS * 1000);
  }, 30_000);

  it('sends an urgent mail at once, while bulk mail ahead of it is still being sent', async () => {
    sent = new Map();
    bulkStarted = 0;
    let release = () => {};
    bulkHeld = new Promise((resolve) => {
      release = resolve;
    });
    await queueBulk(30);
    const worker = await startMailWorker();
    // The worker has a batch of bulk mail in hand (stuck at the mail server) when the urgent one comes.
    await until(() => bulkStarted >= sendMailJob.concurrency!);
    const queuedAt = Date.now();
    await queueMail(deps, { to: 'urgent@example.com', lang: 'en', template: 'email_code', params: { code: '2', minutes: 1 } }, { urgent: true });
    await until(() => sent.has('urgent@example.com'), 10_000);
    expect(bulkSent()).toBe(0);
    // Woken by NOTIFY, not found at the next poll.
    expect(sent.get('urgent@example.com')! - queuedAt).toBeLessThan(1000);

    release();
    bulkHeld = undefined;
    await until(() => bulkSent() === 30);
    await worker.stop(2000);
  }, 30_000);

  it('fails only the mail that failed in a batch, for a retry later, and completes the others', async () => {
    sent = new Map();
    const worker = await startMailWorker();
    const to = ['ok1@example.com', 'down@example.com', 'ok2@example.com'];
    const ids = await Promise.all(
      to.map((t) => queueMail(deps, { to: t, lang: 'en', template: 'email_code', params: { code: '3', minutes: 1 } }, { urgent: true })),
    );
    const jobs = async () => Promise.all(ids.map(async (id) => (await deps.jobs.boss.findJobs(sendUrgentMailJob.name, { id }))[0]));
    let settled = await jobs();
    await until(() => sent.size === 2);
    // Settled once none is waiting or running any more.
    for (const end = Date.now() + 5000; Date.now() < end && settled.some((j) => j.state === 'active' || j.state === 'created'); ) {
      await new Promise((r) => setTimeout(r, 50));
      settled = await jobs();
    }
    await worker.stop(2000);
    expect(settled.map((j) => j.state)).toEqual(['completed', 'retry', 'completed']);
    expect(JSON.stringify(settled[1].output)).toContain('SMTP refused');
    expect(settled[1].startAfter.getTime() - Date.now()).toBeGreaterThan(20_000);
  }, 30_000);
});
