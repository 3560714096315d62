import { createReadStream } from 'node:fs';
import { hasControlCharacters } from '#common/fields.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/errors.ts';
import { newToken } from '../../lib/secrets.ts';
import type { StoredObject } from '../../lib/storage.ts';
import type { PreparedUpload } from '../../lib/uploads/prepare.ts';
import { type Actor, requireMember, requireOwner } from '../access.ts';
import type { Deps } from '../deps.ts';
import { deleteStoredFileByKey, findStoredFile, insertStoredFile, type StoredFile } from './files.queries.ts';

export type { StoredFile };

const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

/**
 * Puts a checked upload in storage, then records it — and, through `use`, whatever points to it (a
 * profile's avatar, a gallery item…) — in one transaction. Storage cannot join a database
 * transaction, so the file goes first and is removed again if the database part fails: no row
 * without its file, and no file left without its row.
 */
export async function storeUpload<T>(
  deps: Deps,
  options: { ownerId: number; upload: PreparedUpload },
  use: (tx: Db, file: StoredFile) => Promise<T> = async () => undefined as T,
): Promise<{ file: StoredFile; result: T }> {
  const { upload, ownerId } = options;
  const isPrivate = upload.policy.visibility === 'private';
  const key = `${isPrivate ? 'private' : 'public'}/${upload.policy.folder}/${ownerId}/${newToken(12)}.${upload.extension}`;
  const body = 'data' in upload.body ? upload.body.data : createReadStream(upload.body.path);
  await deps.storage.put(key, body, { contentType: upload.contentType, size: upload.size, cacheControl: isPrivate ? 'private, no-store' : PUBLIC_CACHE });
  try {
    return await inTransaction(deps.db, async (tx) => {
      const file = await insertStoredFile(tx, {
        ownerId,
        kind: upload.policy.kind,
        storageKey: key,
        originalName: cleanFileName(upload.originalName, upload.policy.kind),
        size: upload.size,
        contentType: upload.contentType,
        private: isPrivate,
      });
      return { file, result: await use(tx, file) };
    });
  } catch (error) {
    await deps.storage.remove(key).catch((removeError) => deps.log.error({ err: removeError, key }, 'could not remove a stored file after a failed write'));
    throw error;
  }
}

/** Drops a file's record inside the caller's transaction; the file itself goes once that has committed (removeStoredObject). */
export const forgetStoredFile = (db: Db, storageKey: string) => deleteStoredFileByKey(db, storageKey);

/** Removes a file from storage after the transaction that stopped using it has committed; a failure only leaves an orphan. */
export async function removeStoredObject(deps: Deps, storageKey: string) {
  await deps.storage.remove(storageKey).catch((error) => deps.log.warn({ err: error, key: storageKey }, 'could not remove a replaced file'));
}

/**
 * A file for its owner or staff; anyone else is told it does not exist (404), whether it does or
 * not. Private files are only ever read this way.
 */
export async function openDownload(
  deps: Deps,
  options: { actor: Actor; fileId: number },
): Promise<{ file: StoredFile; object: StoredObject; fileName: string }> {
  requireMember(options.actor);
  const file = await findStoredFile(deps.db, options.fileId);
  requireOwner(options.actor, file?.ownerId ?? null);
  if (!file) throw new AppError('NOT_FOUND', 'errors.not_found');
  const object = await deps.storage.get(file.storageKey);
  if (!object) throw new AppError('NOT_FOUND', 'errors.not_found');
  return { file, object, fileName: downloadName(file) };
}

/** The name as the member gave it, without folders or control characters, at most 255 characters. */
export function cleanFileName(name: string, fallback: string): string {
  const base = [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((c) => !hasControlCharacters(c, false))
    .join('')
    .trim();
  return [...(base || fallback)].slice(0, 255).join('');
}

const EXTENSIONS: Record<string, string[]> = { 'application/pdf': ['pdf'], 'image/png': ['png'], 'image/jpeg': ['jpg', 'jpeg'], 'image/webp': ['webp'] };

/** The original name, with the extension of what is really in the file (a re-encoded avatar is WebP). */
function downloadName(file: StoredFile): string {
  const extensions = EXTENSIONS[file.contentType] ?? [];
  const current = file.originalName.match(/\.([^.]+)$/)?.[1]?.toLowerCase();
  if (!extensions.length || (current && extensions.includes(current))) return file.originalName;
  return `${file.originalName.replace(/\.[^.]+$/, '')}.${extensions[0]}`;
}
