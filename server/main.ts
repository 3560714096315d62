import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { buildApp, PROJECT_ROOT } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemoIfEmpty } from './db/seed/index.ts';
import { describePayments } from './lib/payments/index.ts';

/**
 * Production entry: migrate, seed demo data on the first run, serve site and API (and, unless
 * WORKER=off, run background jobs), close gracefully: on SIGTERM the running job finishes first.
 */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(database);
if (config.seedDemo) await seedDemoIfEmpty(database.db, config);

const buildPath = path.join(PROJECT_ROOT, 'build/server/index.js');
let build: Promise<ServerBuild> | undefined;
const app = await buildApp({ config, database, webBuild: () => (build ??= import(buildPath)) });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  });
}

if (config.worker === 'off' && database.kind === 'pglite') {
  app.log.warn('WORKER=off on the embedded database: no process runs background jobs (mail). A separate worker needs PostgreSQL.');
}
await app.listen({ port: config.port, host: config.host });
app.log.info(`World Yoga Alliance is serving on ${config.publicUrl} (database: ${database.kind})`);
const payments = describePayments(config);
app.log[payments.level](payments.message);
