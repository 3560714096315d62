import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

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
