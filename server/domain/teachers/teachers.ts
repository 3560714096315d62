import type { Language } from '#common/constants.ts';
import { formatRegistryCode } from '#common/credential-codes.ts';
import type { ListingStatus, TeacherCard, TeacherDetail } from '#common/directory.ts';
import { AppError } from '../../lib/errors.ts';
import { type Actor, isMember } from '../access.ts';
import type { Deps } from '../deps.ts';
import { imageUrl, withCoordinates } from '../directory/answer-parts.ts';
import { listingCard } from '../directory/listing-cards.ts';
import type { ListingFilters } from '../directory/listings.queries.ts';
import { findCertifications } from '../schools/graduate-claims.ts';
import { isPublicTeacher, selectPublicTeacher, selectTeacherGallery, selectTeacherMarkers, selectTeachers } from './teachers.queries.ts';

type Window = { limit: number; offset: number };
type TeacherRow = Awaited<ReturnType<typeof selectTeachers>>['rows'][number];

function teacherCard(deps: Deps, row: TeacherRow, lang: Language): TeacherCard {
  const t = row.teacher;
  return {
    ...listingCard(t, row, lang),
    name: t.displayName,
    headline: t.headline ?? '',
    photo: imageUrl(deps.storage, t.photo),
    registration_type: row.certified ? 'CYT' : t.registrationType,
    registration_level: t.registrationLevel,
    years_teaching: t.yearsTeaching,
    teaching_hours: t.teachingHours,
    wya_teacher_id: t.wyaTeacherId,
  };
}

export async function findTeachers(deps: Deps, options: ListingFilters & Window & { lang: Language }): Promise<{ total: number; results: TeacherCard[] }> {
  const { rows, total } = await selectTeachers(deps.db, options);
  return {
    total,
    results: rows.map((r) => ({ ...teacherCard(deps, r, options.lang), ...(options.own ? { status: r.teacher.status as ListingStatus } : {}) })),
  };
}

export const findTeacherMarkers = async (deps: Deps, options: ListingFilters & { limit: number }) =>
  withCoordinates(await selectTeacherMarkers(deps.db, options));

export async function getTeacher(
  deps: Deps,
  options: { key: { id?: number; slug?: string }; lang: Language; actor: Actor; visitor?: string },
): Promise<TeacherDetail> {
  const row = await selectPublicTeacher(deps.db, options.key);
  if (!row) throw new AppError('NOT_FOUND', 'errors.teacher_not_found');
  const t = row.teacher;
  if (options.visitor && (await deps.views.count('teacher', t.id, options.visitor))) t.viewers += 1;
  return {
    ...teacherCard(deps, row, options.lang),
    certifications: row.certified ? await findCertifications(deps, t.userId) : [],
    introduction: t.introduction ?? '',
    cover_image: imageUrl(deps.storage, t.coverImage),
    website: t.website,
    social: { facebook: t.facebook, twitter: t.twitter, instagram: t.instagram, youtube: t.youtube, linkedin: t.linkedin, tiktok: t.tiktok },
    contact: isMember(options.actor) ? { email: t.email, phone: t.phone, local_address: t.localAddress } : null,
    updated_at: t.updatedAt.toISOString(),
    registry_code: formatRegistryCode(t.registryCode),
  };
}

export async function findTeacherGallery(deps: Deps, options: { teacherId: number } & Window) {
  const { rows, total } = await selectTeacherGallery(deps.db, options);
  if (!rows.length && !(await isPublicTeacher(deps.db, options.teacherId))) throw new AppError('NOT_FOUND', 'errors.teacher_not_found');
  return { total, results: rows.map((g) => ({ id: g.id, teacher: g.teacherId, image: imageUrl(deps.storage, g.image), description: g.description ?? '' })) };
}
