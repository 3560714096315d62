import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { graduateClaims, schoolGraduates, schools } from '../../db/schema/index.ts';
import { publicSchool } from '../directory/visibility.queries.ts';

/** A public school with its levels (only a CYS school's graduates become CYT). */
export async function selectClaimableSchool(db: Db, schoolId: number) {
  const [row] = await db
    .select({ id: schools.id, levels: schools.levels })
    .from(schools)
    .where(and(eq(schools.id, schoolId), publicSchool()))
    .limit(1);
  return row;
}

/** The school's record with this graduate number (the number compared without regard to case). */
export async function selectGraduateByNumber(db: Db, schoolId: number, graduateNumber: string) {
  const [row] = await db
    .select({ id: schoolGraduates.id, name: schoolGraduates.name })
    .from(schoolGraduates)
    .where(and(eq(schoolGraduates.schoolId, schoolId), sql`lower(${schoolGraduates.graduateNumber}) = ${graduateNumber.toLowerCase()}`))
    .limit(1);
  return row;
}

/**
 * Opens a claim unless the record has one already; null when it had. The partial unique index on open
 * claims decides between two members claiming at once: one insert wins, the other does nothing.
 */
export async function insertClaim(db: Db, values: { graduateId: number; userId: number }) {
  const [row] = await db.insert(graduateClaims).values(values).onConflictDoNothing().returning({ id: graduateClaims.id });
  return row ?? null;
}

/** Who holds the record's open claim, if anyone. */
export async function selectOpenClaimant(db: Db, graduateId: number) {
  const [row] = await db
    .select({ userId: graduateClaims.userId })
    .from(graduateClaims)
    .where(and(eq(graduateClaims.graduateId, graduateId), inArray(graduateClaims.status, ['pending', 'confirmed'])))
    .limit(1);
  return row?.userId;
}

const claimColumns = {
  claim: graduateClaims,
  graduate: {
    graduateNumber: schoolGraduates.graduateNumber,
    name: schoolGraduates.name,
    graduationDate: schoolGraduates.graduationDate,
    teacherLevel: schoolGraduates.teacherLevel,
  },
  school: { id: schools.id, slug: schools.slug, name: schools.name, ownerId: schools.userId },
};

export async function selectClaim(db: Db, claimId: number) {
  const [row] = await db
    .select(claimColumns)
    .from(graduateClaims)
    .innerJoin(schoolGraduates, eq(schoolGraduates.id, graduateClaims.graduateId))
    .innerJoin(schools, eq(schools.id, schoolGraduates.schoolId))
    .where(eq(graduateClaims.id, claimId))
    .limit(1);
  return row;
}
export type ClaimRow = NonNullable<Awaited<ReturnType<typeof selectClaim>>>;

/** A member's claims, newest first. */
export async function selectMemberClaims(db: Db, userId: number, window: { limit: number; offset: number }) {
  const where = eq(graduateClaims.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(claimColumns)
      .from(graduateClaims)
      .innerJoin(schoolGraduates, eq(schoolGraduates.id, graduateClaims.graduateId))
      .innerJoin(schools, eq(schools.id, schoolGraduates.schoolId))
      .where(where)
      .orderBy(desc(graduateClaims.createdAt), desc(graduateClaims.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(graduateClaims).where(where),
  ]);
  return { rows, total };
}

/** Decides a pending claim; false when it was no longer pending (decided meanwhile). */
export async function decideClaim(db: Db, claimId: number, status: 'confirmed' | 'declined') {
  const rows = await db
    .update(graduateClaims)
    .set({ status, decidedAt: new Date() })
    .where(and(eq(graduateClaims.id, claimId), eq(graduateClaims.status, 'pending')))
    .returning({ id: graduateClaims.id });
  return rows.length > 0;
}

export async function deleteClaim(db: Db, claimId: number) {
  await db.delete(graduateClaims).where(eq(graduateClaims.id, claimId));
}

/** Confirmed claims of these members: what makes each of them a Certified Yoga Teacher, and of which school. */
export async function selectCertifications(db: Db, userIds: number[]) {
  if (!userIds.length) return [];
  return db
    .select({
      userId: graduateClaims.userId,
      graduationDate: schoolGraduates.graduationDate,
      teacherLevel: schoolGraduates.teacherLevel,
      school: { id: schools.id, slug: schools.slug, name: schools.name },
    })
    .from(graduateClaims)
    .innerJoin(schoolGraduates, eq(schoolGraduates.id, graduateClaims.graduateId))
    .innerJoin(schools, eq(schools.id, schoolGraduates.schoolId))
    .where(and(inArray(graduateClaims.userId, userIds), eq(graduateClaims.status, 'confirmed')))
    .orderBy(desc(schoolGraduates.graduationDate), desc(graduateClaims.id));
}

/**
 * SQL that is true for a teacher listing whose owner holds a confirmed claim (a CYT), for filters
 * and answers. The outer column is written out: in a query on `teachers` alone, drizzle leaves
 * columns unqualified, and a bare "user_id" here would mean the claim's own.
 */
export const isCertifiedTeacher = () =>
  sql<boolean>`exists (select 1 from ${graduateClaims} where ${graduateClaims.userId} = "teachers"."user_id" and ${graduateClaims.status} = 'confirmed')`;
