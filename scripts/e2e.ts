// `npm run test:e2e`: build if needed, then run the Playwright journeys in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.ts';

buildIfNeeded();
const root = path.resolve(import.meta.dirname, '..');
const cli = path.join(root, 'node_modules/@playwright/test/cli.js');
const result = spawnSync(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
process.exit(result.status ?? 1);
