import type { Language } from '#common/constants.ts';
import type { PlatformEvent } from '#common/content.ts';
import { AppError } from '../../lib/errors.ts';
import { type Actor, requireMember } from '../access.ts';
import type { Deps } from '../deps.ts';
import { insertApplication, type PlatformEventRow, selectAppliedEventIds, selectPlatformEvent, selectPlatformEvents } from './content.queries.ts';
import { pick } from './localize.ts';

function eventView(
  row: { event: PlatformEventRow; applied: number },
  options: { lang: Language; appliedIds: Set<number> | null; withDescription?: boolean },
): PlatformEvent {
  const e = row.event;
  const seatsLeft = e.capacity == null ? null : Math.max(0, e.capacity - row.applied);
  return {
    id: e.id,
    slug: e.slug,
    title: pick(e.title, options.lang),
    summary: pick(e.summary, options.lang),
    ...(options.withDescription ? { description: pick(e.description, options.lang) } : {}),
    location: pick(e.location, options.lang),
    is_online: e.isOnline,
    starts_at: e.startsAt.toISOString(),
    ends_at: e.endsAt.toISOString(),
    capacity: e.capacity,
    seats_left: seatsLeft,
    is_past: e.endsAt.getTime() < Date.now(),
    /** null for visitors: only a member has applied or not. */
    applied: options.appliedIds ? options.appliedIds.has(e.id) : null,
  };
}

export async function findPlatformEvents(
  deps: Deps,
  options: { lang: Language; actor: Actor; upcoming?: boolean; slug?: string; limit: number; offset: number },
): Promise<{ total: number; results: PlatformEvent[] }> {
  const { total, rows } = await selectPlatformEvents(deps.db, { ...options, upcomingFrom: options.upcoming ? new Date() : undefined });
  const userId = options.actor?.userId;
  const appliedIds = userId
    ? await selectAppliedEventIds(
        deps.db,
        userId,
        rows.map((r) => r.event.id),
      )
    : null;
  // A lookup by slug is the detail page: it gets the full description.
  return { total, results: rows.map((row) => eventView(row, { lang: options.lang, appliedIds, withDescription: Boolean(options.slug) })) };
}

export async function getPlatformEvent(deps: Deps, options: { id: number; lang: Language; actor: Actor }): Promise<PlatformEvent> {
  const row = await selectPlatformEvent(deps.db, options.id);
  if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
  const userId = options.actor?.userId;
  const appliedIds = userId ? await selectAppliedEventIds(deps.db, userId, [row.event.id]) : null;
  return eventView(row, { lang: options.lang, appliedIds, withDescription: true });
}

/** A member applies once to an upcoming event with seats left. */
export async function applyToPlatformEvent(deps: Deps, options: { id: number; actor: Actor }) {
  const userId = requireMember(options.actor);
  const row = await selectPlatformEvent(deps.db, options.id);
  if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
  if (row.event.endsAt.getTime() < Date.now()) throw new AppError('BAD_REQUEST', 'errors.event_past');
  const outcome = await insertApplication(deps.db, options.id, userId);
  if (outcome === 'already') throw new AppError('CONFLICT', 'errors.event_already_applied');
  if (outcome === 'full') throw new AppError('CONFLICT', 'errors.event_full');
}
