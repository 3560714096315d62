import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.ts';
import { assertStorageKey, mediaUrl, type Storage } from './storage-port.ts';
import { createS3Storage } from './storage-s3.ts';

export { assertStorageKey, mediaUrl, type PutOptions, type Storage, type StoredObject } from './storage-port.ts';

/** The storage the environment asks for: S3 when a bucket is configured, else the data folder. */
export function createStorage(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage({ dataDir: config.dataDir });
}

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
