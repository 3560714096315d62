import type { Config } from '../../config.ts';
import { createStorage, type PutOptions } from '../../lib/storage.ts';
import { toWebp } from './directory-images.ts';

/** A date `offset` days from today, as YYYY-MM-DD. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Seeded public images are stored as uploaded ones are (server/domain/files/files.ts): on S3 the type
 * and cache lifetime travel with the object, and /media serves them as stored.
 */
export const PUBLIC_WEBP: PutOptions = { contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' };

/**
 * Pictures are encoded on the thread pool while the database keeps inserting; `done` waits for the
 * last one. Each call returns the storage key at once.
 */
export function pictureQueue(config: Config) {
  // The storage the app is configured with (S3 or DATA_DIR), so the seeded pictures are where it reads them.
  const storage = createStorage(config);
  const pending: Promise<void>[] = [];
  return {
    draw(key: string, picture: string) {
      pending.push(toWebp(picture).then((bytes) => storage.put(key, bytes, PUBLIC_WEBP)));
      return key;
    },
    done: () => Promise.all(pending),
  };
}
export type Pictures = ReturnType<typeof pictureQueue>;
