import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * The embedded database in its own thread (decision 0062), seen from the process's thread: the
 * part of PGlite's interface the app uses (Drizzle, the job queue, backups, named statements) —
 * `query`, `exec`, `transaction`, `listen`, `dumpDataDir`, `close` — each call a message to
 * pglite-thread.ts. One thread serves every caller in the order they asked, as PGlite itself does.
 */
export type ThreadOptions = { dataDir?: string; loadDataDir?: Uint8Array; setup: string };

// PGlite's own types, as its public interface states them.
type Compression = NonNullable<Parameters<PGlite['dumpDataDir']>[0]>;
type RowMode = QueryOptions['rowMode'];
export type Request = { id: number; txn?: number } & (
  | { op: 'query'; text: string; params?: unknown[]; rowMode?: RowMode; textTypes?: number[] }
  | { op: 'exec'; text: string; rowMode?: RowMode; textTypes?: number[] }
  | { op: 'begin' }
  | { op: 'end'; commit: boolean }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'dump'; compression: Compression }
  | { op: 'close' }
);
type Asked = Request extends infer R ? (R extends unknown ? Omit<R, 'id' | 'txn'> : never) : never;
export type Reply = { id: number; result?: unknown; error?: { name: string; message: string } & Record<string, unknown> };

const THREAD = new URL('./pglite-thread.ts', import.meta.url);

/** Only parsers that keep the text (Drizzle's, for dates and intervals) can be named across threads. */
function textTypes(options: QueryOptions | undefined): number[] | undefined {
  if (!options?.parsers) return undefined;
  return Object.entries(options.parsers).map(([type, parse]) => {
    if (parse('1', Number(type)) !== '1') throw new Error(`Type ${type}: only parsers that keep the text can be used with the embedded database`);
    return Number(type);
  });
}

export class PgliteRemote {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #failure: Error | null = null;

  private constructor(worker: Worker, onLost: (error: Error) => void) {
    this.#worker = worker;
    worker.on('message', (message: Reply | { channel: string; payload: string }) => {
      if ('channel' in message) {
        for (const listener of this.#listeners.get(message.channel) ?? []) listener(message.payload);
        return;
      }
      const waiting = this.#pending.get(message.id);
      if (!waiting) return;
      this.#pending.delete(message.id);
      // Waiting for nothing, the thread must not keep a finished command (a seed, a migration) alive.
      if (!this.#pending.size) worker.unref();
      if (message.error) waiting.reject(Object.assign(new Error(message.error.message), message.error));
      else waiting.resolve(message.result);
    });
    const fail = (error: Error) => {
      // Every later call fails too (/readyz answers 503): the data is safe on disk, a restart reopens it.
      if (!this.#failure) onLost(error);
      this.#failure = error;
      for (const { reject } of this.#pending.values()) reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The embedded database's thread stopped (exit code ${code})`)));
  }

  /** Starts the thread and waits until the database is open (and, with `loadDataDir`, loaded). */
  static async start(options: { dataDir?: string; loadDataDir?: Blob; setup: string; onLost: (error: Error) => void }): Promise<PgliteRemote> {
    const loadDataDir = options.loadDataDir ? new Uint8Array(await options.loadDataDir.arrayBuffer()) : undefined;
    const worker = new Worker(THREAD, {
      workerData: { dataDir: options.dataDir, loadDataDir, setup: options.setup } satisfies ThreadOptions,
      transferList: loadDataDir ? [loadDataDir.buffer as ArrayBuffer] : [],
    });
    const remote = new PgliteRemote(worker, options.onLost);
    // The thread's first message says the database is open; a failure to open ends the thread.
    await remote.#ask({ op: 'ready' }, undefined, 0);
    return remote;
  }

  /** Sends a request and waits for its reply (`id` 0: the thread's first message, sent unasked). */
  #ask<T>(request: Asked | { op: 'ready' }, txn?: number, id = this.#nextId++): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (!this.#pending.size) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (request.op !== 'ready') this.#worker.postMessage({ ...request, id, txn });
    });
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query(text, params, options);
  }

  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(text, options);
  }

  // Private, so a transaction's statements stay in it when `query` is wrapped (pglite-statements.ts).
  #query<T>(text: string, params?: unknown[], options?: QueryOptions, txn?: number): Promise<Results<T>> {
    return this.#ask({ op: 'query', text, params, rowMode: options?.rowMode, textTypes: textTypes(options) }, txn);
  }

  #exec(text: string, options?: QueryOptions, txn?: number): Promise<Results[]> {
    return this.#ask({ op: 'exec', text, rowMode: options?.rowMode, textTypes: textTypes(options) }, txn);
  }

  /** As PGlite's: committed when `callback` resolves, rolled back when it throws (or calls `rollback`). */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const txn = await this.#ask<number>({ op: 'begin' });
    let closed = false;
    const end = (commit: boolean) => {
      closed = true;
      return this.#ask({ op: 'end', commit }, txn);
    };
    const tx = {
      query: (text: string, params?: unknown[], options?: QueryOptions) => this.#query(text, params, options, txn),
      exec: (text: string, options?: QueryOptions) => this.#exec(text, options, txn),
      rollback: async () => void (await end(false)),
      get closed() {
        return closed;
      },
    } as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!closed) await end(false).catch(() => {});
      throw error;
    }
    if (!closed) await end(true);
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      await this.#ask({ op: 'listen', channel });
    }
    listeners.add(callback);
    return async () => {
      listeners.delete(callback);
      if (listeners.size || this.#listeners.get(channel) !== listeners) return;
      this.#listeners.delete(channel);
      await this.#ask({ op: 'unlisten', channel });
    };
  }

  async dumpDataDir(compression: Compression = 'auto'): Promise<File> {
    const bytes = await this.#ask<Uint8Array>({ op: 'dump', compression });
    return new File([bytes as Uint8Array<ArrayBuffer>], compression === 'none' ? 'pgdata.tar' : 'pgdata.tar.gz');
  }

  async close(): Promise<void> {
    if (!this.#failure) await this.#ask({ op: 'close' });
    this.#failure ??= new Error('The embedded database is closed');
    await this.#worker.terminate();
  }
}
