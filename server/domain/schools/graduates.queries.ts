import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { graduateClaims, schoolGraduates, schools, users } from '../../db/schema/index.ts';

export type GraduateValues = {
  graduateNumber: string;
  name: string;
  graduationDate: string;
  teacherLevel: string[];
  styleOfYoga: string[];
  teacherApplyType: string[];
};

/** A claim that still holds the record: waiting for the school, or confirmed by it. */
const OPEN = ['pending', 'confirmed'];
const openClaimJoin = and(eq(graduateClaims.graduateId, schoolGraduates.id), inArray(graduateClaims.status, OPEN));

/** The orders a school's graduates are listed in (the public page's default: -date). */
export const GRADUATE_ORDER: Record<string, SQL[]> = {
  number: [asc(schoolGraduates.graduateNumber), asc(schoolGraduates.id)],
  '-number': [desc(schoolGraduates.graduateNumber), desc(schoolGraduates.id)],
  date: [asc(schoolGraduates.graduationDate), asc(schoolGraduates.id)],
  '-date': [desc(schoolGraduates.graduationDate), desc(schoolGraduates.id)],
  name: [asc(sql`lower(${schoolGraduates.name})`), asc(schoolGraduates.id)],
  '-name': [desc(sql`lower(${schoolGraduates.name})`), desc(schoolGraduates.id)],
};

const claimFilter = (claim: string | undefined) => {
  if (claim === 'unclaimed') return isNull(graduateClaims.id);
  if (claim) return eq(graduateClaims.status, claim);
  return undefined;
};

/** The school's graduates with their open claim and its member, for the owner. */
export async function selectOwnGraduates(db: Db, options: { schoolId: number; ordering: string; claim?: string; limit: number; offset: number }) {
  const where = and(eq(schoolGraduates.schoolId, options.schoolId), claimFilter(options.claim));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        graduate: schoolGraduates,
        claim: { id: graduateClaims.id, status: graduateClaims.status, createdAt: graduateClaims.createdAt, decidedAt: graduateClaims.decidedAt },
        member: { id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName },
      })
      .from(schoolGraduates)
      .leftJoin(graduateClaims, openClaimJoin)
      .leftJoin(users, eq(users.id, graduateClaims.userId))
      .where(where)
      .orderBy(...(GRADUATE_ORDER[options.ordering] ?? GRADUATE_ORDER['-date']))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(schoolGraduates).leftJoin(graduateClaims, openClaimJoin).where(where),
  ]);
  return { rows, total };
}

export type OwnGraduateRow = Awaited<ReturnType<typeof selectOwnGraduates>>['rows'][number];

export async function selectOwnGraduate(db: Db, graduateId: number): Promise<OwnGraduateRow | undefined> {
  const [row] = await db
    .select({
      graduate: schoolGraduates,
      claim: { id: graduateClaims.id, status: graduateClaims.status, createdAt: graduateClaims.createdAt, decidedAt: graduateClaims.decidedAt },
      member: { id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName },
    })
    .from(schoolGraduates)
    .leftJoin(graduateClaims, openClaimJoin)
    .leftJoin(users, eq(users.id, graduateClaims.userId))
    .where(eq(schoolGraduates.id, graduateId))
    .limit(1);
  return row;
}

/** A graduate record with the id of its school's owner. */
export async function selectGraduateOwner(db: Db, graduateId: number) {
  const [row] = await db
    .select({ id: schoolGraduates.id, schoolId: schoolGraduates.schoolId, ownerId: schools.userId })
    .from(schoolGraduates)
    .innerJoin(schools, eq(schools.id, schoolGraduates.schoolId))
    .where(eq(schoolGraduates.id, graduateId))
    .limit(1);
  return row;
}

/** Which of these graduate numbers the school has already (compared without regard to case). */
export async function selectTakenNumbers(db: Db, schoolId: number, numbers: string[], exceptId?: number): Promise<Set<string>> {
  if (!numbers.length) return new Set();
  const lowered = [...new Set(numbers.map((n) => n.toLowerCase()))];
  const rows = await db
    .select({ number: sql<string>`lower(${schoolGraduates.graduateNumber})` })
    .from(schoolGraduates)
    .where(
      and(
        eq(schoolGraduates.schoolId, schoolId),
        inArray(sql`lower(${schoolGraduates.graduateNumber})`, lowered),
        exceptId ? sql`${schoolGraduates.id} <> ${exceptId}` : undefined,
      ),
    );
  return new Set(rows.map((r) => r.number));
}

export async function insertGraduates(db: Db, schoolId: number, values: GraduateValues[]) {
  if (!values.length) return [];
  // Large files go in slices: one statement's parameters are limited (65,535 in PostgreSQL).
  const ids: number[] = [];
  for (let i = 0; i < values.length; i += 500) {
    const rows = await db
      .insert(schoolGraduates)
      .values(values.slice(i, i + 500).map((v) => ({ ...v, schoolId })))
      .returning({ id: schoolGraduates.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

export async function updateGraduateRow(db: Db, graduateId: number, values: Partial<GraduateValues>) {
  if (!Object.keys(values).length) return;
  await db.update(schoolGraduates).set(values).where(eq(schoolGraduates.id, graduateId));
}

export async function deleteGraduateRow(db: Db, graduateId: number) {
  const rows = await db.delete(schoolGraduates).where(eq(schoolGraduates.id, graduateId)).returning({ id: schoolGraduates.id });
  return rows.length > 0;
}

/** PostgreSQL's unique_violation: another write took the graduate number first. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
};
