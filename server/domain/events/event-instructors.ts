import { EVENT_MAX_INSTRUCTORS } from '#common/events.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { type Actor, requireMember, requireOwner } from '../access.ts';
import type { Deps } from '../deps.ts';
import { imageUrl } from '../directory/answer-parts.ts';
import {
  deleteEventInstructor,
  insertEventInstructors,
  selectAllEventInstructors,
  selectAvailableTeachers,
  selectEventInstructor,
  selectListedTeachers,
  selectSchoolForEvents,
  setInstructorOrder,
} from './event-editing.queries.ts';
import { requireOwnEvent, requireReadableEvent } from './event-owner.ts';

type InstructorRow = Awaited<ReturnType<typeof selectAllEventInstructors>>[number];
const instructorJson = (deps: Deps, row: InstructorRow) => ({
  ...row,
  teacher: { ...row.teacher, photo: imageUrl(deps.storage, row.teacher.photo), headline: row.teacher.headline ?? '' },
});

/** Teachers the school's owner may name: the school's own and, with a search, any listed teacher. */
export async function findAvailableInstructors(deps: Deps, options: { actor: Actor; school: number; search?: string }) {
  requireMember(options.actor);
  const school = await selectSchoolForEvents(deps.db, options.school);
  requireOwner(options.actor, school?.userId);
  if (!school) throw new AppError('NOT_FOUND', 'errors.school_not_found');
  const rows = await selectAvailableTeachers(deps.db, school, options.search?.trim() || undefined);
  return rows.map(({ ofSchool, ...t }) => ({ ...t, photo: imageUrl(deps.storage, t.photo), headline: t.headline ?? '', of_school: Boolean(ofSchool) }));
}

export async function findEventInstructors(deps: Deps, options: { actor: Actor; eventId: number }) {
  await requireReadableEvent(deps, options.actor, options.eventId);
  return (await selectAllEventInstructors(deps.db, options.eventId)).map((r) => instructorJson(deps, r));
}

/** Renumbers from 0 in the order given, then answers the whole list. */
async function renumber(tx: Db, eventId: number, ids: number[]) {
  await setInstructorOrder(tx, eventId, ids);
  return selectAllEventInstructors(tx, eventId);
}

/**
 * Adds listed teachers of the school's choice (see findAvailableInstructors) at `order` or at the
 * end, in the order given; a teacher already instructing is refused.
 */
export async function addEventInstructors(deps: Deps, options: { actor: Actor; eventId: number; teachers: number[]; order?: number; field: string }) {
  const { teachers, field } = options;
  const rows = await inTransaction(deps.db, async (tx) => {
    const { event } = await requireOwnEvent(deps, options.actor, options.eventId, { db: tx, lock: true });
    if (new Set(teachers).size !== teachers.length) throw fieldError(field, 'validation.event_instructor_twice');
    // Any listed teacher may be named (found by search), not only the school's own.
    const listed = await selectListedTeachers(tx, teachers);
    if (listed.length !== teachers.length) throw fieldError(field, 'validation.event_instructor');
    const current = await selectAllEventInstructors(tx, event.id);
    if (current.some((c) => teachers.includes(c.teacher.id))) throw fieldError(field, 'validation.event_instructor_twice');
    if (current.length + teachers.length > EVENT_MAX_INSTRUCTORS) throw fieldError(field, `validation.max_items?max=${EVENT_MAX_INSTRUCTORS}`);
    const added = await insertEventInstructors(
      tx,
      teachers.map((teacherId, i) => ({ eventId: event.id, teacherId, order: current.length + i })),
    );
    const ids = current.map((c) => c.id);
    ids.splice(Math.min(options.order ?? ids.length, ids.length), 0, ...added.map((a) => a.id));
    return { all: await renumber(tx, event.id, ids), added: added.map((a) => a.id) };
  });
  return { results: rows.all.map((r) => instructorJson(deps, r)), added: rows.added };
}

/** An instructor of an event the caller runs; the instructor must belong to that event. */
async function requireOwnInstructor(deps: Deps, tx: Db, actor: Actor, eventId: number, instructorId: number) {
  const { event } = await requireOwnEvent(deps, actor, eventId, { db: tx, lock: true });
  const instructor = await selectEventInstructor(tx, instructorId);
  if (!instructor || instructor.eventId !== event.id) throw new AppError('NOT_FOUND', 'errors.not_found');
  return instructor;
}

/** Moves an instructor to `order` (0 = first); the others close up behind it. */
export async function moveEventInstructor(deps: Deps, options: { actor: Actor; eventId: number; instructorId: number; order: number }) {
  const row = await inTransaction(deps.db, async (tx) => {
    const instructor = await requireOwnInstructor(deps, tx, options.actor, options.eventId, options.instructorId);
    const ids = (await selectAllEventInstructors(tx, options.eventId)).map((r) => r.id).filter((id) => id !== instructor.id);
    ids.splice(Math.min(options.order, ids.length), 0, instructor.id);
    return (await renumber(tx, options.eventId, ids)).find((r) => r.id === instructor.id);
  });
  if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
  return instructorJson(deps, row);
}

export async function removeEventInstructor(deps: Deps, options: { actor: Actor; eventId: number; instructorId: number }) {
  await inTransaction(deps.db, async (tx) => {
    const instructor = await requireOwnInstructor(deps, tx, options.actor, options.eventId, options.instructorId);
    await deleteEventInstructor(tx, instructor.id);
    await renumber(
      tx,
      options.eventId,
      (await selectAllEventInstructors(tx, options.eventId)).map((r) => r.id),
    );
  });
}

/** Puts the instructors in the order given: every instructor of this event exactly once. */
export async function reorderEventInstructors(deps: Deps, options: { actor: Actor; eventId: number; ids: number[] }) {
  const rows = await inTransaction(deps.db, async (tx) => {
    const { event } = await requireOwnEvent(deps, options.actor, options.eventId, { db: tx, lock: true });
    const current = (await selectAllEventInstructors(tx, event.id)).map((r) => r.id);
    const { ids } = options;
    const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw fieldError('instructor_ids', 'validation.event_instructor_order');
    return renumber(tx, event.id, ids);
  });
  return rows.map((r) => instructorJson(deps, r));
}
