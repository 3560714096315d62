// `npm run db:seed`: migrate, then load the demo data if the database is empty.
// `npm run db:seed -- --scale` also loads the large data set of the benchmarks (see SCALE_SEEDERS).
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { seedDemoIfEmpty } from './index.ts';
import { SCALE_SEEDERS } from './scale.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  const seeded = await seedDemoIfEmpty(database.db, config);
  console.log(seeded ? 'Demo data loaded.' : 'The database already has data; demo seed skipped.');
  if (process.argv.includes('--scale')) {
    for (const seeder of SCALE_SEEDERS) await seeder(database.db, config);
    console.log('Scale data loaded.');
  }
} finally {
  await database.close();
}
