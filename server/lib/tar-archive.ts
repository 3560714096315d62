import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { create } from 'tar';

/**
 * One entry of an archive: text (or text made when its turn comes, so a manifest last in the list can
 * say what the files before it were), or a file streamed in (null: it could not be read, left out).
 */
export type ArchiveEntry = { path: string; text: string | (() => string) } | { path: string; open: () => Promise<Readable | null> };

/**
 * Writes a .tar.gz of the entries (node-tar, as the backups use) to a new temporary file, staging them
 * on disk first so no file is held in memory whole. Answers the archive's path and size, what could not
 * be read, and `discard` to remove the temporary files.
 */
export async function writeTarGz(entries: ArchiveEntry[], signal?: AbortSignal) {
  const work = await mkdtemp(path.join(tmpdir(), 'wya-archive-'));
  const staging = path.join(work, 'root');
  const missing: string[] = [];
  const discard = () => rm(work, { recursive: true, force: true });
  try {
    for (const entry of entries) {
      signal?.throwIfAborted();
      const target = path.join(staging, entry.path);
      // Entry paths are ours, but one must never leave its folder.
      if (!target.startsWith(staging + path.sep)) throw new Error(`Invalid archive path: ${entry.path}`);
      await mkdir(path.dirname(target), { recursive: true });
      if ('text' in entry) await writeFile(target, typeof entry.text === 'function' ? entry.text() : entry.text);
      else {
        const body = await entry.open();
        if (body) await pipeline(body, createWriteStream(target));
        else missing.push(entry.path);
      }
    }
    const file = path.join(work, 'archive.tar.gz');
    await create({ gzip: true, portable: true, file, cwd: staging }, await readdir(staging));
    return { file, size: (await stat(file)).size, missing, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
