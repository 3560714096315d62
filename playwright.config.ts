import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '/tmp/wya-e2e-data';
const GOOGLE_PORT = Number(process.env.GOOGLE_STAND_IN_PORT ?? 3399);

// Journeys run in Debian's Chromium against the production build on a fresh embedded database.
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two files at a time (each file's journeys in order): a journey mostly waits on the browser and
  // the server, so on 2 cores the 74 journeys took 6 min instead of 13 with one worker.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node_modules/.bin/node tests/e2e/google-stand-in.ts',
      url: `http://127.0.0.1:${GOOGLE_PORT}/healthz`,
      reuseExistingServer: false,
      env: { GOOGLE_STAND_IN_PORT: String(GOOGLE_PORT) },
    },
    {
      command: `rm -rf ${E2E_DATA_DIR} && node_modules/.bin/node server/main.ts`,
      url: `http://localhost:${E2E_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(E2E_PORT),
        DATA_DIR: E2E_DATA_DIR,
        PUBLIC_URL: `http://localhost:${E2E_PORT}`,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        PAYMENTS: 'test',
        RATE_LIMIT: 'off',
        TRUST_PROXY: 'true',
        GOOGLE_CLIENT_ID: 'e2e-google-client',
        GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
        GOOGLE_AUTH_URL: `http://127.0.0.1:${GOOGLE_PORT}/o/oauth2/v2/auth`,
        GOOGLE_TOKEN_URL: `http://127.0.0.1:${GOOGLE_PORT}/token`,
        GOOGLE_BASE_URL: `http://127.0.0.1:${GOOGLE_PORT}`,
        STORE_URL: 'https://store.example.org/',
      },
    },
  ],
});
