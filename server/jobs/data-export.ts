import { buildDataExport, sweepDataExports } from '../domain/users/data-export.ts';
import type { JobKind } from './kinds.ts';

/** A member's copy of their data (data-export.ts); a run after a crash writes the same archive again and tells the member once. */
export const dataExportJob: JobKind<{ exportId: number }> = {
  name: 'data-export',
  // `notify`: the member waits on their profile page for it.
  options: { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 900, deleteAfterSeconds: 86_400, notify: true },
  run: (ctx, { exportId }) => buildDataExport(ctx.deps, { exportId, signal: ctx.signal }),
};

/** The daily pass that removes expired archives; removing twice is harmless. */
export const dataExportsSweepJob: JobKind<{ day: string }> = {
  name: 'data-exports-sweep',
  options: { retryLimit: 3, retryDelay: 300, expireInSeconds: 600, deleteAfterSeconds: 7 * 86_400 },
  async run(ctx) {
    const removed = await sweepDataExports(ctx.deps, { now: new Date() });
    if (removed) ctx.deps.log.info({ removed }, 'expired data exports removed');
  },
};
