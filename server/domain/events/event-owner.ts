import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { type Actor, requireMember, requireOwner } from '../access.ts';
import type { Deps } from '../deps.ts';
import { selectEventWithOwner } from './event-editing.queries.ts';

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
