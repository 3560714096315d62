import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { directoryFixtures } from '../test/directory-fixtures.ts';
import { withDatabase } from '../test/global-setup.ts';
import { call, clientToken, createTestApp, newMember, passwordLogin, type TestApp } from '../test/harness.ts';
import { createBackup, restoreBackup, type SitePlace } from './backup.ts';

// A backup restored into a new, empty database (and data folder) is the same site: the member logs
// in, the directory answers the same, the uploaded avatar is served. On PGlite, and on PostgreSQL
// when the suite runs there (pg_dump / pg_restore).

let t: TestApp;
let member: Awaited<ReturnType<typeof newMember>>;
let avatar: string;
const work = mkdtempSync(path.join(tmpdir(), 'wya-backup-test-'));
const file = path.join(work, 'site.tar.gz');
const restored: SitePlace = { dataDir: path.join(work, 'restored'), localFiles: true };
const server = inject('postgresAdmin');
const database = `wya_restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: server as string });
  await client.connect();
  await client.query(sql);
  await client.end();
}

async function directoryNames(app: TestApp['app']) {
  const res = await call(app, await clientToken(app), { method: 'GET', url: '/api/school/school?search=yoga' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: { name: string }[] }).results.map((r) => r.name);
}

beforeAll(async () => {
  t = await createTestApp();
  member = await newMember(t.app);
  await directoryFixtures(t, member.pk);
  const form = new FormData();
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#d9822b' } })
    .png()
    .toBuffer();
  form.set('avatar', new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }));
  const encoded = new Response(form);
  const res = await call(t.app, member.token, {
    method: 'PATCH',
    url: '/api/user-profile/',
    headers: { 'content-type': encoded.headers.get('content-type') as string },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(res.statusCode).toBe(200);
  avatar = res.json().profile.avatar;
  if (server) {
    // A new database as an operator makes one (createdb): empty, from template1.
    await admin(`CREATE DATABASE ${database}`);
    restored.databaseUrl = withDatabase(server, database);
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
  if (server) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores into a new, empty database the same site: login, directory search, uploaded files', async () => {
    const before = await directoryNames(t.app);
    expect(before.length).toBeGreaterThan(1);
    expect(await createBackup(file, t.database, { dataDir: t.dataDir, localFiles: true })).toEqual({ files: ['data/uploads'] });

    await restoreBackup(file, restored);

    const app = await buildApp({
      config: { ...t.config, dataDir: restored.dataDir },
      database: await openDatabase({ databaseUrl: restored.databaseUrl, dataDir: restored.dataDir }),
      logger: false,
    });
    try {
      await app.ready();
      expect((await passwordLogin(app, member.username, member.password)).access_token).toBeTruthy();
      expect(await directoryNames(app)).toEqual(before);
      const image = await app.inject({ method: 'GET', url: avatar });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload).toEqual(readFileSync(path.join(t.dataDir, 'uploads/public', avatar.replace('/media/', ''))));
    } finally {
      await app.close();
    }
  }, 120_000);

  it('refuses to overwrite a database that has data, unless forced', async () => {
    await expect(restoreBackup(file, restored)).rejects.toThrow(/is not empty: restore refuses to overwrite it\..*--force/);
    await restoreBackup(file, restored, { force: true });
    const database = await openDatabase({ databaseUrl: restored.databaseUrl, dataDir: restored.dataDir });
    const app = await buildApp({ config: { ...t.config, dataDir: restored.dataDir }, database, logger: false });
    try {
      await app.ready();
      expect((await passwordLogin(app, member.username, member.password)).access_token).toBeTruthy();
    } finally {
      await app.close();
    }
  }, 120_000);

  it('refuses a backup of the other engine, and a file that is not a backup', async () => {
    const other: SitePlace = server
      ? { dataDir: path.join(work, 'other'), localFiles: true }
      : { ...restored, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' };
    await expect(restoreBackup(file, other)).rejects.toThrow(server ? /holds a PostgreSQL database/ : /holds the embedded database/);
    await expect(restoreBackup(path.join(work, 'missing.tar.gz'), restored)).rejects.toThrow(/No backup at/);
  });
});
