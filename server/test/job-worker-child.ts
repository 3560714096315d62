// A worker in a child process for the crash test (server/jobs/crash.test.ts). Runs the `test-record`
// job kind: it appends the job's label to --effect-file once (through ctx.once) and can be told to
// --hang before or after that effect, so the test can kill the process mid-job. With --wait-for <id>
// it exits by itself once that job has completed or failed; on SIGTERM it stops like the real worker.
// The database comes from the environment as for the app (DATABASE_URL, or DATA_DIR for PGlite).
import { appendFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createDeps } from '../deps.ts';
import type { JobKind } from '../jobs/kinds.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { startWorker } from '../jobs/worker.ts';

const { values: args } = parseArgs({
  options: { 'effect-file': { type: 'string' }, hang: { type: 'string' }, 'hang-ms': { type: 'string' }, 'wait-for': { type: 'string' } },
  strict: false,
});

export const recordJob: JobKind<{ label: string }> = {
  name: 'test-record',
  // A 2 s lock: a job whose worker died is taken up again soon after.
  options: { expireInSeconds: 2, retryLimit: 3, retryDelay: 0 },
  async run(ctx, payload) {
    const pause = () => {
      process.stdout.write(`RUNNING ${ctx.jobId}\n`);
      return new Promise((resolve) => setTimeout(resolve, Number(args['hang-ms'] ?? 600_000)));
    };
    if (args.hang === 'before-effect') await pause();
    await ctx.once(`record:${ctx.jobId}`, () => appendFile(String(args['effect-file']), `${payload.label}\n`));
    if (args.hang === 'after-effect') await pause();
  },
};

if (process.argv[1] === import.meta.filename) {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    SESSION_SECRET: 'x'.repeat(40),
    WEB_CLIENT_SECRET: 'child-web-client-secret',
    LOG_LEVEL: 'warn',
  });
  const { log } = Fastify({ logger: { level: config.logLevel } });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  const deps = await createDeps(config, database, log, { runsJobs: true });
  deps.jobs = createJobQueue(database, { kinds: [recordJob as JobKind], supervise: true, superviseSeconds: 1, log });
  await deps.jobs.start();
  const worker = await startWorker(deps.jobs, deps, { pollSeconds: 0.5 });
  const stop = async () => {
    await worker.stop(5000);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  const waitFor = args['wait-for'];
  if (typeof waitFor === 'string') {
    for (;;) {
      const [job] = await deps.jobs.boss.findJobs(recordJob.name, { id: waitFor });
      if (job && (job.state === 'completed' || job.state === 'failed')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await stop();
  }
}
