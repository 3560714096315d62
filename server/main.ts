import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { buildApp, PROJECT_ROOT } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemoIfEmpty } from './db/seed/index.ts';
import { directoryIndex } from './domain/directory/directory-index.ts';
import { readAllEventCards } from './domain/events/events.queries.ts';
import { readAllSchoolComments } from './domain/schools/school-comments.queries.ts';
import { readAllSchoolCards, readAllSchoolProfiles } from './domain/schools/schools.queries.ts';
import { readAllTeacherCards } from './domain/teachers/teachers.queries.ts';
import { describePayments } from './lib/payments/index.ts';
import { markWarm } from './lib/warm-up.ts';

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
// Build the directory's search index now rather than on the first visitor's search.
const indexing = Date.now();
directoryIndex(database.db)
  .then(async (index) => {
    app.log.info(
      { ms: Date.now() - indexing, listings: (index?.schools.size ?? 0) + (index?.teachers.size ?? 0) + (index?.events.size ?? 0) },
      'search index built',
    );
    // Then every public school's profile and first comments, and every listed school's, event's and teacher's card, so that no visit
    // or search page waits for the database.
    const reading = Date.now();
    const profiles = await readAllSchoolProfiles(database.db);
    const comments = await readAllSchoolComments(database.db);
    const events = await readAllEventCards(database.db);
    const teacherCards = await readAllTeacherCards(database.db);
    const schoolCards = await readAllSchoolCards(database.db);
    app.log.info(
      { ms: Date.now() - reading, profiles, comments, events, teacherCards, schoolCards },
      'school profiles and comments, event, teacher and school cards read',
    );
  })
  .catch((error) => app.log.error({ err: error }, 'search index or profiles not read; the next visit reads what it needs'))
  .finally(markWarm);
