import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { insertViews, recordView } from './views.queries.ts';

type Kind = 'school' | 'teacher';

/**
 * Counts profile views (once per visitor per profile per day). Each first view used to be a write
 * inside the visitor's request (≈ 4 ms of PGlite's one thread); views are now written together
 * every `batchMs` in one statement, and the process remembers who it counted today. The database
 * still decides: a view another process counted first does not count twice. Views waiting when
 * the process stops are written then; a crash loses at most `batchMs` of view counts.
 */
export type ViewCounter = {
  /** True when this is the visitor's first view of the profile today (as far as this process knows). */
  count(kind: Kind, profileId: number, visitor: string): Promise<boolean>;
  flush(): Promise<void>;
  stop(): Promise<void>;
};

const MAX_REMEMBERED = 200_000;
/**
 * Rows per statement. PGlite runs a statement on the process's one thread: 140 views (two seconds
 * of a busy school page) in one statement held every request back for 30–40 ms. Small statements,
 * with the requests waiting served between them, keep each hold to a few milliseconds.
 */
const BATCH_ROWS = 20;

export function createViewCounter(db: Db, options: { batchMs: number; log: FastifyBaseLogger }): ViewCounter {
  // Without batching (VIEW_BATCH_MS=0), each view is written at once and the database answers.
  if (options.batchMs <= 0) return { count: (kind, id, visitor) => recordView(db, kind, id, visitor), flush: async () => {}, stop: async () => {} };
  let day = '';
  const counted = new Set<string>();
  let waiting: { kind: Kind; id: number; visitor: string }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing = Promise.resolve();

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    writing = writing.then(async () => {
      for (let i = 0; i < batch.length; i += BATCH_ROWS) {
        if (i) await new Promise((resolve) => setImmediate(resolve));
        await insertViews(db, batch.slice(i, i + BATCH_ROWS)).catch((error) => options.log.warn({ err: error }, 'profile views not counted'));
      }
    });
    return writing;
  };

  return {
    async count(kind, id, visitor) {
      const today = new Date().toISOString().slice(0, 10);
      if (today !== day || counted.size >= MAX_REMEMBERED) {
        day = today;
        counted.clear();
      }
      const key = `${kind}:${id}:${visitor}`;
      if (counted.has(key)) return false;
      counted.add(key);
      waiting.push({ kind, id, visitor });
      timer ??= setTimeout(flush, options.batchMs).unref();
      return true;
    },
    flush,
    stop: flush,
  };
}
