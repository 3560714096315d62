import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { hasControlCharacters } from '#common/fields.ts';
import type { Config } from '../config.ts';
import { createS3Storage } from './storage-s3.ts';

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

/** The storage the environment asks for: S3 when a bucket is configured, else the data folder. */
export function createStorage(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage({ dataDir: config.dataDir });
}

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

export function createLocalStorage(options: { dataDir: string; publicBase?: string }): Storage {
  const root = uploadsRoot(options.dataDir);
  const resolve = (key: string) => {
    assertStorageKey(key);
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error('Invalid storage key');
    return full;
  };
  return {
    kind: 'disk',
    async put(key, data) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      // Written beside its place and renamed: a reader never sees half a file, a failed write leaves none.
      const partial = `${full}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(partial));
        await rename(partial, full);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const full = resolve(key);
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(full), size: info.size };
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    publicUrl: (key) => mediaUrl(key, options.publicBase),
  };
}

export const uploadsRoot = (dataDir: string) => path.join(path.resolve(dataDir), 'uploads');
