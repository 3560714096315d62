import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { checkDataDir } from './data-dir.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'wya-data-dir-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
// A path that cannot be made: its parent is a file (ENOTDIR), as good as a read-only mount here.
const unusable = path.join(scratch, 'a-file', 'data');
writeFileSync(path.join(scratch, 'a-file'), '');

const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), ...env });
const SHARED = { DATABASE_URL: 'postgres://db/site', S3_BUCKET: 'site', SMTP_URL: 'smtp://mail', SMS_URL: 'https://sms.example.org' };

describe('DATA_DIR at start', () => {
  it('is left alone (not even made) on PostgreSQL with S3, and may be unwritable there', () => {
    const dataDir = path.join(scratch, 'never-made');
    expect(checkDataDir(config({ ...SHARED, DATA_DIR: dataDir }))).toBeUndefined();
    expect(existsSync(dataDir)).toBe(false);
    expect(checkDataDir(config({ ...SHARED, DATA_DIR: unusable }))).toBeUndefined();
  });

  it('only warns when mail or SMS without a provider would be written there', () => {
    const { SMTP_URL: _smtp, ...noMail } = SHARED;
    expect(checkDataDir(config({ ...noMail, DATA_DIR: unusable }))).toMatch(/^DATA_DIR \(.*a-file\/data\) is not writable \(ENOTDIR\): mail \(no SMTP_URL\)/);
    expect(checkDataDir(config({ ...noMail, DATA_DIR: path.join(scratch, 'later') }))).toBeUndefined();
    expect(existsSync(path.join(scratch, 'later'))).toBe(false);
  });

  it('stops the start in plain words when the embedded database or local uploads need it and it is not writable', () => {
    expect(() => checkDataDir(config({ DATA_DIR: unusable }))).toThrow(
      /^DATA_DIR \(.*a-file\/data\) is not writable \(\w+\); this process keeps the embedded database \(or set DATABASE_URL\) and uploaded files \(or set S3_BUCKET\) there$/,
    );
    expect(() => checkDataDir(config({ DATABASE_URL: 'postgres://db/site', DATA_DIR: unusable }))).toThrow(/DATA_DIR .* keeps uploaded files/);
    const dataDir = path.join(scratch, 'made');
    expect(checkDataDir(config({ DATABASE_URL: 'postgres://db/site', DATA_DIR: dataDir }))).toBeUndefined();
    expect(existsSync(dataDir)).toBe(true);
  });
});
