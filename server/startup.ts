import { type Config, loadConfig } from './config.ts';
import { ConfigError } from './config-problems.ts';
import { checkDataDir } from './lib/data-dir.ts';

/**
 * The configuration of an entry point (server, worker, commands). A wrong environment or an unusable
 * DATA_DIR is the operator's to fix: it is printed in plain lines and the process exits 1, with no
 * stack trace to read through.
 */
export function loadStartupConfig(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    const config = loadConfig(env);
    const warning = checkDataDir(config);
    if (warning) console.warn(warning);
    return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Cannot start: the configuration needs fixing.\n${error.problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
}
