import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { PreparedUpload, UploadSource } from '../../lib/uploads/index.ts';
import { prepareUpload } from '../../lib/uploads/index.ts';
import type { Deps } from '../deps.ts';
import { removeStoredObject, type StoredFile, storeUpload } from '../files/files.ts';

/** Checks every file against its policy before anything is stored, so one bad file stores none. */
export const prepareAll = (sources: UploadSource[]): Promise<PreparedUpload[]> => Promise.all(sources.map((source) => prepareUpload(source)));

/**
 * Stores several checked files and runs `use` with their records in one transaction: each file is
 * put in storage and its record written inside the previous one's transaction (a savepoint), so a
 * failure anywhere removes every file stored so far and no row is left without its file.
 */
export async function storeAll<T>(
  deps: Deps,
  options: { ownerId: number; uploads: PreparedUpload[] },
  use: (tx: Db, files: StoredFile[]) => Promise<T>,
): Promise<T> {
  const step = async (d: Deps, index: number, files: StoredFile[]): Promise<T> => {
    if (index === options.uploads.length) return use(d.db, files);
    const { result } = await storeUpload(d, { ownerId: options.ownerId, upload: options.uploads[index] }, (tx, file) =>
      step({ ...d, db: tx }, index + 1, [...files, file]),
    );
    return result;
  };
  if (!options.uploads.length) return inTransaction(deps.db, (tx) => use(tx, []));
  return step(deps, 0, []);
}

/** Files that a committed write stopped using: removed from storage (a failure only leaves an orphan). */
export async function removeReplaced(deps: Deps, keys: (string | null | undefined)[]) {
  for (const key of keys) if (key) await removeStoredObject(deps, key);
}
