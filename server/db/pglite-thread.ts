// The embedded database's own thread (decision 0062): PGlite runs here, so its work — parsing,
// planning, executing and reading rows, all inside WebAssembly — no longer holds up the thread that
// answers requests and renders pages. The process's thread talks to it through pglite-remote.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Reply, Request, ThreadOptions } from './pglite-remote.ts';

const port = parentPort;
if (!port) throw new Error('pglite-thread.ts runs as a worker thread (see pglite-remote.ts)');
const options = workerData as ThreadOptions;

const client = await PGlite.create({
  dataDir: options.dataDir,
  extensions: { pg_trgm },
  loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir as Uint8Array<ArrayBuffer>]) : undefined,
});
await client.exec(options.setup);

type Parsers = NonNullable<QueryOptions['parsers']>;
const asText = (text: string) => text;
// The element type of each array type: PGlite's parser of an array reads its elements with the client's parser of that type.
const elementOf = new Map(
  (await client.query<[number, number]>(`select oid::int, typelem::int from pg_type where typcategory = 'A'`, [], { rowMode: 'array' })).rows,
);

/**
 * Parsers cannot cross threads: a call names the types whose PostgreSQL text it keeps, as Drizzle's
 * parsers do. PGlite merges a call's own parsers into a copy of all of the client's (≈ 390, one per
 * type and array type) on every call that passes some: ≈ 80 µs, a third of a short statement. Drizzle
 * asks for the same ones on every call, so the first types asked for become the client's own, and only
 * calls that want other parsers (pg-boss's, which wants PGlite's dates) pass theirs.
 */
let clientKeepsAsText: { key: string; types: Set<number>; original: Parsers } | undefined;
const parsersByKey = new Map<string, Pick<QueryOptions, 'parsers'>>();

function parsersFor(textTypes: number[] = []): Pick<QueryOptions, 'parsers'> | undefined {
  if (textTypes.length) clientKeepsAsText ??= keepAsText(textTypes);
  const kept = clientKeepsAsText;
  const key = textTypes.join();
  if (key === (kept?.key ?? '')) return undefined;
  if (!parsersByKey.has(key)) {
    const wanted = new Set(textTypes);
    const parsers: Parsers = {};
    for (const type of kept?.types ?? []) if (!wanted.has(type)) parsers[type] = kept?.original[type] as Parsers[number];
    for (const type of wanted) if (!kept?.types.has(type)) parsers[type] = asText;
    parsersByKey.set(key, { parsers });
  }
  return parsersByKey.get(key);
}

/** Makes the client keep `textTypes` as text; returns PGlite's own parsers of them, for calls that want those. */
function keepAsText(textTypes: number[]) {
  const before = { ...client.parsers };
  const original: Parsers = {};
  for (const type of textTypes) {
    const element = elementOf.get(type);
    original[type] = element ? (text: string) => types.arrayParser(text, before[element] as Parsers[number], type) : (before[type] as Parsers[number]);
    client.parsers[type] = asText;
  }
  return { key: textTypes.join(), types: new Set(textTypes), original };
}

type Open = { tx: Transaction; end: (commit: boolean) => void; done: Promise<unknown> };
const transactions = new Map<number, Open>();
const listening = new Map<string, () => Promise<void>>();

async function answer(request: Request): Promise<unknown> {
  const on = request.txn === undefined ? client : transactions.get(request.txn)?.tx;
  if (!on) throw new Error('The transaction has already ended');
  switch (request.op) {
    case 'query':
      return on.query(request.text, request.params, { ...parsersFor(request.textTypes), rowMode: request.rowMode });
    case 'exec':
      return on.exec(request.text, { ...parsersFor(request.textTypes), rowMode: request.rowMode });
    case 'begin':
      return begin();
    case 'end':
      return end(request.txn as number, request.commit);
    case 'listen':
      if (!listening.has(request.channel))
        listening.set(request.channel, await client.listen(request.channel, (payload) => port?.postMessage({ channel: request.channel, payload })));
      return null;
    case 'unlisten':
      await listening.get(request.channel)?.();
      listening.delete(request.channel);
      return null;
    case 'dump': {
      const file = await client.dumpDataDir(request.compression);
      return new Uint8Array(await file.arrayBuffer());
    }
    case 'close':
      await client.close();
      return null;
  }
}

let nextTxn = 1;
/** Opens a transaction that stays open until `end`: PGlite serves nothing else meanwhile, as in one thread. */
function begin(): Promise<number> {
  return new Promise((opened, failed) => {
    const id = nextTxn++;
    const done = client
      .transaction(
        // Called once BEGIN has run, so after `done` is set.
        (tx) =>
          new Promise<void>((commit, rollback) => {
            transactions.set(id, { tx, done, end: (ok) => (ok ? commit() : rollback(new RolledBack())) });
            opened(id);
          }),
      )
      .catch((error) => {
        if (!(error instanceof RolledBack)) throw error;
      })
      .finally(() => transactions.delete(id));
    done.catch(failed);
  });
}

class RolledBack extends Error {}

async function end(txn: number, commit: boolean): Promise<null> {
  const open = transactions.get(txn);
  if (!open) throw new Error('The transaction has already ended');
  open.end(commit);
  await open.done;
  return null;
}

/**
 * An error as data: a thread's structured clone keeps an Error's message but drops PostgreSQL's
 * fields (code, detail, constraint …). Only plain values are kept (PGlite adds the query's options).
 */
function errorData(error: unknown): Reply['error'] {
  const e = error as Error;
  const fields = Object.entries(e).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value));
  return { ...Object.fromEntries(fields), name: e.name, message: e.message ?? String(error) };
}

port.on('message', (request: Request) => {
  answer(request).then(
    (result) => port.postMessage({ id: request.id, result } satisfies Reply),
    (error) => port.postMessage({ id: request.id, error: errorData(error) } satisfies Reply),
  );
});
port.postMessage({ id: 0, result: null } satisfies Reply);
