import { vacuumUnlessAutovacuum } from '../db/maintenance.ts';
import type { JobKind } from './kinds.ts';

/** The daily VACUUM and ANALYZE where no autovacuum runs (db/maintenance.ts); repeating it is harmless. */
export const databaseMaintenanceJob: JobKind<{ day: string }> = {
  name: 'database-maintenance',
  options: { retryLimit: 2, retryDelay: 600, expireInSeconds: 1800, deleteAfterSeconds: 7 * 86_400 },
  async run(ctx) {
    const started = performance.now();
    const done = await vacuumUnlessAutovacuum(ctx.deps.db);
    if (done === 'vacuumed') ctx.deps.log.info({ ms: Math.round(performance.now() - started) }, 'database vacuumed and analyzed');
  },
};
