// `npm run worker`: runs background jobs without serving HTTP. Start as many as needed next to
// web processes started with WORKER=off (PostgreSQL only: the embedded database is one process's).
import Fastify from 'fastify';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createDeps } from '../deps.ts';
import { loadStartupConfig } from '../startup.ts';
import { startWorker } from './worker.ts';

process.env.NODE_ENV ??= 'production';
const config = loadStartupConfig();
// A Fastify instance without routes: the same structured logger as the web process.
const { log } = Fastify({ logger: { level: config.logLevel } });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(database);
const deps = await createDeps(config, database, log, { runsJobs: true });
await deps.jobs.start();
const worker = await startWorker(deps.jobs, deps, { pollSeconds: config.jobs.pollSeconds });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'worker stopping: no new jobs; the running one finishes or goes back to the queue');
    const timer = setTimeout(() => process.exit(1), config.shutdownTimeoutMs);
    // The running job gets the shutdown's time less a margin to hand it back and close the database.
    await worker.stop(Math.max(500, config.shutdownTimeoutMs - 2000));
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  });
}
log.info(`World Yoga Alliance worker running (database: ${database.kind})`);
