import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const marker = path.join(root, 'build/server/index.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the web app when there is no build yet or its sources changed since. */
export function buildIfNeeded(): void {
  const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const sources = Math.max(...['app', 'common', 'locales', 'public'].map((d) => newestMtime(path.join(root, d))));
  if (built > sources) return;
  console.log('Building the web app…');
  // Run the CLI with this Node (≥ 22.22), whatever `node` is first on PATH.
  const cli = path.join(root, 'node_modules/@react-router/dev/bin.cjs');
  const result = spawnSync(process.execPath, [cli, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  const compressed = spawnSync(process.execPath, [path.join(root, 'scripts/precompress.ts')], { cwd: root, stdio: 'inherit' });
  if (compressed.status !== 0) process.exit(compressed.status ?? 1);
}
