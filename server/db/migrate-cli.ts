// `npm run db:migrate`: apply the migration history and load countries and regions if missing.
import { loadStartupConfig } from '../startup.ts';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

const config = loadStartupConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  console.log(`Migrated the ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database.`);
} finally {
  await database.close();
}
