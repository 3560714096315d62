import { createReadStream } from 'node:fs';
import { DATA_EXPORT_DAYS, type DataExport } from '#common/member-data.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/errors.ts';
import { newToken } from '../../lib/secrets.ts';
import type { StoredObject } from '../../lib/storage.ts';
import { type ArchiveEntry, writeTarGz } from '../../lib/tar-archive.ts';
import { type Actor, requireMember } from '../access.ts';
import type { Deps } from '../deps.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { notifyMember } from '../notifications/notifications.ts';
import {
  type DataExportRow,
  endLapsedExports,
  expireOtherExports,
  failStaleRequests,
  insertExportRequest,
  markExportReady,
  selectExport,
  selectLatestExport,
} from './data-export.queries.ts';
import { EXPORT_README } from './data-export-readme.ts';
import { collectMemberData } from './data-export-records.ts';
import { findUserById } from './users.queries.ts';

// A member's copy of their data (docs/decisions/0041-data-export-and-erasure.md): asked for on
// /user-profile or by POST user-profile/export/, made by the `data-export` job into one .tar.gz in
// private storage, downloadable by that member alone for DATA_EXPORT_DAYS days.

const DAY_MS = 86_400_000;
/** A request whose job has not finished after this long is taken as failed (the job retries within it). */
export const EXPORT_STALE_MS = 60 * 60_000;

const isStale = (row: DataExportRow, now: Date) => row.status === 'requested' && row.requestedAt.getTime() < now.getTime() - EXPORT_STALE_MS;
const isLapsed = (row: DataExportRow, now: Date) => row.status === 'ready' && (!row.expiresAt || row.expiresAt <= now);

export function exportJson(row: DataExportRow | null, now = new Date()): DataExport {
  if (!row) return { id: null, state: 'none', requested_at: null, ready_at: null, expires_at: null, size: null, download_url: null };
  const state = isStale(row, now) ? 'failed' : isLapsed(row, now) ? 'expired' : row.status;
  return {
    id: row.id,
    state,
    requested_at: row.requestedAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: state === 'ready' ? (row.expiresAt?.toISOString() ?? null) : null,
    size: state === 'ready' ? row.size : null,
    download_url: state === 'ready' ? `/api/user-profile/export/${row.id}/download/` : null,
  };
}

/** The member's latest copy and where it stands. */
export async function getDataExport(deps: Pick<Deps, 'db'>, options: { actor: Actor }): Promise<DataExport> {
  return exportJson(await selectLatestExport(deps.db, requireMember(options.actor)));
}

/** Asks for a new copy; one at a time (409 while one is being made). */
export async function requestDataExport(deps: Pick<Deps, 'db' | 'jobs'>, options: { actor: Actor }): Promise<DataExport> {
  const userId = requireMember(options.actor);
  const row = await inTransaction(deps.db, async (tx) => {
    await failStaleRequests(tx, userId, new Date(Date.now() - EXPORT_STALE_MS));
    const created = await insertExportRequest(tx, { userId, storageKey: `private/exports/${userId}/${newToken(18)}.tar.gz` });
    if (!created) return null;
    // Queued in the same transaction: the job exists exactly when the request does.
    await deps.jobs.enqueue('data-export', { exportId: created.id }, { db: tx });
    return created;
  });
  if (!row) throw new AppError('CONFLICT', 'account:errors.export_in_flight');
  return exportJson(row);
}

/** The archive, for its member alone (not even staff: it is a copy of everything about them); gone or expired is not found. */
export async function openDataExport(
  deps: Pick<Deps, 'db' | 'storage'>,
  options: { actor: Actor; id: number },
): Promise<{ object: StoredObject; fileName: string }> {
  const userId = requireMember(options.actor);
  const row = await selectExport(deps.db, options.id);
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', 'errors.not_found');
  if (row.status !== 'ready' || isLapsed(row, new Date())) throw new AppError('NOT_FOUND', 'account:errors.export_not_available');
  const object = await deps.storage.get(row.storageKey);
  if (!object) throw new AppError('NOT_FOUND', 'account:errors.export_not_available');
  return { object, fileName: `wya-my-data-${(row.readyAt ?? row.requestedAt).toISOString().slice(0, 10)}.tar.gz` };
}

/**
 * The job: reads every record about the member, writes the archive to storage under the key chosen
 * at request time (a run after a crash writes over its own half), marks it ready and tells the member.
 */
export async function buildDataExport(deps: Deps, options: { exportId: number; signal?: AbortSignal }) {
  const row = await selectExport(deps.db, options.exportId);
  if (row?.status !== 'requested') return;
  const user = await findUserById(deps.db, row.userId);
  if (!user || user.deletedAt) return;
  const contents = await collectMemberData(deps.db, row.userId);
  const now = new Date();
  const missing: string[] = [];
  const entries: ArchiveEntry[] = [
    ...contents.files.map((f) => ({
      path: f.path,
      open: async () => {
        const object = await deps.storage.get(f.key);
        if (!object) missing.push(f.path);
        return object?.body ?? null;
      },
    })),
    ...Object.entries(contents.documents).map(([name, data]) => ({ path: name, text: `${JSON.stringify(data, null, 2)}\n` })),
    { path: 'README.txt', text: EXPORT_README },
    {
      path: 'manifest.json',
      text: () =>
        `${JSON.stringify({ format: 1, member_id: row.userId, username: contents.username, generated_at: now.toISOString(), documents: Object.keys(contents.documents), files_not_found: missing }, null, 2)}\n`,
    },
  ];
  const archive = await writeTarGz(entries, options.signal);
  try {
    await deps.storage.put(row.storageKey, createReadStream(archive.file), {
      contentType: 'application/gzip',
      size: archive.size,
      cacheControl: 'private, no-store',
    });
  } finally {
    await archive.discard();
  }
  const replaced = await inTransaction(deps.db, async (tx) => {
    const ready = await markExportReady(tx, row.id, { size: archive.size, readyAt: now, expiresAt: new Date(now.getTime() + DATA_EXPORT_DAYS * DAY_MS) });
    if (!ready) return [];
    await notifyMember(deps, tx, { userId: row.userId, messageKey: 'data_export_ready', params: { days: String(DATA_EXPORT_DAYS) } }, { mailed: true });
    // Asked for, so mailed whatever the member's notification choice.
    await queueMail(
      deps,
      {
        to: user.email,
        lang: contents.lang,
        template: 'data_export_ready',
        params: { days: DATA_EXPORT_DAYS, link: `${deps.config.publicUrl}/user-profile#your-data` },
        key: `data-export:${row.id}`,
      },
      { db: tx },
    );
    return expireOtherExports(tx, row.userId, row.id);
  });
  for (const key of replaced) await deps.storage.remove(key).catch((err) => deps.log.warn({ err, key }, 'could not remove a replaced data export'));
}

/** The daily pass: archives past their end and requests that never finished lose their files. */
export async function sweepDataExports(deps: Pick<Deps, 'db' | 'storage' | 'log'>, options: { now: Date }): Promise<number> {
  const keys = await endLapsedExports(deps.db, options.now, new Date(options.now.getTime() - EXPORT_STALE_MS));
  for (const key of keys) await deps.storage.remove(key).catch((err) => deps.log.warn({ err, key }, 'could not remove an expired data export'));
  return keys.length;
}
