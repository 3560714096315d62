import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, regions, schoolInstructors, schools } from '../../db/schema/index.ts';

export type SchoolRow = typeof schools.$inferSelect;
export type SchoolValues = Partial<typeof schools.$inferInsert>;

/** A school in any state, with its place: for its owner and staff only (the domain checks who asks). */
export async function selectSchoolApplication(db: Db, id: number) {
  const [row] = await db
    .select({ listing: schools, country: countries, region: regions })
    .from(schools)
    .leftJoin(countries, eq(countries.id, schools.countryId))
    .leftJoin(regions, eq(regions.id, schools.regionId))
    .where(eq(schools.id, id))
    .limit(1);
  return row ?? null;
}

/** Locks the school's row for the rest of the transaction (state changes and edits take turns). */
export async function lockSchool(db: Db, id: number): Promise<SchoolRow | null> {
  const [row] = await db.select().from(schools).where(eq(schools.id, id)).for('update');
  return row ?? null;
}

export async function insertSchoolRow(db: Db, values: typeof schools.$inferInsert): Promise<SchoolRow> {
  const [row] = await db.insert(schools).values(values).returning();
  return row;
}

export async function updateSchoolRow(db: Db, id: number, values: SchoolValues) {
  await db
    .update(schools)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(schools.id, id));
}

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
