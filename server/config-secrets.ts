import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config-problems.ts';

// docs/decisions/0034-shared-secrets.md: SESSION_SECRET is the one secret processes share; every other
// secret a process relies on is derived from it (unless given), so processes that share it agree and
// none can rotate a secret another one uses.

/** A secret of its own for each use (`label`), the same in every process given the same root. */
export const deriveSecret = (root: string, label: string) => createHmac('sha256', root).update(`wya:${label}`).digest('hex');

/**
 * SESSION_SECRET, or one generated once into DATA_DIR/secrets.json: enough for the embedded database,
 * which one process owns. On PostgreSQL in production several processes may share the database, and a
 * secret per DATA_DIR would split them (cookies, sealed jobs, the website's client): refuse to start.
 */
export function sessionSecretOf(options: { given?: string; databaseUrl?: string; production: boolean; dataDir: string }): string {
  if (options.given) return options.given;
  if (options.databaseUrl && options.production) {
    throw new ConfigError([
      'SESSION_SECRET must be set when DATABASE_URL is: every process of the site shares it (at least 32 characters, e.g. from `openssl rand -hex 32`)',
    ]);
  }
  return storedSessionSecret(options.dataDir);
}

function storedSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets.json');
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { sessionSecret: string }).sessionSecret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw unusable(dataDir, error);
  }
  const sessionSecret = randomBytes(32).toString('hex');
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify({ sessionSecret }), { mode: 0o600 });
  } catch (error) {
    throw unusable(dataDir, error);
  }
  return sessionSecret;
}

const unusable = (dataDir: string, error: unknown) =>
  new ConfigError([
    `SESSION_SECRET is not set and DATA_DIR (${dataDir}) cannot keep a generated one (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): set SESSION_SECRET (at least 32 characters) or make DATA_DIR writable`,
  ]);
