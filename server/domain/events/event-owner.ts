import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { type Actor, requireMember, requireOwner } from '../access.ts';
import type { Deps } from '../deps.ts';
import { isPublicEventId, selectEventWithOwner } from './event-editing.queries.ts';

/**
 * The event, for its school's owner (or staff); anyone else is told it does not exist. Pass a
 * transaction and `lock` to hold the event row while what hangs from it changes.
 */
export async function requireOwnEvent(deps: Pick<Deps, 'db'>, actor: Actor, eventId: number, options: { db?: Db; lock?: boolean } = {}) {
  requireMember(actor);
  const row = await selectEventWithOwner(options.db ?? deps.db, eventId, options.lock);
  requireOwner(actor, row?.ownerId);
  if (!row) throw new AppError('NOT_FOUND', 'errors.event_not_found');
  return row;
}

/**
 * What hangs from an event (images, instructors, options) is read as the event is: by anyone with a
 * token while the event is public, as its page shows them; otherwise by its school's owner or staff.
 */
export async function requireReadableEvent(deps: Pick<Deps, 'db'>, actor: Actor, eventId: number) {
  if (await isPublicEventId(deps.db, eventId)) return;
  await requireOwnEvent(deps, actor, eventId);
}
