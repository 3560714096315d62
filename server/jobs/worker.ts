import type { Job, JobResult } from 'pg-boss';
import { todayIso } from '../domain/billing/renewals.ts';
import type { Deps } from '../domain/deps.ts';
import { isEffectDone, markEffectDone } from '../domain/job-effects.queries.ts';
import type { JobKind } from './kinds.ts';
import type { JobQueue } from './queue.ts';

/** Runs one claimed job; throwing hands it back to the queue for a retry (or the failed state). */
export async function runJob<P extends object>(kind: JobKind<P>, job: Job<P>, deps: Deps): Promise<void> {
  const log = deps.log.child({ job: kind.name, jobId: job.id, attempt: job.retryCount + 1 });
  try {
    await kind.run(
      {
        deps,
        jobId: job.id,
        attempt: job.retryCount + 1,
        signal: job.signal ?? new AbortController().signal,
        async once(key, effect) {
          const effectKey = `${kind.name}:${key}`;
          if (await isEffectDone(deps.db, effectKey)) return log.info({ effect: effectKey }, 'effect already done; skipped');
          await effect();
          await markEffectDone(deps.db, effectKey, job.id);
        },
      },
      job.data,
    );
    log.debug('job done');
  } catch (error) {
    log.warn({ err: error }, 'job failed; the queue retries it with backoff until its attempts run out');
    throw error;
  }
}

export type Worker = { stop(timeoutMs?: number): Promise<void> };

/** Runs a claimed batch side by side; each job is completed or failed (for a retry) on its own. */
export function runBatch<P extends object>(kind: JobKind<P>, jobs: Job<P>[], deps: Deps): Promise<JobResult[]> {
  return Promise.all(
    jobs.map((job) =>
      runJob(kind, job, deps).then(
        (): JobResult => ({ id: job.id, status: 'completed' }),
        (error): JobResult => ({ id: job.id, status: 'failed', output: error }),
      ),
    ),
  );
}

/**
 * Claims jobs of every kind in this process, each kind in its own subscription (so urgent mail never
 * waits behind bulk mail). Several processes may run workers on one PostgreSQL: a job is claimed by
 * exactly one (FOR UPDATE SKIP LOCKED in pg-boss). A worker waits `pollSeconds` only after a fetch
 * came back short (the queue ran dry); kinds with a `concurrency` fetch the next batch at once while
 * batches come back full. Kinds without one run one job at a time, as before.
 */
export async function startWorker(queue: JobQueue, deps: Deps, options: { pollSeconds: number }): Promise<Worker> {
  // A queue with NOTIFY polls as often as one without: NOTIFY only makes a new job start sooner.
  const polling = { pollingIntervalSeconds: options.pollSeconds, notifyPollingIntervalSeconds: options.pollSeconds };
  for (const kind of queue.kinds) {
    const concurrency = kind.concurrency ?? 1;
    if (concurrency === 1) {
      await queue.boss.work<object>(kind.name, { batchSize: 1, ...polling }, async ([job]) => runJob(kind, job, deps));
    } else {
      const batches = { batchSize: concurrency, burstWhenBatchFull: true, perJobResults: true as const, ...polling };
      await queue.boss.work<object>(kind.name, batches, (jobs) => runBatch(kind, jobs, deps));
    }
  }
  deps.log.info({ kinds: queue.kinds.map((k) => k.name) }, 'job worker started');
  const daily = scheduleDaily(queue, deps);
  const sweeps = scheduleSweeps(queue, deps);
  return {
    // pg-boss stops claiming at once, waits for the running jobs, and hands back (fails for a
    // retry) any still running when the time is up.
    stop: (timeoutMs = 8000) => {
      clearInterval(daily);
      clearInterval(sweeps);
      return queue.stop(timeoutMs);
    },
  };
}

/**
 * Runs every job that is due now in this process until none is left, then returns how many ran.
 * Tests use it instead of a polling worker; jobs waiting for a retry later are left alone.
 */
export async function drainJobs(queue: JobQueue, deps: Deps): Promise<number> {
  let ran = 0;
  for (let round = 0; round < 100; round++) {
    let found = 0;
    for (const kind of queue.kinds) {
      for (const job of await queue.boss.fetch<object>(kind.name, { batchSize: 20 })) {
        found += 1;
        try {
          await runJob(kind, job, deps);
          await queue.boss.complete(kind.name, job);
        } catch (error) {
          await queue.boss.fail(kind.name, job, { message: (error as Error).message });
        }
      }
    }
    if (!found) return ran;
    ran += found;
  }
  return ran;
}

const HOUR_MS = 3_600_000;

/** The daily passes: the renewals, the removal of expired data exports, and VACUUM where no autovacuum runs. */
const DAILY_KINDS = ['renewals', 'data-exports-sweep', 'database-maintenance'] as const;

/**
 * The daily passes: every worker asks each hour, and the queue lets one job a day through
 * whichever process asks first (a singleton key per day), so the pass runs once however many workers run.
 */
function scheduleDaily(queue: JobQueue, deps: Deps): NodeJS.Timeout {
  const enqueue = () => {
    const day = todayIso();
    for (const name of DAILY_KINDS) {
      if (!queue.kinds.some((kind) => kind.name === name)) continue;
      queue
        .enqueue(name, { day }, { singletonKey: `${name}:${day}`, singletonSeconds: 86_400 })
        .catch((error) => deps.log.error({ err: error }, 'daily jobs not queued'));
    }
  };
  enqueue();
  const timer = setInterval(enqueue, HOUR_MS);
  timer.unref();
  return timer;
}

const SWEEP_MS = 5 * 60_000;

/** The frequent sweeps: abandoned card payments, certificates due after an event's last session, and the "most viewed" order. */
const SWEEP_KINDS = ['card-payments-expire', 'due-certificates', 'popularity-ranks'] as const;

/**
 * The frequent sweeps: every worker asks every five minutes, and one job of each kind per
 * five-minute slot goes through, whichever process asks first.
 */
function scheduleSweeps(queue: JobQueue, deps: Deps): NodeJS.Timeout {
  const enqueue = () => {
    const slot = String(Math.floor(Date.now() / SWEEP_MS));
    for (const name of SWEEP_KINDS) {
      if (!queue.kinds.some((kind) => kind.name === name)) continue;
      queue
        .enqueue(name, { slot }, { singletonKey: `${name}:${slot}`, singletonSeconds: SWEEP_MS / 1000 })
        .catch((error) => deps.log.error({ err: error, job: name }, 'sweep not queued'));
    }
  };
  const timer = setInterval(enqueue, SWEEP_MS);
  timer.unref();
  return timer;
}
