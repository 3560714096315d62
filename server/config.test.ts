import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// The web's zod setup turns zod's messages into translation keys; configuration errors must not show them.
import '#common/zod-setup.ts';
import { loadConfig } from './config.ts';
import { ConfigError } from './config-problems.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'wya-config-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const SECRET = 's'.repeat(40);

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('configuration errors', () => {
  it('name the variable, what it accepts and what it got, in plain words (secrets by length only)', () => {
    expect(problemsOf({ PORT: 'abc', SESSION_SECRET: 'short', PUBLIC_URL: 'localhost', PAYMENTS: 'paypal', JOB_POLL_SECONDS: '0.1' })).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "abc")',
      'PUBLIC_URL must be a full address such as https://example.org (got "localhost")',
      'SESSION_SECRET must be at least 32 characters long (got 5 characters)',
      'JOB_POLL_SECONDS must be a number of at least 0.5 (got "0.1")',
      'PAYMENTS must be one of: stripe, test, off (got "paypal")',
    ]);
    expect(problemsOf({ SESSION_SECRET: SECRET, PORT: '70000' })).toEqual(['PORT must be a whole number from 0 to 65535 (got "70000")']);
  });

  it('end the server with exit code 1 and those lines, no stack trace, nothing written', () => {
    const dataDir = path.join(scratch, 'never-made');
    const run = spawnSync(process.execPath, [path.join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, NODE_ENV: 'production', PORT: 'abc', PAYMENTS: 'paypal', DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT must be a whole number from 0 to 65535 (got "abc")');
    expect(run.stderr).toContain('PAYMENTS must be one of: stripe, test, off (got "paypal")');
    expect(run.stderr).not.toMatch(/validation\.|\n\s+at /);
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);
});

describe('secrets (docs/decisions/0034-shared-secrets.md)', () => {
  const onPostgres = (dataDir: string, extra: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/site', S3_BUCKET: 'site', DATA_DIR: dataDir, ...extra });

  it("derive the website's client secret from SESSION_SECRET: processes with their own DATA_DIR agree, and write nothing there", () => {
    const [a, b] = ['a', 'b'].map((name) => onPostgres(path.join(scratch, name), { SESSION_SECRET: SECRET }));
    expect(a.webClient.secret).toBe(b.webClient.secret);
    expect(a.webClient.secret).not.toBe(SECRET);
    expect(a.webClient.secret.length).toBeGreaterThanOrEqual(32);
    expect(onPostgres(path.join(scratch, 'c'), { SESSION_SECRET: 't'.repeat(40) }).webClient.secret).not.toBe(a.webClient.secret);
    expect(onPostgres(path.join(scratch, 'd'), { SESSION_SECRET: SECRET, WEB_CLIENT_SECRET: 'given-web-client-secret' }).webClient.secret).toBe(
      'given-web-client-secret',
    );
    for (const name of ['a', 'b', 'c', 'd']) expect(existsSync(path.join(scratch, name))).toBe(false);
  });

  it('require SESSION_SECRET on PostgreSQL in production, where several processes may share the database', () => {
    expect(problemsOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/site', DATA_DIR: path.join(scratch, 'e') })).toEqual([
      expect.stringMatching(/^SESSION_SECRET must be set when DATABASE_URL is/),
    ]);
    expect(existsSync(path.join(scratch, 'e'))).toBe(false);
  });

  it('keep one generated SESSION_SECRET in DATA_DIR for the embedded database, or say plainly why they cannot', () => {
    const dataDir = path.join(scratch, 'embedded');
    const first = loadConfig({ DATA_DIR: dataDir });
    const again = loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret).toHaveLength(64);
    expect([again.sessionSecret, again.webClient.secret]).toEqual([first.sessionSecret, first.webClient.secret]);

    const file = path.join(scratch, 'a-file');
    writeFileSync(file, '');
    expect(problemsOf({ DATA_DIR: path.join(file, 'data') })).toEqual([
      expect.stringMatching(/^SESSION_SECRET is not set and DATA_DIR \(.*a-file\/data\) cannot keep/),
    ]);
  });
});
