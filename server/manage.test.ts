import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { users } from './db/schema/index.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'wya-manage-'));
const manageIn = (dir: string, ...args: string[]) =>
  spawnSync(process.execPath, [path.join(import.meta.dirname, 'manage.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
const manage = (...args: string[]) => manageIn(dataDir, ...args);
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
    expect(unknown.stderr).toContain('restore <file> [--force]');
    expect(manage('backup').status).toBe(2);
  });

  it('backs up the embedded database and restores it into another data folder, refusing to overwrite it after', async () => {
    // Folders of its own: this test does not depend on the others' database.
    const source = mkdtempSync(path.join(tmpdir(), 'wya-manage-backup-'));
    const other = mkdtempSync(path.join(tmpdir(), 'wya-manage-restore-'));
    try {
      expect(manageIn(source, 'create-staff', 'kept@example.com', 'Office2026desk').status).toBe(0);
      const file = path.join(source, 'backup.tar.gz');
      const backup = manageIn(source, 'backup', file);
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toContain('Backup written to');

      expect(manageIn(other, 'restore', file).status).toBe(0);
      const again = manageIn(other, 'restore', file);
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/is not empty: restore refuses to overwrite it.*--force/);
      // The restored database is the backed-up one (--force is tested in server/ops/backup.test.ts).
      const restored = await openDatabase({ dataDir: other });
      const [staff] = await restored.db.select().from(users).where(eq(users.email, 'kept@example.com'));
      await restored.close();
      expect(staff).toMatchObject({ isStaff: true });
    } finally {
      rmSync(source, { recursive: true, force: true });
      rmSync(other, { recursive: true, force: true });
    }
    // Four commands, each opening the embedded database: slow on a busy machine.
  }, 180_000);
});
