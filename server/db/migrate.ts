import type { Database } from './client.ts';
import { loadPlaces } from './places-data.ts';

/** Applies the migration history, then loads reference data (countries and regions) if missing. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.migrate();
  await loadPlaces(database.db);
}
