import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { sha256 } from '../../lib/secrets.ts';
import { openTestDatabase } from '../../test/harness.ts';
import { ensureClient } from './clients.ts';
import { findClient } from './tokens.queries.ts';

// docs/decisions/0034-shared-secrets.md: processes sharing SESSION_SECRET agree on the website's client
// secret, so a process starting never locks out the ones already running.

let database: Awaited<ReturnType<typeof openTestDatabase>>;
const scratch = mkdtempSync(path.join(tmpdir(), 'wya-clients-'));
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await database.drop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('a configured client', () => {
  it('is created once, kept while its secret is the same, and replaced (said to the caller) when it differs', async () => {
    const client = { name: 'Partner', clientId: 'partner-app', secret: 'first-secret-0123456789' };
    expect(await ensureClient(database.db, client)).toBe('created');
    expect(await ensureClient(database.db, client)).toBe('kept');
    expect(await ensureClient(database.db, { ...client, secret: 'second-secret-0123456789' })).toBe('replaced');
    expect((await findClient(database.db, 'partner-app'))?.clientSecretHash).toBe(sha256('second-secret-0123456789'));
  });

  it("stays the website's for every process that shares SESSION_SECRET, each with its own DATA_DIR", async () => {
    const processConfig = (name: string) =>
      loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(scratch, name), SESSION_SECRET: 'x'.repeat(40), WORKER: 'off', RATE_LIMIT: 'off' });
    const first = processConfig('first');
    // Each app closes its database on close: the second gets its own handle that leaves it open.
    const shared: Database = { ...database, close: async () => {} };
    const apps = [await buildApp({ config: first, database: shared, logger: false })];
    apps.push(await buildApp({ config: processConfig('second'), database: shared, logger: false }));
    const res = await apps[0].inject({
      method: 'POST',
      url: '/api/auth/token/',
      payload: { grant_type: 'client_credentials', client_id: first.webClient.id, client_secret: first.webClient.secret },
    });
    expect(res.statusCode).toBe(200);
    for (const app of apps) await app.close();
  });
});
