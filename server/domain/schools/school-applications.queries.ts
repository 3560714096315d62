import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schoolInstructors, schools } from '../../db/schema/index.ts';
import { listingRows } from '../applications/listing-rows.queries.ts';

export type SchoolRow = typeof schools.$inferSelect;
export type SchoolValues = Partial<typeof schools.$inferInsert>;
/** A school's row in any state (select, lock, insert, update), as its application reads and writes it. */
export const schoolRows = listingRows(schools);

export const selectSchoolInstructors = (db: Db, schoolId: number) =>
  db.select().from(schoolInstructors).where(eq(schoolInstructors.schoolId, schoolId)).orderBy(asc(schoolInstructors.order), asc(schoolInstructors.id));

export async function replaceSchoolInstructors(
  db: Db,
  schoolId: number,
  instructors: { name: string; certification: string | null; yearsTeaching: number | null }[],
) {
  await db.delete(schoolInstructors).where(eq(schoolInstructors.schoolId, schoolId));
  if (instructors.length) await db.insert(schoolInstructors).values(instructors.map((i, order) => ({ schoolId, order, ...i })));
}
