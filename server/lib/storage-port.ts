import type { Readable } from 'node:stream';
import { hasControlCharacters } from '#common/fields.ts';

// What every storage (local disk, S3) is and shares; storage.ts picks one, storage-s3.ts is one.

/** What a stored file is made of when read back. */
export type StoredObject = { body: Readable; size: number; contentType?: string };

/** What `put` may say about the file, for object stores that keep it with the object. */
export type PutOptions = { contentType?: string; cacheControl?: string; size?: number };

/**
 * Where uploaded files live: local disk ($DATA_DIR/uploads) or S3-compatible object storage, chosen by
 * the environment. Keys are relative paths like "public/avatars/12/ab12.webp": "public/…" files are
 * served under /media, "private/…" ones only through authorized routes.
 */
export type Storage = {
  kind: 'disk' | 's3';
  /** Writes a file from memory or from a stream (a stream to S3 needs `size`). */
  put(key: string, data: Buffer | Readable, options?: PutOptions): Promise<void>;
  /** Reads a file as a stream; null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
  /** URL of a file whose key starts with "public/"; other keys have none. */
  publicUrl(key: string): string;
};

/** Keys are our own, but a key must never leave its folder or be neither public nor private. */
export function assertStorageKey(key: string): void {
  const parts = key.split('/');
  if (
    !['public', 'private'].includes(parts[0]) ||
    parts.length < 2 ||
    parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\\') || hasControlCharacters(p, false))
  ) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}

/** `/media/…` served by this app, or the configured public base (a CDN or the bucket's public address). */
export const mediaUrl = (key: string, publicBase = '') => `${publicBase}/media/${key.replace(/^public\//, '')}`;
