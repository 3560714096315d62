import { AppError } from '../lib/errors.ts';

/**
 * Who makes a call: a member (`userId`), a visitor's client token (`userId` null), or, as `null`,
 * nobody (no token). Routes hand it to the domain; these gates are the only place that decides who
 * may do what.
 */
export type Actor = { userId: number | null; isStaff: boolean; tokenId?: number } | null;

/** A logged-in member: no token is 401, a visitor's client token 403. Answers the member's id. */
export function requireMember(actor: Actor): number {
  if (!actor) throw new AppError('UNAUTHORIZED', 'errors.not_authenticated');
  if (actor.userId === null) throw new AppError('FORBIDDEN', 'errors.forbidden');
  return actor.userId;
}

/** Staff only; members are told they may not (403). */
export function requireStaff(actor: Actor): number {
  const userId = requireMember(actor);
  if (!actor?.isStaff) throw new AppError('FORBIDDEN', 'errors.forbidden');
  return userId;
}

/**
 * The record's owner, or staff. Anyone else is told it does not exist (404), so records of other
 * members can be neither read nor discovered.
 */
export function requireOwner(actor: Actor, ownerId: number | null | undefined): number {
  const userId = requireMember(actor);
  if (ownerId !== userId && !actor?.isStaff) throw new AppError('NOT_FOUND', 'errors.not_found');
  return userId;
}

/** A logged-in member (for what members see more of, such as contact details); never throws. */
export const isMember = (actor: Actor): boolean => actor?.userId != null;
