import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Deps } from './domain/deps.ts';
import { createViewCounter } from './domain/directory/view-counter.ts';
import { createJobQueue, type JobQueue } from './jobs/queue.ts';
import { JOB_KINDS } from './jobs/registry.ts';
import { createMailer } from './lib/mail.ts';
import { createPayments } from './lib/payments/index.ts';
import { createSmsSender } from './lib/sms.ts';
import { createStorage } from './lib/storage.ts';

/**
 * The adapters every process needs, the web server and the separate worker alike. The job queue is
 * not started here: the caller starts it (and a worker, if this process runs jobs) and stops it.
 */
/** The domain's dependencies as the composition root holds them: with the whole job queue, not only its enqueue. */
export type AppDeps = Deps & { jobs: JobQueue };

export async function createDeps(config: Config, database: Database, log: FastifyBaseLogger, options: { runsJobs: boolean }): Promise<AppDeps> {
  // A lost database connection is logged as JSON lines, like everything else the process says.
  database.log.use(log);
  return {
    db: database.db,
    config,
    log,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log }),
    sms: createSmsSender({ url: config.sms?.url, token: config.sms?.token, dataDir: config.dataDir, log }),
    storage: createStorage(config),
    payments: await createPayments(config, database.db),
    jobs: createJobQueue(database, { kinds: JOB_KINDS, supervise: options.runsJobs, superviseSeconds: config.jobs.superviseSeconds, log }),
    views: createViewCounter(database.db, { batchMs: config.viewBatchMs, log }),
  };
}
