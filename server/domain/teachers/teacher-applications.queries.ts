import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, regions, teachers } from '../../db/schema/index.ts';

export type TeacherRow = typeof teachers.$inferSelect;
export type TeacherValues = Partial<typeof teachers.$inferInsert>;

/** A teacher in any state, with its place: for its owner and staff only (the domain checks who asks). */
export async function selectTeacherApplication(db: Db, id: number) {
  const [row] = await db
    .select({ listing: teachers, country: countries, region: regions })
    .from(teachers)
    .leftJoin(countries, eq(countries.id, teachers.countryId))
    .leftJoin(regions, eq(regions.id, teachers.regionId))
    .where(eq(teachers.id, id))
    .limit(1);
  return row ?? null;
}

/** Locks the teacher's row for the rest of the transaction (state changes and edits take turns). */
export async function lockTeacher(db: Db, id: number): Promise<TeacherRow | null> {
  const [row] = await db.select().from(teachers).where(eq(teachers.id, id)).for('update');
  return row ?? null;
}

export async function insertTeacherRow(db: Db, values: typeof teachers.$inferInsert): Promise<TeacherRow> {
  const [row] = await db.insert(teachers).values(values).returning();
  return row;
}

export async function updateTeacherRow(db: Db, id: number, values: TeacherValues) {
  await db
    .update(teachers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(teachers.id, id));
}
