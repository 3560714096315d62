import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createDeps } from '../deps.ts';
import type { Deps } from '../domain/deps.ts';
import { openTestDatabase } from '../test/harness.ts';
import type { JobKind } from './kinds.ts';
import { createJobQueue, type JobQueue } from './queue.ts';
import { drainJobs } from './worker.ts';

// A job that always fails: retried with growing delays, then left in the `failed` state.
let attempts = 0;
const alwaysFails: JobKind<{ n: number }> = {
  name: 'test-always-fails',
  options: { retryLimit: 2, retryDelay: 1, retryBackoff: true, expireInSeconds: 30 },
  async run() {
    attempts += 1;
    throw new Error(`SMTP down (${attempts})`);
  },
};

let database: Database & { drop(): Promise<void> };
let queue: JobQueue;
let deps: Deps;
beforeAll(async () => {
  database = await openTestDatabase();
  const { log } = Fastify({ logger: false });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/wya-queue-test', SESSION_SECRET: 'x'.repeat(40), WEB_CLIENT_SECRET: 'queue-test-secret' });
  queue = createJobQueue(database, { kinds: [alwaysFails as JobKind], supervise: false, log });
  deps = { ...(await createDeps(config, database, log, { runsJobs: false })), jobs: queue };
  await queue.start();
});
afterAll(async () => {
  await queue.stop(1000);
  await database.close();
  await database.drop();
});

const state = async (id: string) => (await queue.boss.findJobs(alwaysFails.name, { id }))[0];
const waitUntil = (when: Date) => new Promise((resolve) => setTimeout(resolve, Math.max(0, when.getTime() - Date.now()) + 50));

describe('the job queue', () => {
  it('retries a failing job with growing delays, then marks it failed after its last attempt', async () => {
    const id = (await queue.boss.send(alwaysFails.name, { n: 1 })) as string;
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const before = Date.now();
      expect(await drainJobs(queue, deps)).toBe(1);
      const job = await state(id);
      if (attempt < 3) {
        expect(job.state).toBe('retry');
        delays.push(job.startAfter.getTime() - before);
        // Not due before its delay is over.
        expect(await drainJobs(queue, deps)).toBe(0);
        await waitUntil(job.startAfter);
      } else {
        expect(job.state).toBe('failed');
        expect(JSON.stringify(job.output)).toContain('SMTP down (3)');
      }
    }
    expect(attempts).toBe(3);
    expect(delays[0]).toBeGreaterThanOrEqual(900);
    // Exponential: the second wait is drawn from a range twice as far out as the first.
    expect(delays[1]).toBeGreaterThanOrEqual(1900);
  }, 30_000);
});
