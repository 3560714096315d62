import { installJobQueue } from '../jobs/queue.ts';
import type { Database } from './client.ts';
import { ensureFeeItems } from './fee-items.ts';
import { loadPlaces } from './places-data.ts';

/** Applies the migration history and the job queue's own schema, then loads reference data (countries and regions, fee items) if missing. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.migrate();
  await installJobQueue(database);
  await loadPlaces(database.db);
  await ensureFeeItems(database.db);
}
