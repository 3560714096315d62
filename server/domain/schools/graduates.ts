import type { Graduate } from '#common/directory.ts';
import type { GraduateCreate, GraduateUpdate, OwnGraduate } from '#common/graduates.ts';
import type { schoolGraduates } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { type Actor, requireMember, requireOwner } from '../access.ts';
import type { Deps } from '../deps.ts';
import { memberName } from '../directory/answer-parts.ts';
import { lockListing, selectListingOwner } from '../directory/owners.queries.ts';
import {
  deleteGraduateRow,
  type GraduateValues,
  insertGraduates,
  isUniqueViolation,
  type OwnGraduateRow,
  selectGraduateOwner,
  selectOwnGraduate,
  selectOwnGraduates,
  selectTakenNumbers,
  updateGraduateRow,
} from './graduates.queries.ts';

// A school's own list of graduates: its owner (or staff) adds, edits, deletes and imports them in any
// state of the school. Visitors see a public school's graduates through findGraduates (schools.ts).

type Window = { limit: number; offset: number };

/** The school's owner or staff; anyone else is told the school does not exist. */
export async function requireSchoolOwner(deps: Deps, actor: Actor, schoolId: number) {
  requireMember(actor);
  const ownerId = await selectListingOwner(deps.db, 'school', schoolId);
  requireOwner(actor, ownerId);
  if (ownerId === undefined) throw new AppError('NOT_FOUND', 'errors.school_not_found');
  return ownerId;
}

/** A graduate of a school the caller owns; 404 for anyone else's. */
async function requireOwnGraduate(deps: Deps, actor: Actor, graduateId: number) {
  requireMember(actor);
  const row = await selectGraduateOwner(deps.db, graduateId);
  requireOwner(actor, row?.ownerId);
  if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
  return row;
}

/** A graduate as the public list shows it; the owner's list adds the claim. */
export function graduateJson(g: typeof schoolGraduates.$inferSelect): Graduate {
  return {
    id: g.id,
    school: g.schoolId,
    graduate_number: g.graduateNumber,
    name: g.name,
    graduation_date: g.graduationDate,
    teacher_level: g.teacherLevel,
    style_of_yoga: g.styleOfYoga,
    teacher_apply_type: g.teacherApplyType,
  };
}

export function ownGraduateJson(row: OwnGraduateRow): OwnGraduate {
  return {
    ...graduateJson(row.graduate),
    claim:
      row.claim && row.member
        ? {
            id: row.claim.id,
            status: row.claim.status as 'pending' | 'confirmed',
            member: { id: row.member.id, name: memberName(row.member), username: row.member.username },
            created_at: row.claim.createdAt.toISOString(),
            decided_at: row.claim.decidedAt?.toISOString() ?? null,
          }
        : null,
  };
}

export async function findOwnGraduates(
  deps: Deps,
  options: { actor: Actor; schoolId: number; ordering: string; claim?: string } & Window,
): Promise<{ total: number; results: OwnGraduate[] }> {
  await requireSchoolOwner(deps, options.actor, options.schoolId);
  const { rows, total } = await selectOwnGraduates(deps.db, options);
  return { total, results: rows.map(ownGraduateJson) };
}

async function getOwnGraduate(deps: Deps, graduateId: number) {
  const row = await selectOwnGraduate(deps.db, graduateId);
  if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
  return ownGraduateJson(row);
}

const numberTaken = () => fieldError('graduate_number', 'validation.graduate_number_taken');

/** The columns a graduate's fields set; fields not sent stay out. */
function valuesOf(input: GraduateUpdate): Partial<GraduateValues> {
  const values: Partial<GraduateValues> = {
    graduateNumber: input.graduate_number,
    name: input.name,
    graduationDate: input.graduation_date,
    teacherLevel: input.teacher_level,
    styleOfYoga: input.style_of_yoga,
    teacherApplyType: input.teacher_apply_type,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

const completeValues = (input: GraduateCreate): GraduateValues => ({
  graduateNumber: input.graduate_number,
  name: input.name,
  graduationDate: input.graduation_date,
  teacherLevel: input.teacher_level ?? [],
  styleOfYoga: input.style_of_yoga ?? [],
  teacherApplyType: input.teacher_apply_type ?? [],
});

/** A graduate number is unique in its school (without regard to case): the unique index decides races. */
export async function createGraduate(deps: Deps, options: { actor: Actor; input: GraduateCreate }): Promise<OwnGraduate> {
  const { input } = options;
  await requireSchoolOwner(deps, options.actor, input.school);
  if ((await selectTakenNumbers(deps.db, input.school, [input.graduate_number])).size) throw numberTaken();
  let id: number;
  try {
    [id] = await insertGraduates(deps.db, input.school, [completeValues(input)]);
  } catch (error) {
    if (isUniqueViolation(error)) throw numberTaken();
    throw error;
  }
  return getOwnGraduate(deps, id);
}

export async function updateGraduate(deps: Deps, options: { actor: Actor; graduateId: number; input: GraduateUpdate }): Promise<OwnGraduate> {
  const { input } = options;
  const graduate = await requireOwnGraduate(deps, options.actor, options.graduateId);
  if (input.graduate_number && (await selectTakenNumbers(deps.db, graduate.schoolId, [input.graduate_number], graduate.id)).size) throw numberTaken();
  try {
    await updateGraduateRow(deps.db, graduate.id, valuesOf(input));
  } catch (error) {
    if (isUniqueViolation(error)) throw numberTaken();
    throw error;
  }
  return getOwnGraduate(deps, graduate.id);
}

/** Deleting a graduate also ends any claim on it: a confirmed graduate is then no longer CYT through this school. */
export async function deleteGraduate(deps: Deps, options: { actor: Actor; graduateId: number }) {
  const graduate = await requireOwnGraduate(deps, options.actor, options.graduateId);
  if (!(await deleteGraduateRow(deps.db, graduate.id))) throw new AppError('NOT_FOUND', 'errors.not_found');
}

/** The rows of an import that passed their checks, to be saved together. */
export type ImportRow = { row: number; values: GraduateValues };
export type ImportRowErrors = { row: number; errors: Record<string, string[]> };

/**
 * Saves every row of an import or none: numbers already in the school are errors of their rows (told
 * together with `rowErrors`, what the file's own check found), and the rows are inserted in one
 * transaction that holds the school, so a number added meanwhile fails the whole file rather than part
 * of it. Answers the rows in error (empty when all were saved).
 */
export async function importGraduates(
  deps: Deps,
  options: { actor: Actor; schoolId: number; rows: ImportRow[]; rowErrors?: ImportRowErrors[] },
): Promise<{ created: number; errors: ImportRowErrors[] }> {
  const { schoolId, rows } = options;
  await requireSchoolOwner(deps, options.actor, schoolId);
  const check = async (db: Deps['db']) => {
    const taken = await selectTakenNumbers(
      db,
      schoolId,
      rows.map((r) => r.values.graduateNumber),
    );
    const errors = rows
      .filter((r) => taken.has(r.values.graduateNumber.toLowerCase()))
      .map((r) => ({ row: r.row, errors: { graduate_number: ['validation.graduate_number_taken'] } }));
    return [...(options.rowErrors ?? []), ...errors].sort((a, b) => a.row - b.row);
  };
  try {
    return await inTransaction(deps.db, async (tx) => {
      await lockListing(tx, 'school', schoolId);
      const errors = await check(tx);
      if (errors.length) return { created: 0, errors };
      const ids = await insertGraduates(
        tx,
        schoolId,
        rows.map((r) => r.values),
      );
      return { created: ids.length, errors: [] };
    });
  } catch (error) {
    // Added by another call that did not hold the school (a single POST): report it like any taken number.
    if (!isUniqueViolation(error)) throw error;
    const errors = await check(deps.db);
    if (!errors.length) throw numberTaken();
    return { created: 0, errors };
  }
}
