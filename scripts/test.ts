// `npm test`: the whole suite — API and unit tests (Vitest, embedded PGlite), then the browser
// journeys (Playwright in Debian's Chromium). Set TEST_DATABASE_URL to run Vitest on PostgreSQL.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const node = process.execPath;
const run = (args: string[]) => spawnSync(node, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

const steps: [string, () => number][] = [
  ['unit and API tests (Vitest)', () => run([path.join(root, 'node_modules/vitest/vitest.mjs'), 'run'])],
  [
    'browser journeys (Playwright, Chromium)',
    () => {
      const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
      if (!existsSync(chromium)) {
        console.error(`Chromium not found at ${chromium}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`);
        return 1;
      }
      return run([path.join(root, 'scripts/e2e.ts')]);
    },
  ],
];

let failed = 0;
for (const [name, step] of steps) {
  console.log(`\n▶ ${name}`);
  const status = step();
  console.log(status === 0 ? `✔ ${name}` : `✘ ${name} (exit ${status})`);
  if (status !== 0) failed += 1;
}
console.log(`\nsteps: ${steps.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
