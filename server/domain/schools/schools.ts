import type { Language } from '#common/constants.ts';
import { formatRegistryCode } from '#common/credential-codes.ts';
import type { Graduate, ListingStatus, RatingComment, RatingSummary, SchoolCard, SchoolDetail } from '#common/directory.ts';
import type { schools } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/errors.ts';
import { type Actor, isMember, requireMember } from '../access.ts';
import type { Deps } from '../deps.ts';
import { imageUrl, memberName, withCoordinates } from '../directory/answer-parts.ts';
import { listingCard } from '../directory/listing-cards.ts';
import type { ListingFilters } from '../directory/listings.queries.ts';
import { notifyMember } from '../notifications/notifications.ts';
import { graduateJson } from './graduates.ts';
import { selectRatings } from './school-comments.queries.ts';
import {
  insertRating,
  isPublicSchool,
  selectGraduates,
  selectRatingDistribution,
  selectSchoolGallery,
  selectSchoolMarkers,
  selectSchoolName,
  selectSchoolOwner,
  selectSchoolProfile,
  selectSchools,
} from './schools.queries.ts';

type Window = { limit: number; offset: number };
type SchoolRow = Awaited<ReturnType<typeof selectSchools>>['rows'][number];
type Stats = { average: number; count: number } | undefined;

function schoolCard(deps: Deps, row: SchoolRow, stats: Stats, lang: Language): SchoolCard {
  const s = row.school;
  return {
    ...listingCard(s, row, lang),
    name: s.name,
    levels: s.levels,
    training_types: s.trainingTypes,
    cover_image: imageUrl(deps.storage, s.coverImage),
    logo: imageUrl(deps.storage, s.logo),
    wya_school_id: s.wyaSchoolId,
    rating: stats?.average ?? null,
    rating_count: stats?.count ?? 0,
  };
}

/** Shown ratings' average (to one decimal) and count; undefined when there are none. */
function ratingStats(row: { ratingAverage: string | null; ratingCount: number }): Stats {
  const count = Number(row.ratingCount);
  return count ? { average: Math.round(Number(row.ratingAverage) * 10) / 10, count } : undefined;
}

export async function findSchools(deps: Deps, options: ListingFilters & Window & { lang: Language }): Promise<{ total: number; results: SchoolCard[] }> {
  const { rows, total } = await selectSchools(deps.db, options);
  return {
    total,
    results: rows.map((r) => ({
      ...schoolCard(deps, r, ratingStats(r), options.lang),
      ...(options.own ? { status: r.school.status as ListingStatus } : {}),
    })),
  };
}

export async function findSchoolMarkers(deps: Deps, options: ListingFilters & { limit: number }) {
  return withCoordinates(await selectSchoolMarkers(deps.db, options));
}

/** Contact details are for logged-in members only (SPEC §6). */
function schoolContact(s: Pick<typeof schools.$inferSelect, 'email' | 'phone' | 'address' | 'localAddress'>) {
  return { email: s.email, phone: s.phone, address: s.address, local_address: s.localAddress };
}

/**
 * One public school by id or slug, with everything its profile shows. Counts the view once per
 * visitor per day when a visitor key is given.
 */
export async function getSchool(
  deps: Deps,
  options: { key: { id?: number; slug?: string }; lang: Language; actor: Actor; visitor?: string },
): Promise<SchoolDetail> {
  const row = await selectSchoolProfile(deps.db, options.key);
  if (!row) throw new AppError('NOT_FOUND', 'errors.school_not_found');
  // The row is shared with later calls (selectSchoolProfile): a counted view changes a copy.
  const s = { ...row.school };
  if (options.visitor && (await deps.views.count('school', s.id, options.visitor))) s.viewers += 1;
  return {
    ...schoolCard(deps, { ...row, school: s }, ratingStats(row), options.lang),
    website: s.website,
    social: { facebook: s.facebook, twitter: s.twitter, instagram: s.instagram, youtube: s.youtube, linkedin: s.linkedin, tiktok: s.tiktok },
    owner_name: s.ownerName,
    designation: s.designation,
    additional_levels: s.additionalLevels,
    other_level: s.otherLevel,
    other_level_hours: s.otherLevelHours,
    style_description: s.styleDescription,
    number_of_teachers: s.numberOfTeachers,
    main_teacher_hours: s.mainTeacherHours,
    issues_certificate: s.issuesCertificate,
    introduction: s.introduction ?? '',
    instructors: row.instructors,
    graduate_count: Number(row.graduateCount),
    gallery_count: Number(row.galleryCount),
    rating_distribution: ratingDistribution(row.ratingDistribution ?? {}),
    contact: isMember(options.actor) ? schoolContact(s) : null,
    updated_at: s.updatedAt.toISOString(),
    registry_code: formatRegistryCode(s.registryCode),
  };
}

/** NOT_FOUND unless visitors see the school; the lists below ask only when their page came back empty (publicSchoolWithId). */
async function requirePublicSchool(deps: Deps, schoolId: number) {
  if (!(await isPublicSchool(deps.db, schoolId))) throw new AppError('NOT_FOUND', 'errors.school_not_found');
}

export async function findRatings(deps: Deps, options: { schoolId: number } & Window): Promise<{ total: number; results: RatingComment[] }> {
  const { rows, total } = await selectRatings(deps.db, options.schoolId, options);
  if (!rows.length) await requirePublicSchool(deps, options.schoolId);
  return {
    total,
    results: rows.map(({ rating, user }) => ({
      id: rating.id,
      school: rating.schoolId,
      rating: rating.rating,
      comment: rating.comment,
      user: { id: user.id, name: memberName(user) },
      created_at: rating.createdAt.toISOString(),
    })),
  };
}

export async function getRatingSummary(deps: Deps, schoolId: number): Promise<RatingSummary> {
  await requirePublicSchool(deps, schoolId);
  const rows = await selectRatingDistribution(deps.db, schoolId);
  const distribution = ratingDistribution(Object.fromEntries(rows.map((r) => [String(r.rating), r.count])));
  let sum = 0;
  let total = 0;
  for (const r of rows) {
    sum += r.rating * r.count;
    total += r.count;
  }
  return { school: schoolId, average: total ? Math.round((sum / total) * 10) / 10 : null, count: total, distribution };
}

/** How many shown ratings give each of 1 to 5 stars (0 for none). */
function ratingDistribution(counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(['1', '2', '3', '4', '5'].map((stars) => [stars, Number(counts[stars] ?? 0)]));
}

/** One rating per member per school; owners do not rate their own school. */
export async function createRating(
  deps: Deps,
  options: { schoolId: number; actor: Actor; rating: number; comment: string },
): Promise<Omit<RatingComment, 'user'>> {
  const userId = requireMember(options.actor);
  await requirePublicSchool(deps, options.schoolId);
  const ownerId = await selectSchoolOwner(deps.db, options.schoolId);
  if (ownerId === userId) throw new AppError('FORBIDDEN', 'errors.rating_own_school');
  const row = await inTransaction(deps.db, async (tx) => {
    const inserted = await insertRating(tx, { schoolId: options.schoolId, userId, rating: options.rating, comment: options.comment });
    if (!inserted) throw new AppError('VALIDATION', 'errors.rating_exists', { fields: { non_field_errors: ['errors.rating_exists'] } });
    // The owner hears of it with the rating, never without (one transaction).
    if (ownerId !== null) {
      const school = await selectSchoolName(tx, options.schoolId);
      await notifyMember(deps, tx, {
        userId: ownerId,
        messageKey: 'school_rated',
        params: { listing: school ?? '', rating: String(inserted.rating) },
        about: { school: options.schoolId },
      });
    }
    return inserted;
  });
  return { id: row.id, school: row.schoolId, rating: row.rating, comment: row.comment, created_at: row.createdAt.toISOString() };
}

export async function findGraduates(deps: Deps, options: { schoolId: number; ordering: string } & Window): Promise<{ total: number; results: Graduate[] }> {
  const { rows, total } = await selectGraduates(deps.db, options);
  if (!rows.length) await requirePublicSchool(deps, options.schoolId);
  return {
    total,
    results: rows.map(graduateJson),
  };
}

export async function findSchoolGallery(deps: Deps, options: { schoolId: number } & Window) {
  const { rows, total } = await selectSchoolGallery(deps.db, options);
  if (!rows.length) await requirePublicSchool(deps, options.schoolId);
  return { total, results: rows.map((g) => ({ id: g.id, school: g.schoolId, image: imageUrl(deps.storage, g.image), description: g.description ?? '' })) };
}
