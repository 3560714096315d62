import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { ConfigError } from '../config-problems.ts';

/**
 * DATA_DIR is touched only by what this configuration keeps there, so a process on PostgreSQL with
 * S3 runs on a read-only file system. The embedded database and local uploads cannot work without
 * it: an unwritable DATA_DIR stops the start with a plain message. Mail and SMS without a provider
 * are written there only when sent: a warning, returned for the caller to print.
 */
export function checkDataDir(config: Config): string | undefined {
  const required = [
    ...(config.databaseUrl ? [] : ['the embedded database (or set DATABASE_URL)']),
    ...(config.s3 ? [] : ['uploaded files (or set S3_BUCKET)']),
  ];
  if (required.length > 0) {
    const problem = unwritable(config.dataDir, { create: true });
    if (problem) throw new ConfigError([`DATA_DIR (${config.dataDir}) is not writable (${problem}); this process keeps ${required.join(' and ')} there`]);
    return undefined;
  }
  const optional = [...(config.smtpUrl ? [] : ['mail (no SMTP_URL)']), ...(config.sms ? [] : ['SMS codes (no SMS_URL)'])];
  const problem = optional.length > 0 ? unwritable(config.dataDir, { create: false }) : undefined;
  return problem ? `DATA_DIR (${config.dataDir}) is not writable (${problem}): ${optional.join(' and ')} will fail to be written there` : undefined;
}

/** Why `dir` cannot be written (an error code), or undefined. Without `create`, nothing is written. */
function unwritable(dir: string, options: { create: boolean }): string | undefined {
  let notMade: string | undefined;
  if (options.create) {
    try {
      mkdirSync(dir, { recursive: true });
    } catch (error) {
      notMade = codeOf(error);
    }
  }
  try {
    // A folder still missing is made when first needed: the nearest one that exists decides (EROFS …).
    let existing = dir;
    while (!existsSync(existing)) existing = path.dirname(existing);
    if (!statSync(existing).isDirectory()) return 'ENOTDIR';
    accessSync(existing, constants.W_OK);
  } catch (error) {
    return codeOf(error);
  }
  return notMade;
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error as Error).message;
