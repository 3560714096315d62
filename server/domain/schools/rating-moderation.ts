import type { StaffRating, StaffRatingQuery } from '#common/staff-content.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/errors.ts';
import { publicContentChanged } from '../../lib/public-changes.ts';
import { type Actor, requireStaff } from '../access.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Deps } from '../deps.ts';
import { memberName } from '../directory/answer-parts.ts';
import { lockRating, selectRatingsForStaff, setRatingHidden } from './rating-moderation.queries.ts';

// The office hides a school rating and comment with a reason, or shows it again (issue 12). A hidden
// rating leaves the school's page, its average and its count (schools.queries.ts reads shown ones only).

type Window = { limit: number; offset: number };

function ratingJson({ rating, school, user, hiddenBy }: Awaited<ReturnType<typeof selectRatingsForStaff>>['rows'][number]): StaffRating {
  return {
    id: rating.id,
    school,
    user: { id: user.id, name: memberName(user), email: user.email },
    rating: rating.rating,
    comment: rating.comment,
    created_at: rating.createdAt.toISOString(),
    hidden: rating.hiddenAt !== null,
    hidden_at: rating.hiddenAt?.toISOString() ?? null,
    hidden_reason: rating.hiddenReason,
    hidden_by: rating.hiddenAt ? hiddenBy : null,
  };
}

export async function findRatingsForStaff(
  deps: Pick<Deps, 'db'>,
  options: { actor: Actor; query: StaffRatingQuery; window: Window },
): Promise<{ total: number; results: StaffRating[] }> {
  requireStaff(options.actor);
  const { rows, total } = await selectRatingsForStaff(deps.db, { status: options.query.status, schoolId: options.query.school }, options.window);
  return {
    total,
    results: rows.map(ratingJson),
  };
}

async function oneRating(deps: Pick<Deps, 'db'>, id: number): Promise<StaffRating> {
  const { rows } = await selectRatingsForStaff(deps.db, { status: 'all', id }, { limit: 1, offset: 0 });
  if (!rows.length) throw new AppError('NOT_FOUND', 'errors.not_found');
  return ratingJson(rows[0]);
}

/** Hides (with a reason) or shows again; doing what is already done changes nothing and records nothing. */
export async function moderateRating(deps: Pick<Deps, 'db'>, options: { actor: Actor; id: number; hide: { reason: string } | null }): Promise<StaffRating> {
  const staffId = requireStaff(options.actor);
  await inTransaction(deps.db, async (tx) => {
    const row = await lockRating(tx, options.id);
    if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
    const wasHidden = row.hiddenAt !== null;
    if (!options.hide && !wasHidden) return;
    if (options.hide && wasHidden && row.hiddenReason === options.hide.reason) return;
    await setRatingHidden(tx, options.id, options.hide ? { at: new Date(), reason: options.hide.reason, by: staffId } : null);
    await recordAudit(tx, {
      actorId: staffId,
      action: options.hide ? 'rating.hide' : 'rating.unhide',
      subject: { kind: 'school_rating', id: options.id },
      before: { school: row.schoolId, hidden: wasHidden, reason: row.hiddenReason },
      after: { school: row.schoolId, hidden: Boolean(options.hide), reason: options.hide?.reason ?? null },
    });
  });
  publicContentChanged();
  return oneRating(deps, options.id);
}
