import type { Language } from '#common/constants.ts';
import { AppError } from '../../lib/errors.ts';
import type { Deps } from '../deps.ts';
import { cached, cacheTtl } from '../directory/cache.ts';
import { excerpt, imageUrl } from '../directory/json.ts';
import { placeJson } from '../directory/places.ts';
import { recordView } from '../directory/views.queries.ts';
import { type TeacherFilters, isPublicTeacher, selectPublicTeacher, selectTeacherGallery, selectTeacherMarkers, selectTeachers } from './teachers.queries.ts';

type Window = { limit: number; offset: number };
type TeacherRow = Awaited<ReturnType<typeof selectTeachers>>['rows'][number];

function teacherCard(deps: Deps, row: TeacherRow, lang: Language) {
  const t = row.teacher;
  return {
    id: t.id,
    user: t.userId,
    slug: t.slug,
    name: t.displayName,
    headline: t.headline ?? '',
    photo: imageUrl(deps.storage, t.photo),
    city: t.city,
    ...placeJson(row, lang),
    latitude: t.latitude,
    longitude: t.longitude,
    registration_type: t.registrationType,
    registration_level: t.registrationLevel,
    styles: t.styles,
    years_teaching: t.yearsTeaching,
    teaching_hours: t.teachingHours,
    wya_teacher_id: t.wyaTeacherId,
    member_since: t.memberSince,
    valid_until: t.validUntil,
    viewers: t.viewers,
    introduction_excerpt: excerpt(t.introduction),
  };
}

export function findTeachers(deps: Deps, options: TeacherFilters & Window & { lang: Language }) {
  return cached(cacheTtl(deps.config.env), `teachers:${JSON.stringify(options)}`, async () => {
    const { rows, total } = await selectTeachers(deps.db, options);
    return { total, results: rows.map((r) => teacherCard(deps, r, options.lang)) };
  });
}

export const findTeacherMarkers = (deps: Deps, options: TeacherFilters & { limit: number }) =>
  cached(cacheTtl(deps.config.env), `teacher-markers:${JSON.stringify(options)}`, () => selectTeacherMarkers(deps.db, options));

export async function getTeacher(deps: Deps, options: { key: { id?: number; slug?: string }; lang: Language; member: boolean; visitor?: string }) {
  const row = await selectPublicTeacher(deps.db, options.key);
  if (!row) throw new AppError('NOT_FOUND', 'errors.teacher_not_found');
  const t = row.teacher;
  if (options.visitor && (await recordView(deps.db, 'teacher', t.id, options.visitor))) t.viewers += 1;
  return {
    ...teacherCard(deps, row, options.lang),
    introduction: t.introduction ?? '',
    cover_image: imageUrl(deps.storage, t.coverImage),
    website: t.website,
    social: { facebook: t.facebook, twitter: t.twitter, instagram: t.instagram, youtube: t.youtube, linkedin: t.linkedin, tiktok: t.tiktok },
    contact: options.member ? { email: t.email, phone: t.phone } : null,
    updated_at: t.updatedAt.toISOString(),
  };
}

export async function findTeacherGallery(deps: Deps, options: { teacherId: number } & Window) {
  if (!(await isPublicTeacher(deps.db, options.teacherId))) throw new AppError('NOT_FOUND', 'errors.teacher_not_found');
  const { rows, total } = await selectTeacherGallery(deps.db, options);
  return { total, results: rows.map((g) => ({ id: g.id, teacher: g.teacherId, image: imageUrl(deps.storage, g.image), description: g.description ?? '' })) };
}
