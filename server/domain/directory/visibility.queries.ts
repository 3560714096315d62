import { and, eq, gte, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { events, schools, teachers } from '../../db/schema/index.ts';

/**
 * The one rule of what visitors may see: approved and still valid listings. A lifetime membership
 * has no end date (docs/decisions/0013-application-states.md).
 */
const stillValid = (t: typeof schools | typeof teachers) =>
  or(gte(t.validUntil, sql`current_date`), and(isNull(t.validUntil), eq(t.membershipType, 'lifetime')));
export const publicSchool = (): SQL => and(eq(schools.status, 'approved'), stillValid(schools)) as SQL;
export const publicTeacher = (): SQL => and(eq(teachers.status, 'approved'), stillValid(teachers)) as SQL;
/** Active events of a public school. */
export const publicEvent = (): SQL =>
  and(
    eq(events.isActive, true),
    isNull(events.deletedAt),
    sql`exists (select 1 from ${schools} where ${schools.id} = ${events.schoolId} and ${publicSchool()})`,
  ) as SQL;

/**
 * The listing with this id is public: a profile's list (graduates, pictures, ratings) reads its rows
 * and its listing's visibility in one statement. No rows leaves the question open (an unlisted
 * listing, or an empty list): the caller then asks it on its own.
 */
export const publicSchoolWithId = (id: Placeholder): SQL => sql`exists (select 1 from ${schools} where ${schools.id} = ${id} and ${publicSchool()})`;
export const publicTeacherWithId = (id: Placeholder): SQL => sql`exists (select 1 from ${teachers} where ${teachers.id} = ${id} and ${publicTeacher()})`;
