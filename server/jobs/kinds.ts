import type { Queue, QueueOptions } from 'pg-boss';
import type { Deps } from '../domain/deps.ts';

/** What a job's code gets: the usual dependencies, which attempt this is, and `once` for side effects. */
export type JobContext = {
  deps: Deps;
  jobId: string;
  /** 1 for the first run; a job reclaimed after a crash or retried after an error counts up. */
  attempt: number;
  /** Aborted when the job's lock expires or the worker must stop. */
  signal: AbortSignal;
  /**
   * Runs a side effect unless a previous run of the job already did it: the marker is committed
   * right after the effect, so a job re-run after a crash skips what is done.
   */
  once(key: string, effect: () => Promise<void>): Promise<void>;
};

/**
 * One kind of background job: a queue name, its retry and lock settings, and the code that runs it.
 * `expireInSeconds` is the lock timeout: a job still active after it (its worker died) is retried.
 */
export type JobKind<P extends object = object> = {
  name: string;
  /** `notify`: workers listening for NOTIFY start a new job at once rather than at their next poll. */
  options: QueueOptions & Pick<Queue, 'notify'>;
  /**
   * How many of its jobs one worker runs at once (default 1). Above 1 the worker claims that many
   * per fetch and fetches again at once while batches come back full; only for independent jobs (mail).
   */
  concurrency?: number;
  run(ctx: JobContext, payload: P): Promise<void>;
};
