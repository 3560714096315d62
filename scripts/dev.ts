// `npm run dev`: Vite in middleware mode with hot reload, in front of the same Fastify app.
import http from 'node:http';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { migrateDatabase } from '../server/db/migrate.ts';
import { seedDemoIfEmpty } from '../server/db/seed/index.ts';

process.env.NODE_ENV = 'development';
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(database);
await seedDemoIfEmpty(database.db, config);

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
const app = await buildApp({
  config,
  database,
  clientDir: '/nonexistent',
  webBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
});
await app.ready();
http
  .createServer((req, res) => vite.middlewares(req, res, () => app.routing(req, res)))
  .listen(config.port, () => console.log(`Development server on ${config.publicUrl}`));
