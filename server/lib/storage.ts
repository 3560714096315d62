import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live (DATA_DIR/uploads). Keys are relative paths like "public/avatars/12/ab12.webp". */
export type Storage = {
  put(key: string, data: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  /** URL of a file whose key starts with "public/" (served under /media); other keys are private. */
  publicUrl(key: string): string;
};

export function createLocalStorage(options: { dataDir: string; publicBase?: string }): Storage {
  const root = path.join(options.dataDir, 'uploads');
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error('Invalid storage key');
    return full;
  };
  return {
    async put(key, data) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    publicUrl: (key) => `${options.publicBase ?? ''}/media/${key.replace(/^public\//, '')}`,
  };
}

export const uploadsRoot = (dataDir: string) => path.join(dataDir, 'uploads');
