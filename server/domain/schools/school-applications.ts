import {
  type ApplicationSubmit,
  missingSchoolFields,
  SCHOOL_REVIEWED_FIELDS,
  type SchoolApplication,
  type SchoolCreate,
  type SchoolDraft,
} from '#common/applications.ts';
import type { Language } from '#common/constants.ts';
import { schoolFeeCodes } from '#common/fee-codes.ts';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { schoolSearchFields } from '../../lib/search-fields.ts';
import type { UploadSource } from '../../lib/uploads/index.ts';
import { type Actor, requireMember, requireOwner } from '../access.ts';
import { isSlugTaken, isUniqueViolation, lockMember, selectOpenApplicationId } from '../applications/applications.queries.ts';
import { type ApplicationStore, addApplicationDocuments, deleteApplicationDocument, submitApplication } from '../applications/documents.ts';
import { documentsJson, pick, placeRows, resolvePlace, socialJson, socialValues } from '../applications/fields.ts';
import { freeSlug, slugBase } from '../applications/slugs.ts';
import { assertEditable, stateJson } from '../applications/states.ts';
import { prepareAll, removeReplaced, storeAll } from '../applications/uploads.ts';
import { assertPriced } from '../billing/pricing.ts';
import type { Deps } from '../deps.ts';
import { imageUrl } from '../directory/answer-parts.ts';
import { placeJson } from '../directory/places.ts';
import { forgetStoredFile } from '../files/files.ts';
import {
  countSchoolDocuments,
  deleteSchoolDocument,
  deleteSchoolDocumentsOfKind,
  insertSchoolDocument,
  insertSchoolRow,
  lockSchool,
  replaceSchoolInstructors,
  type SchoolRow,
  type SchoolValues,
  selectSchoolApplication,
  selectSchoolDocuments,
  selectSchoolInstructors,
  updateSchoolRow,
} from './school-applications.queries.ts';

// A member's school application (issue 10): the wizard's drafts, documents and submission. The
// state machine is in ../applications/states.ts; payment and review in ../applications/review.ts.

/** The images of the information step, each under its own upload policy. */
export type SchoolImages = Partial<Record<'cover_image' | 'logo', UploadSource>>;
type Row = NonNullable<Awaited<ReturnType<typeof selectSchoolApplication>>>;

/** The school, for its owner or staff; anyone else is told it does not exist. */
async function ownSchool(deps: Deps, actor: Actor, id: number): Promise<Row> {
  requireMember(actor);
  const row = await selectSchoolApplication(deps.db, id);
  requireOwner(actor, row?.school.userId ?? null);
  if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
  return row;
}

async function applicationParts(deps: Deps, db: Db, row: Row, lang: Language) {
  const s = row.school;
  const [instructors, documentRows] = await Promise.all([selectSchoolInstructors(db, s.id), selectSchoolDocuments(db, s.id)]);
  const documents = await documentsJson(db, documentRows, lang);
  const fields = {
    id: s.id,
    user: s.userId,
    slug: s.slug,
    name: s.name,
    local_name: s.localName,
    address: s.address,
    local_address: s.localAddress,
    email: s.email,
    phone: s.phone,
    ...socialJson(s),
    owner_name: s.ownerName,
    primary_contact_name: s.primaryContactName,
    primary_contact_email: s.primaryContactEmail,
    primary_contact_phone: s.primaryContactPhone,
    designation: s.designation,
    introduction: s.introduction,
    ...placeJson(row, lang),
    city: s.city,
    latitude: s.latitude,
    longitude: s.longitude,
    levels: s.levels,
    additional_levels: s.additionalLevels,
    other_level: s.otherLevel,
    other_level_hours: s.otherLevelHours,
    training_types: s.trainingTypes,
    styles: s.styles,
    style_description: s.styleDescription,
    number_of_teachers: s.numberOfTeachers,
    main_teacher_hours: s.mainTeacherHours,
    issues_certificate: s.issuesCertificate,
    instructors: instructors.map((i) => ({ id: i.id, name: i.name, certification: i.certification, years_teaching: i.yearsTeaching })),
    cover_image: imageUrl(deps.storage, s.coverImage),
    logo: imageUrl(deps.storage, s.logo),
    wya_school_id: s.wyaSchoolId,
  };
  return { fields, documents, missing: missingSchoolFields({ ...fields, documents }) };
}

async function applicationJson(deps: Deps, db: Db, row: Row, lang: Language): Promise<SchoolApplication> {
  const { fields, documents, missing } = await applicationParts(deps, db, row, lang);
  return { ...fields, ...stateJson('school', row.school, missing, lang), documents };
}

/** The member's own application in full: every field, documents, state and what to do next. */
export async function getSchoolApplication(deps: Deps, options: { actor: Actor; id: number; lang: Language }): Promise<SchoolApplication> {
  const row = await ownSchool(deps, options.actor, options.id);
  return applicationJson(deps, deps.db, row, options.lang);
}

function schoolValues(input: SchoolDraft): SchoolValues {
  return pick({
    name: input.name,
    slug: input.slug,
    localName: input.local_name,
    address: input.address,
    localAddress: input.local_address,
    email: input.email,
    phone: input.phone,
    ...socialValues(input),
    ownerName: input.owner_name,
    primaryContactName: input.primary_contact_name,
    primaryContactEmail: input.primary_contact_email,
    primaryContactPhone: input.primary_contact_phone,
    designation: input.designation,
    introduction: input.introduction,
    city: input.city,
    latitude: input.latitude,
    longitude: input.longitude,
    levels: input.levels,
    additionalLevels: input.additional_levels,
    otherLevel: input.other_level,
    otherLevelHours: input.other_level_hours,
    trainingTypes: input.training_types,
    styles: input.styles,
    styleDescription: input.style_description,
    numberOfTeachers: input.number_of_teachers,
    mainTeacherHours: input.main_teacher_hours,
    issuesCertificate: input.issues_certificate,
  });
}

const instructorValues = (input: SchoolDraft) =>
  input.instructors?.map((i) => ({ name: i.name, certification: i.certification ?? null, yearsTeaching: i.years_teaching ?? null }));

/** Keeps the search columns in step with the school (ADR 0006): name, places, levels, styles, instructors. */
export async function refreshSchoolSearch(db: Db, id: number) {
  const row = await lockSchool(db, id);
  if (!row) return;
  const [instructors, place] = await Promise.all([selectSchoolInstructors(db, id), placeRows(db, row.countryId, row.regionId)]);
  const fields = schoolSearchFields({ ...row, instructors: instructors.map((i) => i.name) }, place);
  await updateSchoolRow(db, id, fields);
}

/** What the office approved stays as approved: levels cannot change on an approved listing. */
function checkReviewedFields(row: SchoolRow, input: SchoolDraft) {
  if (row.status !== 'approved') return;
  const current: Record<(typeof SCHOOL_REVIEWED_FIELDS)[number], unknown> = {
    levels: [...row.levels].sort(),
    additional_levels: row.additionalLevels,
    other_level: row.otherLevel,
    other_level_hours: row.otherLevelHours,
  };
  for (const field of SCHOOL_REVIEWED_FIELDS) {
    const sent = input[field];
    if (sent === undefined) continue;
    const value = field === 'levels' && Array.isArray(sent) ? [...sent].sort() : sent;
    if (JSON.stringify(value ?? null) !== JSON.stringify(current[field] ?? null)) throw fieldError(field, 'validation.reviewed_field');
  }
}

const slugTaken = () => fieldError('slug', 'validation.slug_taken');

/** Two saves taking one slug at once: the unique index decides, and the loser is told like anyone else. */
async function guardSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'schools_slug_idx')) throw slugTaken();
    throw error;
  }
}

function imageSources(images: SchoolImages | undefined): UploadSource[] {
  return Object.values(images ?? {}).filter((source): source is UploadSource => Boolean(source));
}

/** The image columns a save sets, from the files it stored (in the order of the sources). */
function imageValues(sources: UploadSource[], keys: string[]) {
  const values: { coverImage?: string; logo?: string } = {};
  sources.forEach((source, index) => {
    if (source.field === 'cover_image') values.coverImage = keys[index];
    if (source.field === 'logo') values.logo = keys[index];
  });
  return values;
}

/**
 * The wizard's first save: creates the member's draft (one open school application per member).
 * A name is needed; the public address follows from it unless a slug is given.
 */
export async function createSchoolApplication(
  deps: Deps,
  options: { actor: Actor; lang: Language; input: SchoolCreate; images?: SchoolImages },
): Promise<SchoolApplication> {
  const userId = requireMember(options.actor);
  const { input } = options;
  if (await selectOpenApplicationId(deps.db, 'school', userId)) throw new AppError('CONFLICT', 'errors.school_application_exists');
  const place = await resolvePlace(deps.db, input, { countryId: null, regionId: null });
  if (input.levels) await assertPriced(deps.db, 'levels', schoolFeeCodes(input.levels));
  if (input.slug && (await isSlugTaken(deps.db, 'school', input.slug))) throw slugTaken();
  const sources = imageSources(options.images);
  const uploads = await prepareAll(sources);
  const id = await guardSlug(() =>
    storeAll(deps, { ownerId: userId, uploads }, async (tx, files) => {
      await lockMember(tx, userId);
      if (await selectOpenApplicationId(tx, 'school', userId)) throw new AppError('CONFLICT', 'errors.school_application_exists');
      const slug = input.slug ?? (await freeSlug(tx, 'school', slugBase('school', input.name, userId)));
      const row = await insertSchoolRow(tx, {
        ...schoolValues(input),
        ...place,
        ...imageValues(
          sources,
          files.map((f) => f.storageKey),
        ),
        userId,
        name: input.name,
        slug,
        status: 'draft',
        language: options.lang,
      });
      const instructors = instructorValues(input);
      if (instructors) await replaceSchoolInstructors(tx, row.id, instructors);
      await refreshSchoolSearch(tx, row.id);
      return row.id;
    }),
  );
  return getSchoolApplication(deps, { actor: options.actor, id, lang: options.lang });
}

/** A wizard step's save (or, once approved, an edit of the public profile); only what is sent changes. */
export async function updateSchoolApplication(
  deps: Deps,
  options: { actor: Actor; id: number; lang: Language; input: SchoolDraft; images?: SchoolImages },
): Promise<SchoolApplication> {
  const { input, id } = options;
  const row = await ownSchool(deps, options.actor, id);
  const s = row.school;
  assertEditable(s.status);
  checkReviewedFields(s, input);
  // Only levels the office has priced can be chosen (a listing's approved levels are not changed here).
  if (input.levels && s.status !== 'approved') await assertPriced(deps.db, 'levels', schoolFeeCodes(input.levels));
  const place = await resolvePlace(deps.db, input, s);
  if (input.slug && input.slug !== s.slug && (await isSlugTaken(deps.db, 'school', input.slug, { id, userId: s.userId }))) throw slugTaken();
  const sources = imageSources(options.images);
  const uploads = await prepareAll(sources);
  const replaced = await guardSlug(() =>
    storeAll(deps, { ownerId: s.userId, uploads }, async (tx, files) => {
      const locked = await lockSchool(tx, id);
      if (!locked) throw new AppError('NOT_FOUND', 'errors.not_found');
      assertEditable(locked.status);
      checkReviewedFields(locked, input);
      const images = imageValues(
        sources,
        files.map((f) => f.storageKey),
      );
      await updateSchoolRow(tx, id, { ...schoolValues(input), ...place, ...images });
      const instructors = instructorValues(input);
      if (instructors) await replaceSchoolInstructors(tx, id, instructors);
      await refreshSchoolSearch(tx, id);
      const old = [images.coverImage ? locked.coverImage : null, images.logo ? locked.logo : null].filter((key): key is string => Boolean(key));
      for (const key of old) await forgetStoredFile(tx, key);
      return old;
    }),
  );
  await removeReplaced(deps, replaced);
  return getSchoolApplication(deps, { actor: options.actor, id, lang: options.lang });
}

/**
 * Adds documents (private files under the application-document policy): a new file of a kind
 * replaces the old one, except certificates-like kinds that keep several. All files are checked
 * before any is stored.
 */
export async function addSchoolDocuments(deps: Deps, options: { actor: Actor; id: number; lang: Language; files: UploadSource[] }): Promise<SchoolApplication> {
  const row = await ownSchool(deps, options.actor, options.id);
  await addApplicationDocuments(deps, schoolStore, { id: options.id, ownerId: row.school.userId, status: row.school.status, files: options.files });
  return getSchoolApplication(deps, options);
}

export async function deleteSchoolApplicationDocument(
  deps: Deps,
  options: { actor: Actor; id: number; documentId: number; lang: Language },
): Promise<SchoolApplication> {
  const row = await ownSchool(deps, options.actor, options.id);
  await deleteApplicationDocument(deps, schoolStore, { id: options.id, status: row.school.status, documentId: options.documentId });
  return getSchoolApplication(deps, options);
}

/**
 * Submits the application. A draft needs every required field and document, and the membership
 * type and currency of its invoice: it then waits for payment. An application the office sent back
 * for changes goes straight back to review (it was paid for).
 */
export async function submitSchoolApplication(
  deps: Deps,
  options: { actor: Actor; id: number; lang: Language; input: ApplicationSubmit },
): Promise<SchoolApplication> {
  await ownSchool(deps, options.actor, options.id);
  await submitApplication(deps, schoolStore, {
    ...options,
    refusalKey: 'errors.application_incomplete',
    missing: async (tx) => {
      const row = await selectSchoolApplication(tx, options.id);
      if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
      return (await applicationParts(deps, tx, row, options.lang)).missing;
    },
  });
  return getSchoolApplication(deps, options);
}

/** The schools table's steps of the shared application rules. */
const schoolStore: ApplicationStore = {
  kind: 'school',
  lock: lockSchool,
  countDocuments: countSchoolDocuments,
  deleteDocumentsOfKind: deleteSchoolDocumentsOfKind,
  insertDocument: (tx, id, document) => insertSchoolDocument(tx, { schoolId: id, ...document }),
  deleteDocument: deleteSchoolDocument,
  update: updateSchoolRow,
};
