import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { buildApp, PROJECT_ROOT } from './app.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { findDemoLogins } from './db/seed/demo-logins.ts';
import { seedDemoIfEmpty } from './db/seed/index.ts';
import { shutDown } from './http/operations.ts';
import { describePayments } from './lib/payments/index.ts';
import { startBanner } from './start-banner.ts';
import { loadStartupConfig } from './startup.ts';

/**
 * Production entry: migrate, seed demo data on the first run, serve site and API (and, unless
 * WORKER=off, run background jobs), close gracefully: on SIGTERM the requests in flight and the running
 * job finish first (server/http/operations.ts).
 */
const config = loadStartupConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// Seeding under the migrations' lock: processes starting together on an empty database seed it once.
await migrateDatabase(database, { thenUnderLock: config.seedDemo ? () => seedDemoIfEmpty(database.db, config) : undefined });

const buildPath = path.join(PROJECT_ROOT, 'build/server/index.js');
let build: Promise<ServerBuild> | undefined;
const app = await buildApp({ config, database, webBuild: () => (build ??= import(buildPath)) });

// /readyz turns 503, requests in flight and then the running job finish (SHUTDOWN_TIMEOUT_MS in all),
// the database closes, exit 0; exit 1 only when the time ran out. A second signal changes nothing.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down');
    process.exit(await shutDown(app, config.shutdownTimeoutMs));
  });
}

if (config.worker === 'off' && database.kind === 'pglite') {
  app.log.warn('WORKER=off on the embedded database: no process runs background jobs (mail). A separate worker needs PostgreSQL.');
}
await app.listen({ port: config.port, host: config.host });
app.log.info(`World Yoga Alliance is serving on ${config.publicUrl} (database: ${database.kind})`);
const payments = describePayments(config);
app.log[payments.level](payments.message);
// One plain line for whoever ran `npm start`: the address and, for the demo on the embedded database, its logins.
console.log(startBanner({ publicUrl: config.publicUrl, demoLogins: database.kind === 'pglite' ? await findDemoLogins(database.db) : [] }));
