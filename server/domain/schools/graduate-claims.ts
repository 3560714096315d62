import type { Certification, GraduateClaim, GraduateClaimCreate, OwnGraduate } from '#common/graduates.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/errors.ts';
import { type Actor, requireMember, requireOwner } from '../access.ts';
import type { Deps } from '../deps.ts';
import { notifyMember } from '../notifications/notifications.ts';
import {
  type ClaimRow,
  decideClaim,
  deleteClaim,
  insertClaim,
  selectCertifications,
  selectClaim,
  selectClaimableSchool,
  selectGraduateByNumber,
  selectMemberClaims,
  selectOpenClaimant,
} from './graduate-claims.queries.ts';
import { selectOwnGraduate } from './graduates.queries.ts';
import { ownGraduateJson } from './graduates.ts';

// Graduates of a CYS school become Certified Yoga Teachers (SPEC §6): a member claims the school's record
// of them by graduate number and name, and the school confirms or declines the claim
// (docs/decisions/0014-graduate-claims.md).

/** The school that certifies teachers: only a CYS school's graduates can claim. */
const CERTIFYING_LEVEL = 'CYS';

/** Names compared as people type them: case, accents' composition and spacing do not matter. */
const nameKey = (name: string) => name.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();

function claimJson(row: ClaimRow): GraduateClaim {
  return {
    id: row.claim.id,
    status: row.claim.status as GraduateClaim['status'],
    school: { id: row.school.id, slug: row.school.slug, name: row.school.name },
    graduate_number: row.graduate.graduateNumber,
    name: row.graduate.name,
    graduation_date: row.graduate.graduationDate,
    teacher_level: row.graduate.teacherLevel,
    created_at: row.claim.createdAt.toISOString(),
    decided_at: row.claim.decidedAt?.toISOString() ?? null,
  };
}

const noMatch = () => new AppError('VALIDATION', 'errors.claim_no_match', { fields: { non_field_errors: ['errors.claim_no_match'] } });

/**
 * A member claims a record of a public CYS school. Only the exact number and name find it, and a miss
 * says no more than that (whether the number exists is not told). A record with an open claim cannot
 * be claimed again; two members claiming at once: one wins, the other is told it is taken.
 */
export async function claimGraduate(deps: Deps, options: { actor: Actor; input: GraduateClaimCreate }): Promise<GraduateClaim> {
  const userId = requireMember(options.actor);
  const { input } = options;
  const school = await selectClaimableSchool(deps.db, input.school);
  if (!school) throw new AppError('NOT_FOUND', 'errors.school_not_found');
  if (!school.levels.includes(CERTIFYING_LEVEL)) throw new AppError('VALIDATION', 'errors.claim_not_cys', { fields: { school: ['errors.claim_not_cys'] } });
  const graduate = await selectGraduateByNumber(deps.db, school.id, input.graduate_number);
  if (!graduate || nameKey(graduate.name) !== nameKey(input.name)) throw noMatch();
  const row = await inTransaction(deps.db, async (tx) => {
    const claim = await insertClaim(tx, { graduateId: graduate.id, userId });
    if (!claim) return null;
    const made = await selectClaim(tx, claim.id);
    // The school is told at once: it confirms or declines on its page.
    if (made)
      await notifyMember(deps, tx, {
        userId: made.school.ownerId,
        messageKey: 'graduate_claimed',
        params: { name: made.graduate.name, number: made.graduate.graduateNumber, school: made.school.name },
        about: { school: made.school.id },
      });
    return made;
  });
  if (row === null) {
    const holder = await selectOpenClaimant(deps.db, graduate.id);
    throw new AppError('CONFLICT', holder === userId ? 'errors.claim_yours' : 'errors.claim_taken');
  }
  if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
  return claimJson(row);
}

export async function findMemberClaims(deps: Deps, options: { actor: Actor; limit: number; offset: number }) {
  const userId = requireMember(options.actor);
  const { rows, total } = await selectMemberClaims(deps.db, userId, options);
  return { total, results: rows.map(claimJson) };
}

/** The school's owner (or staff) confirms or declines a pending claim; anyone else is told it does not exist. */
export async function decideGraduateClaim(deps: Deps, options: { actor: Actor; claimId: number; decision: 'confirmed' | 'declined' }): Promise<OwnGraduate> {
  requireMember(options.actor);
  const row = await selectClaim(deps.db, options.claimId);
  requireOwner(options.actor, row?.school.ownerId);
  if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
  // Only a pending claim is decided, once: the update itself checks, so two decisions at once cannot both apply.
  const decided = await inTransaction(deps.db, async (tx) => {
    if (!(await decideClaim(tx, row.claim.id, options.decision))) return false;
    await notifyMember(deps, tx, {
      userId: row.claim.userId,
      messageKey: options.decision === 'confirmed' ? 'graduate_claim_confirmed' : 'graduate_claim_declined',
      params: { number: row.graduate.graduateNumber, school: row.school.name },
    });
    return true;
  });
  if (!decided) throw new AppError('CONFLICT', 'errors.claim_decided');
  const graduate = await selectOwnGraduate(deps.db, row.claim.graduateId);
  if (!graduate) throw new AppError('NOT_FOUND', 'errors.not_found');
  return ownGraduateJson(graduate);
}

/** The member withdraws their own claim (pending, or confirmed: they then stop being CYT through it). */
export async function withdrawGraduateClaim(deps: Deps, options: { actor: Actor; claimId: number }) {
  requireMember(options.actor);
  const row = await selectClaim(deps.db, options.claimId);
  requireOwner(options.actor, row?.claim.userId);
  if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
  await deleteClaim(deps.db, row.claim.id);
}

/**
 * What makes a member a Certified Yoga Teacher: their confirmed claims, latest graduation first. The
 * teacher profile shows them, and a teacher application can too, whether or not the member has a
 * teacher listing yet. `db` is the caller's transaction, if it is in one.
 */
export async function findCertifications(deps: Deps, userId: number, db = deps.db): Promise<Certification[]> {
  const rows = await selectCertifications(db, [userId]);
  return rows.map((r) => ({ school: r.school, graduation_date: r.graduationDate, teacher_level: r.teacherLevel }));
}
