import type { Config } from '../../config.ts';
import { createLocalStorage } from '../../lib/storage.ts';
import { toWebp } from './directory-images.ts';

/** A date `offset` days from today, as YYYY-MM-DD. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Pictures are encoded on the thread pool while the database keeps inserting; `done` waits for the
 * last one. Each call returns the storage key at once.
 */
export function pictureQueue(config: Config) {
  const storage = createLocalStorage({ dataDir: config.dataDir });
  const pending: Promise<void>[] = [];
  return {
    draw(key: string, picture: string) {
      pending.push(toWebp(picture).then((bytes) => storage.put(key, bytes)));
      return key;
    },
    done: () => Promise.all(pending),
  };
}
export type Pictures = ReturnType<typeof pictureQueue>;
