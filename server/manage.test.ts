import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'wya-manage-'));
const manage = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(import.meta.dirname, 'manage.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run manage', () => {
  it('creates an API client and a staff user that can both get tokens', async () => {
    const client = manage('create-client', 'Partner app');
    expect(client.status).toBe(0);
    const { client_id, client_secret } = JSON.parse(client.stdout);
    const staff = manage('create-staff', 'office@example.com', 'Office2026desk');
    expect(staff.status).toBe(0);
    expect(JSON.parse(staff.stdout)).toMatchObject({ email: 'office@example.com', is_staff: true, created: true });

    const database = await openDatabase({ dataDir });
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), WEB_CLIENT_SECRET: 'w'.repeat(20) }),
      database,
      logger: false,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      payload: { grant_type: 'password', username: 'office@example.com', password: 'Office2026desk', client_id, client_secret },
    });
    expect(res.statusCode).toBe(200);
    await app.close();
  }, 60_000);

  it('refuses weak passwords and unknown commands', () => {
    expect(manage('create-staff', 'x@example.com', 'weak').status).toBe(1);
    const unknown = manage('frobnicate');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('create-client');
  });
});
