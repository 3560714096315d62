// Mail throughput of one worker, and how long a mail a member waits for waits behind bulk mail.
//
//   node tests/load/mail-throughput.ts                      PGlite in a temporary folder, 1000 mails
//   node tests/load/mail-throughput.ts --db=postgres://…/db PostgreSQL (a scratch database: it is
//                                                           migrated and its mail queues are emptied)
//   --mails=N (default 1000)   --poll=S (JOB_POLL_SECONDS, default 2)   --help
//
// Queues N bulk mails (notifications) through queueMail, starts one worker (the two mail queues only,
// no renewals pass) and, once it has sent N/2, queues a password-reset mail as urgent. Mails go to the
// development outbox (DATA_DIR/outbox, one .eml file each), as they do without SMTP_URL. Reports the
// bulk rate in mails a second and how long the urgent mail waited from queued to written.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { arg, helpIfAsked } from '../../scripts/cli.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { migrateDatabase } from '../../server/db/migrate.ts';
import { createDeps } from '../../server/deps.ts';
import { queueMail } from '../../server/domain/mail/queue-mail.ts';
import type { JobKind } from '../../server/jobs/kinds.ts';
import { createJobQueue } from '../../server/jobs/queue.ts';
import { sendMailJob, sendUrgentMailJob } from '../../server/jobs/send-mail.ts';
import { startWorker } from '../../server/jobs/worker.ts';

helpIfAsked(import.meta.filename);
const MAILS = Number(arg('mails', '1000'));
const DATABASE_URL = arg('db', '');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wya-mail-throughput-'));

const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: DATABASE_URL || undefined,
  SESSION_SECRET: 'm'.repeat(48),
  WEB_CLIENT_SECRET: 'mail-throughput-secret',
  PUBLIC_URL: 'http://localhost:3000',
  JOB_POLL_SECONDS: arg('poll', '2'),
  LOG_LEVEL: 'warn',
});
const { log } = Fastify({ logger: { level: config.logLevel } });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : dataDir });
await migrateDatabase(database);
const deps = await createDeps(config, database, log, { runsJobs: true });
// The mail queues only: a renewals pass on whatever the database holds would skew the figure.
deps.jobs = createJobQueue(database, { kinds: [sendUrgentMailJob, sendMailJob] as JobKind[], supervise: true, log });
await deps.jobs.start();
for (const kind of deps.jobs.kinds) await deps.jobs.boss.deleteAllJobs(kind.name);

// When each mail reached the outbox, by recipient.
const written = new Map<string, number>();
const outbox = deps.mailer;
deps.mailer = { send: (m, o) => outbox.send(m, o).then(() => void written.set(m.to, Date.now())) };

let t = Date.now();
for (let i = 0; i < MAILS; i++) {
  const params = {
    name: `Member ${i}`,
    summary: 'Your listing was approved',
    message: 'Your listing was approved.',
    link: 'http://localhost:3000/x',
    preferences: 'http://localhost:3000/user-profile',
  };
  await queueMail(deps, { to: `bulk${i}@example.com`, lang: 'en', template: 'notifyMail', params });
}
console.log(`queued ${MAILS} bulk mails in ${((Date.now() - t) / 1000).toFixed(1)} s (${database.kind})`);

const until = async (done: () => boolean, what: string) => {
  for (const end = Date.now() + 15 * 60_000; !done(); await new Promise((r) => setTimeout(r, 5))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what} (${written.size} mails written)`);
  }
};
t = Date.now();
const worker = await startWorker(deps.jobs, deps, { pollSeconds: config.jobs.pollSeconds });
await until(() => written.size >= MAILS / 2, 'half the bulk mail');
const urgentAt = Date.now();
const sentBefore = written.size;
const link = 'http://localhost:3000/auth/confirm-reset-password/MQ/abc?lang=en';
await queueMail(deps, { to: 'reset@example.com', lang: 'en', template: 'password_reset', params: { name: 'Mali', hours: 24, link } }, { urgent: true });
await until(() => written.has('reset@example.com'), 'the urgent mail');
const urgentWaited = (written.get('reset@example.com') ?? 0) - urgentAt;
const bulkMeanwhile = written.size - 1 - sentBefore;
await until(() => written.size >= MAILS + 1, 'the rest');
const seconds = (Date.now() - t) / 1000;
await worker.stop(5000);
await database.close();

const files = readdirSync(path.join(dataDir, 'outbox')).length;
console.log(
  `${MAILS} bulk mails + 1 urgent sent by one worker in ${seconds.toFixed(1)} s: ${(MAILS / seconds).toFixed(1)} mails/s (${files} files in the outbox)`,
);
console.log(`urgent password-reset mail queued after ${sentBefore} sent: written ${urgentWaited} ms later (${bulkMeanwhile} bulk mails sent meanwhile)`);
rmSync(dataDir, { recursive: true, force: true });
if (files !== MAILS + 1) process.exit(1);
