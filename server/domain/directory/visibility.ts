import { type SQL, and, eq, gte, sql } from 'drizzle-orm';
import { events, schools, teachers } from '../../db/schema/index.ts';

/** The one rule of what visitors may see: approved and still valid listings. */
export const publicSchool = (): SQL => and(eq(schools.status, 'approved'), gte(schools.validUntil, sql`current_date`)) as SQL;
export const publicTeacher = (): SQL => and(eq(teachers.status, 'approved'), gte(teachers.validUntil, sql`current_date`)) as SQL;
/** Active events of a public school. */
export const publicEvent = (): SQL =>
  and(
    eq(events.isActive, true),
    sql`exists (select 1 from ${schools} where ${schools.id} = ${events.schoolId} and ${schools.status} = 'approved' and ${schools.validUntil} >= current_date)`,
  ) as SQL;
