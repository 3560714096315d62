import { eq, sql } from 'drizzle-orm';
import type { RegistryKind } from '#common/credential-codes.ts';
import type { Db } from '../../db/client.ts';
import { schools, teachers } from '../../db/schema/index.ts';
import { publicSchool, publicTeacher } from '../directory/visibility.queries.ts';
import { isCertifiedTeacher } from '../schools/graduate-claims.queries.ts';

/** What a registry card and its check need of a school or teacher, in one shape for both kinds. */
export type RegistryRow = {
  kind: RegistryKind;
  id: number;
  userId: number;
  slug: string;
  name: string;
  localName: string | null;
  status: string;
  membershipType: string | null;
  memberSince: string | null;
  validUntil: string | null;
  registryCode: string;
  /** Listed today by the directory's own rule (visibility.queries.ts), evaluated by the database now. */
  listed: boolean;
  levels: string[];
  registrationHours: string | null;
  registrationNumber: string | null;
  photo: string | null;
};

const schoolRows = (db: Db) =>
  db
    .select({
      id: schools.id,
      userId: schools.userId,
      slug: schools.slug,
      name: schools.name,
      localName: schools.localName,
      status: schools.status,
      membershipType: schools.membershipType,
      memberSince: schools.memberSince,
      validUntil: schools.validUntil,
      registryCode: schools.registryCode,
      listed: sql<boolean>`(${publicSchool()})`,
      levels: schools.levels,
      registrationNumber: schools.wyaSchoolId,
      logo: schools.logo,
      coverImage: schools.coverImage,
    })
    .from(schools);

const teacherRows = (db: Db) =>
  db
    .select({
      id: teachers.id,
      userId: teachers.userId,
      slug: teachers.slug,
      name: teachers.displayName,
      localName: teachers.localName,
      status: teachers.status,
      membershipType: teachers.membershipType,
      memberSince: teachers.memberSince,
      validUntil: teachers.validUntil,
      registryCode: teachers.registryCode,
      listed: sql<boolean>`(${publicTeacher()})`,
      registrationType: teachers.registrationType,
      registrationLevel: teachers.registrationLevel,
      certified: isCertifiedTeacher(),
      registrationNumber: teachers.wyaTeacherId,
      photo: teachers.photo,
    })
    .from(teachers);

type SchoolRow = Awaited<ReturnType<typeof schoolRows>>[number];
type TeacherRow = Awaited<ReturnType<typeof teacherRows>>[number];

const fromSchool = ({ logo, coverImage, ...s }: SchoolRow): RegistryRow => ({
  ...s,
  kind: 'school',
  registrationHours: null,
  photo: logo ?? coverImage,
});

/** A teacher whose owner holds a confirmed graduate claim is a CYT (ADR 0014), as the directory says. */
const fromTeacher = ({ registrationType, registrationLevel, certified, ...t }: TeacherRow): RegistryRow => {
  const type = certified ? 'CYT' : registrationType;
  return { ...t, kind: 'teacher', levels: type ? [type] : [], registrationHours: registrationLevel };
};

/** The school or teacher whose card has this code (stored form), or null. */
export async function selectRegistryByCode(db: Db, code: string): Promise<RegistryRow | null> {
  const [[school], [teacher]] = await Promise.all([
    schoolRows(db).where(eq(schools.registryCode, code)).limit(1),
    teacherRows(db).where(eq(teachers.registryCode, code)).limit(1),
  ]);
  if (school) return fromSchool(school);
  return teacher ? fromTeacher(teacher) : null;
}

/** One school or teacher by id, in any state, or null. */
export async function selectRegistryById(db: Db, kind: RegistryKind, id: number): Promise<RegistryRow | null> {
  if (kind === 'school') {
    const [row] = await schoolRows(db).where(eq(schools.id, id)).limit(1);
    return row ? fromSchool(row) : null;
  }
  const [row] = await teacherRows(db).where(eq(teachers.id, id)).limit(1);
  return row ? fromTeacher(row) : null;
}
