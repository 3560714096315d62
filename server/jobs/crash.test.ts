import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { openTestDatabase } from '../test/harness.ts';
import { recordJob } from '../test/job-worker-child.ts';
import type { JobKind } from './kinds.ts';
import { createJobQueue } from './queue.ts';

// A real worker process is killed (SIGKILL) in the middle of a job, then started again: the job
// is not lost, it runs again once its lock has expired, and its side effect happens once.
// On PGlite the database lives in a folder that the test and the child take turns to open.

const CHILD = path.join(import.meta.dirname, '../test/job-worker-child.ts');
const { log } = Fastify({ logger: false });
let dir: string;
let dbEnv: Record<string, string>;
let reopen: () => Promise<Database>;
let dropDatabase = async () => {};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'wya-crash-'));
  const template = await openTestDatabase();
  if (template.url) {
    dbEnv = { DATABASE_URL: template.url };
    reopen = () => openDatabase({ databaseUrl: template.url });
    dropDatabase = template.drop;
    await template.close();
  } else {
    // The migrated snapshot, written to a folder so another process can open it.
    const snapshot = await template.pglite!.dumpDataDir('gzip');
    await template.close();
    const seeded = await openDatabase({ dataDir: dir, loadDataDir: snapshot });
    await seeded.close();
    dbEnv = { DATA_DIR: dir };
    reopen = () => openDatabase({ dataDir: dir });
  }
});
afterAll(async () => {
  await dropDatabase();
  rmSync(dir, { recursive: true, force: true });
});

/** Opens the database just long enough to use the queue, so a child process may open it after. */
async function withQueue<T>(use: (queue: ReturnType<typeof createJobQueue>) => Promise<T>): Promise<T> {
  const database = await reopen();
  const queue = createJobQueue(database, { kinds: [recordJob as JobKind], supervise: false, log });
  try {
    await queue.start();
    return await use(queue);
  } finally {
    await queue.stop(1000);
    await database.close();
  }
}

function startChild(args: string[]): { child: ChildProcess; running: Promise<void>; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [CHILD, ...args], { env: { ...process.env, DATABASE_URL: '', ...dbEnv }, stdio: ['ignore', 'pipe', 'inherit'] });
  const running = new Promise<void>((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('RUNNING')) resolve();
    });
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, running, exited };
}

const effects = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : []);

describe('a worker killed mid-job', () => {
  for (const hang of ['after-effect', 'before-effect'] as const) {
    it(`runs the job again after restart, and its effect happens once (killed ${hang.replace('-', ' the ')})`, async () => {
      const effectFile = path.join(dir, `effect-${hang}.txt`);
      const jobId = await withQueue(async (q) => (await q.boss.send(recordJob.name, { label: hang })) as string);

      const first = startChild(['--effect-file', effectFile, '--hang', hang]);
      await first.running;
      first.child.kill('SIGKILL');
      expect(await first.exited).toBeNull();
      expect(effects(effectFile)).toEqual(hang === 'after-effect' ? [hang] : []);

      // The restarted worker finds the job still "active" under a dead worker's lock; once the lock
      // expires the job is retried, runs again, and skips the effect that is already done.
      const second = startChild(['--effect-file', effectFile, '--wait-for', jobId]);
      expect(await second.exited).toBe(0);
      expect(effects(effectFile)).toEqual([hang]);
      const [job] = await withQueue((q) => q.boss.findJobs(recordJob.name, { id: jobId }));
      expect(job?.state).toBe('completed');
      expect(job?.retryCount).toBeGreaterThanOrEqual(1);
    }, 60_000);
  }

  it('finishes the running job on SIGTERM before it exits', async () => {
    const effectFile = path.join(dir, 'effect-sigterm.txt');
    const jobId = await withQueue(async (q) => (await q.boss.send(recordJob.name, { label: 'sigterm' })) as string);
    const worker = startChild(['--effect-file', effectFile, '--hang', 'before-effect', '--hang-ms', '1500']);
    await worker.running;
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(effects(effectFile)).toEqual(['sigterm']);
    const [job] = await withQueue((q) => q.boss.findJobs(recordJob.name, { id: jobId }));
    expect(job).toMatchObject({ state: 'completed', retryCount: 0 });
  }, 60_000);
});
