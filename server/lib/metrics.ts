import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';

/** How long a scrape waits for the job queue's numbers before answering without them. */
const QUEUE_QUERY_TIMEOUT_MS = 2000;

/** Rejects when `promise` has not settled within `ms` (the work itself goes on: only the wait ends). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// CPU, memory, GC and event-loop lag (nodejs_eventloop_lag_seconds …) belong to the process, not to an
// app: made once, however many apps a process builds (tests build many in one process).
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export type AppMetrics = {
  /** One answered HTTP request; `route` is the route's pattern, never the raw URL (bounded label values). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** The exposition text, with the job queue read now. */
  render(): Promise<{ contentType: string; body: string }>;
};

/** Each app has its own registry (request counters, queue and pool gauges); only the process's metrics are shared. */
export function createMetrics(database: Database, log: Pick<FastifyBaseLogger, 'warn'>, queues: string[]): AppMetrics {
  // Started now, so the first scrape's event-loop lag has samples behind it.
  processMetrics();
  const registry = new Registry();
  const registers = [registry];
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern and status class', labelNames, registers });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern and status class',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  // The queue lives in the database: every process reports the same numbers (aggregate with max, not sum).
  const ready = new Gauge({ name: 'job_queue_depth', help: 'Jobs due to run and not yet claimed, per queue', labelNames: ['queue'], registers });
  const deferred = new Gauge({
    name: 'job_queue_deferred',
    help: 'Jobs waiting for a later start (retry backoff, schedule), per queue',
    labelNames: ['queue'],
    registers,
  });
  const active = new Gauge({ name: 'job_queue_active', help: 'Jobs being run by a worker now, per queue', labelNames: ['queue'], registers });
  const oldest = new Gauge({
    name: 'job_queue_oldest_age_seconds',
    help: 'How long the oldest due job has waited to be claimed, per queue',
    labelNames: ['queue'],
    registers,
  });

  const pool = poolOf(database);
  if (pool) {
    // node-postgres keeps these counts itself: read at scrape time, no query.
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of this process to PostgreSQL, by state',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_clients',
      help: 'Queries waiting for a free PostgreSQL connection in this process',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  async function readQueues() {
    const gauges = [ready, deferred, active, oldest];
    for (const gauge of gauges) gauge.reset();
    try {
      // pg-boss's job table (partitioned by queue name); the live states only, which its job_i14 index covers.
      const result = (await withTimeout(
        database.db.execute(sql`
          select name,
            count(*) filter (where state < 'active' and not blocked and start_after <= now())::int as ready,
            count(*) filter (where state < 'active' and (blocked or start_after > now()))::int as deferred,
            count(*) filter (where state = 'active')::int as active,
            coalesce(extract(epoch from now() - min(greatest(created_on, start_after)) filter (where state < 'active' and not blocked and start_after <= now())), 0)::float8 as oldest
          from pgboss.job where state in ('created', 'retry', 'active') group by name`),
        QUEUE_QUERY_TIMEOUT_MS,
        'the job queue',
      )) as unknown as { rows: { name: string; ready: number; deferred: number; active: number; oldest: number }[] };
      // Every queue of the code has its series, 0 when empty (an alert on `> 0` needs no absent()).
      for (const queue of queues) for (const gauge of gauges) gauge.set({ queue }, 0);
      for (const row of result.rows) {
        ready.set({ queue: row.name }, row.ready);
        deferred.set({ queue: row.name }, row.deferred);
        active.set({ queue: row.name }, row.active);
        oldest.set({ queue: row.name }, Number(row.oldest));
      }
    } catch (error) {
      // A scrape still answers (request and process metrics); the queue's series are absent this time.
      log.warn({ err: error }, 'metrics: job queue not read');
    }
  }

  return {
    observeRequest(method, route, statusCode, seconds) {
      const labels = { method, route, status_class: `${Math.floor(statusCode / 100)}xx` };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    async render() {
      await readQueues();
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}

/** The node-postgres pool behind the database (PostgreSQL only; PGlite has one embedded connection). */
function poolOf(database: Database): pg.Pool | undefined {
  if (database.kind !== 'postgres') return undefined;
  const client = (database.db as unknown as { $client?: pg.Pool }).$client;
  return client && typeof client.totalCount === 'number' ? client : undefined;
}
