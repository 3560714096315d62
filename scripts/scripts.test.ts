import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { webNodeFlags, webProcessEnv } from './web-process.ts';

const root = path.resolve(import.meta.dirname, '..');

it('has every npm script the foundation names, each pointing at a file that exists', () => {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  for (const name of ['dev', 'build', 'start', 'test', 'test:e2e', 'typecheck', 'lint', 'db:generate', 'db:migrate', 'db:seed', 'manage']) {
    expect(scripts[name], name).toBeTruthy();
  }
  for (const [name, command] of Object.entries(scripts)) {
    for (const file of command.match(/[\w./-]+\.ts\b/g) ?? []) expect(existsSync(path.join(root, file)), `${name}: ${file}`).toBe(true);
  }
});

it('starts a web process on PostgreSQL with the flags of scripts/web-process.ts, one on the embedded database without (decision 0056)', () => {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  // The shell's defaults, as package.json writes them ("$" + "{VAR:-default}").
  const orDefault = (name: string, value: string) => `$\{${name}:-${value}}`;
  const [heap, ...rest] = webNodeFlags({ DATABASE_URL: 'postgres://db' });
  const flags = [heap.replace('256', orDefault('WEB_HEAP_MB', '256')), ...rest].join(' ');
  expect(scripts.start).toBe(
    `if [ -n "$DATABASE_URL" ]; then export MALLOC_ARENA_MAX=${orDefault('MALLOC_ARENA_MAX', '2')} NODE_OPTIONS="${flags} $NODE_OPTIONS"; fi; node scripts/start.ts`,
  );
  expect(webNodeFlags({ DATABASE_URL: 'postgres://db', WEB_HEAP_MB: '512' })[0]).toBe('--max-old-space-size=512');
  expect(webProcessEnv({ DATABASE_URL: 'postgres://db' })).toEqual({ MALLOC_ARENA_MAX: '2' });
  expect(webNodeFlags({})).toEqual([]);
  expect(webProcessEnv({ DATABASE_URL: '' })).toEqual({});
});
