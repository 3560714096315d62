import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from './client.ts';

it('refuses a second process on an embedded database in use, and frees it on close', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wya-lock-'));
  const first = await openDatabase({ dataDir: dir });
  const { writeFileSync } = await import('node:fs');
  // Pretend another live process (this test runner's parent) holds the lock.
  writeFileSync(path.join(dir, 'db', 'wya.lock'), String(process.ppid));
  await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by process/);
  writeFileSync(path.join(dir, 'db', 'wya.lock'), String(process.pid));
  await first.close();
  const second = await openDatabase({ dataDir: dir });
  await second.close();
  rmSync(dir, { recursive: true, force: true });
});
