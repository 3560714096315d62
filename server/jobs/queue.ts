import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { Enqueue } from '../domain/jobs.ts';
import type { JobKind } from './kinds.ts';

// Our Db's execute() is typed through drizzle's result-kind generics; at run time it answers `{rows}` on both engines.
type DrizzleLike = Parameters<typeof fromDrizzle>[0];

export type JobQueue = {
  boss: PgBoss;
  kinds: JobKind[];
  enqueue: Enqueue;
  start(): Promise<void>;
  /** Stops claiming jobs and waits (up to `timeoutMs`) for the ones running here to finish. */
  stop(timeoutMs?: number): Promise<void>;
};

export type JobQueueOptions = {
  /** The kinds this queue creates and runs (server/jobs/registry.ts). */
  kinds: JobKind[];
  /** Expire jobs whose lock timed out and delete old ones; on in processes that run jobs. */
  supervise: boolean;
  superviseSeconds?: number;
  /**
   * LISTEN for new jobs on queues with `notify: true` (urgent mail …), so this process's workers
   * start them at once instead of at their next poll. Holds one connection; default: `supervise`.
   */
  listen?: boolean;
  log: Pick<FastifyBaseLogger, 'error' | 'debug'>;
};

/**
 * The durable queue: pg-boss in the product's database, on PostgreSQL through its own small pool,
 * on PGlite through the one embedded connection. pg-boss keeps its tables in the `pgboss` schema and
 * migrates them itself when it starts.
 */
export function createJobQueue(database: Database, options: JobQueueOptions): JobQueue {
  const { kinds } = options;
  const common = {
    supervise: options.supervise,
    // Expiring jobs whose lock ran out happens in pg-boss's monitor pass: both timers set alike.
    superviseIntervalSeconds: options.superviseSeconds ?? 30,
    monitorIntervalSeconds: options.superviseSeconds ?? 30,
    schedule: false,
    persistWarnings: false,
    useListenNotify: options.listen ?? options.supervise,
  };
  const boss = database.pglite
    ? new PgBoss({ ...common, db: fromPglite(database.pglite as never), backend: 'pglite' })
    : new PgBoss({ ...common, connectionString: database.url, max: 4 });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  let started = false;
  return {
    boss,
    kinds,
    async start() {
      await boss.start();
      started = true;
      // Queue settings follow the code: created once, then kept in line with each kind's options.
      const existing = new Set((await boss.getQueues()).map((q) => q.name));
      for (const kind of kinds) {
        if (existing.has(kind.name)) await boss.updateQueue(kind.name, kind.options);
        else await boss.createQueue(kind.name, kind.options);
      }
    },
    async enqueue(name, payload, enqueueOptions = {}) {
      const id = await boss.send(name, payload, {
        db: enqueueOptions.db ? fromDrizzle(enqueueOptions.db as DrizzleLike, sql) : undefined,
        startAfter: enqueueOptions.startAfter,
        singletonKey: enqueueOptions.singletonKey,
        singletonSeconds: enqueueOptions.singletonSeconds,
      });
      // A throttled job (same singleton key within its window) is not queued again: that is its purpose.
      if (!id && enqueueOptions.singletonKey) return '';
      if (!id) throw new Error(`job ${name} was not queued`);
      options.log.debug({ job: name, id }, 'job queued');
      return id;
    },
    async stop(timeoutMs = 8000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}

/** Installs or upgrades the queue's tables (with the migrations, so test snapshots hold them). */
export async function installJobQueue(database: Database): Promise<void> {
  // pg-boss's own tables only: each process creates its kinds' queues when its queue starts.
  const queue = createJobQueue(database, {
    kinds: [],
    supervise: false,
    log: { error: (o: unknown, m?: string) => database.log.error(o as object, m ?? 'job queue error'), debug: () => {} } as JobQueueOptions['log'],
  });
  await queue.start();
  await queue.stop(1000);
}
