import type { Db } from './client.ts';

/**
 * Runs `work` in one transaction: every query through `tx` commits together or not at all. The
 * transaction is itself a `Db`, so queries functions take it unchanged; called inside another
 * transaction it nests as a savepoint. Row locks and unique constraints stay in `*.queries.ts`.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
