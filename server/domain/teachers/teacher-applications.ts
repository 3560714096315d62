import {
  type ApplicationSubmit,
  missingTeacherFields,
  TEACHER_REVIEWED_FIELDS,
  type TeacherApplication,
  type TeacherCreate,
  type TeacherDraft,
  teacherStanding,
} from '#common/applications.ts';
import type { Language } from '#common/constants.ts';
import { teacherFeeCodes } from '#common/fee-codes.ts';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { teacherSearchFields } from '../../lib/search-fields.ts';
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
import { imageUrl, memberName } from '../directory/answer-parts.ts';
import { placeJson } from '../directory/places.ts';
import { forgetStoredFile } from '../files/files.ts';
import { findCertifications } from '../schools/graduate-claims.ts';
import { isPublicSchool } from '../schools/schools.queries.ts';
import {
  countTeacherDocuments,
  deleteTeacherDocument,
  deleteTeacherDocumentsOfKind,
  insertTeacherDocument,
  insertTeacherRow,
  lockTeacher,
  selectTeacherApplication,
  selectTeacherDocuments,
  type TeacherRow,
  type TeacherValues,
  updateTeacherRow,
} from './teacher-applications.queries.ts';

// A member's teacher application (issue 10): the same flow as a school's (../schools/school-applications.ts).
// CYT cannot be applied for: the draft schema refuses it, and so does the submission.

export type TeacherImages = Partial<Record<'photo' | 'cover_image', UploadSource>>;
type Row = NonNullable<Awaited<ReturnType<typeof selectTeacherApplication>>>;

async function ownTeacher(deps: Deps, actor: Actor, id: number): Promise<Row> {
  requireMember(actor);
  const row = await selectTeacherApplication(deps.db, id);
  requireOwner(actor, row?.teacher.userId ?? null);
  if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
  return row;
}

async function applicationParts(deps: Deps, db: Db, row: Row, lang: Language) {
  const t = row.teacher;
  const documents = await documentsJson(db, await selectTeacherDocuments(db, t.id), lang);
  const fields = {
    id: t.id,
    user: t.userId,
    slug: t.slug,
    display_name: t.displayName,
    local_name: t.localName,
    local_address: t.localAddress,
    headline: t.headline,
    introduction: t.introduction,
    email: t.email,
    phone: t.phone,
    ...socialJson(t),
    ...placeJson(row, lang),
    city: t.city,
    latitude: t.latitude,
    longitude: t.longitude,
    wya_teacher_id: t.wyaTeacherId,
    years_teaching: t.yearsTeaching,
    teaching_hours: t.teachingHours,
    teacher_standing: teacherStanding(t.teachingHours),
    registration_type: t.registrationType,
    registration_level: t.registrationLevel,
    styles: t.styles,
    training_school_name: t.trainingSchoolName,
    training_school: t.trainingSchoolId,
    photo: imageUrl(deps.storage, t.photo),
    cover_image: imageUrl(deps.storage, t.coverImage),
  };
  return { fields, documents, missing: missingTeacherFields({ ...fields, documents }) };
}

async function applicationJson(deps: Deps, db: Db, row: Row, lang: Language): Promise<TeacherApplication> {
  const { fields, documents, missing } = await applicationParts(deps, db, row, lang);
  const certifications = await findCertifications(deps, row.teacher.userId, db);
  return { ...fields, certifications, ...stateJson('teacher', row.teacher, missing, lang), documents };
}

export async function getTeacherApplication(deps: Deps, options: { actor: Actor; id: number; lang: Language }): Promise<TeacherApplication> {
  const row = await ownTeacher(deps, options.actor, options.id);
  return applicationJson(deps, deps.db, row, options.lang);
}

function teacherValues(input: TeacherDraft): TeacherValues {
  return pick({
    displayName: input.display_name,
    slug: input.slug,
    localName: input.local_name,
    localAddress: input.local_address,
    headline: input.headline,
    introduction: input.introduction,
    email: input.email,
    phone: input.phone,
    ...socialValues(input),
    city: input.city,
    latitude: input.latitude,
    longitude: input.longitude,
    wyaTeacherId: input.wya_teacher_id,
    yearsTeaching: input.years_teaching,
    teachingHours: input.teaching_hours,
    registrationType: input.registration_type,
    registrationLevel: input.registration_level,
    styles: input.styles,
    trainingSchoolName: input.training_school_name,
    trainingSchoolId: input.training_school,
  });
}

export async function refreshTeacherSearch(db: Db, id: number) {
  const row = await lockTeacher(db, id);
  if (!row) return;
  await updateTeacherRow(db, id, teacherSearchFields(row, await placeRows(db, row.countryId, row.regionId)));
}

/** A linked training school must be a listed one (a draft of someone else's stays unknown). */
async function checkTrainingSchool(db: Db, input: TeacherDraft) {
  if (input.training_school && !(await isPublicSchool(db, input.training_school))) throw fieldError('training_school', 'errors.school_not_found');
}

function checkReviewedFields(row: TeacherRow, input: TeacherDraft) {
  if (row.status !== 'approved') return;
  const current = { registration_type: row.registrationType, registration_level: row.registrationLevel, wya_teacher_id: row.wyaTeacherId };
  for (const field of TEACHER_REVIEWED_FIELDS) {
    if (input[field] !== undefined && (input[field] ?? null) !== (current[field] ?? null)) throw fieldError(field, 'validation.reviewed_field');
  }
}

const slugTaken = () => fieldError('slug', 'validation.slug_taken');

async function guardSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'teachers_slug_idx')) throw slugTaken();
    throw error;
  }
}

const imageSources = (images: TeacherImages | undefined) => Object.values(images ?? {}).filter((source): source is UploadSource => Boolean(source));

function imageValues(sources: UploadSource[], keys: string[]) {
  const values: { photo?: string; coverImage?: string } = {};
  sources.forEach((source, index) => {
    if (source.field === 'photo') values.photo = keys[index];
    if (source.field === 'cover_image') values.coverImage = keys[index];
  });
  return values;
}

/** Only a registration level the office has priced can be chosen (the type or the level may come alone). */
function checkPricedLevel(db: Db, input: TeacherDraft, current: { registrationType: string | null; registrationLevel: string | null }) {
  if (input.registration_type === undefined && input.registration_level === undefined) return;
  const type = input.registration_type === undefined ? current.registrationType : input.registration_type;
  const level = input.registration_level === undefined ? current.registrationLevel : input.registration_level;
  return assertPriced(db, 'registration_level', teacherFeeCodes(type, level));
}

/** Creates the member's teacher draft (one open teacher application per member); the name defaults to the member's. */
export async function createTeacherApplication(
  deps: Deps,
  options: { actor: Actor; lang: Language; input: TeacherCreate; images?: TeacherImages },
): Promise<TeacherApplication> {
  const userId = requireMember(options.actor);
  const { input } = options;
  if (await selectOpenApplicationId(deps.db, 'teacher', userId)) throw new AppError('CONFLICT', 'errors.teacher_application_exists');
  const place = await resolvePlace(deps.db, input, { countryId: null, regionId: null });
  await checkTrainingSchool(deps.db, input);
  await checkPricedLevel(deps.db, input, { registrationType: null, registrationLevel: null });
  if (input.slug && (await isSlugTaken(deps.db, 'teacher', input.slug))) throw slugTaken();
  const sources = imageSources(options.images);
  const uploads = await prepareAll(sources);
  const id = await guardSlug(() =>
    storeAll(deps, { ownerId: userId, uploads }, async (tx, files) => {
      const member = await lockMember(tx, userId);
      if (!member) throw new AppError('NOT_FOUND', 'errors.not_found');
      if (await selectOpenApplicationId(tx, 'teacher', userId)) throw new AppError('CONFLICT', 'errors.teacher_application_exists');
      const displayName = input.display_name ?? memberName(member);
      const slug = input.slug ?? (await freeSlug(tx, 'teacher', slugBase('teacher', displayName, userId)));
      const row = await insertTeacherRow(tx, {
        ...teacherValues(input),
        ...place,
        ...imageValues(
          sources,
          files.map((f) => f.storageKey),
        ),
        email: input.email === undefined ? member.email : input.email,
        userId,
        displayName,
        slug,
        status: 'draft',
        language: options.lang,
      });
      await refreshTeacherSearch(tx, row.id);
      return row.id;
    }),
  );
  return getTeacherApplication(deps, { actor: options.actor, id, lang: options.lang });
}

export async function updateTeacherApplication(
  deps: Deps,
  options: { actor: Actor; id: number; lang: Language; input: TeacherDraft; images?: TeacherImages },
): Promise<TeacherApplication> {
  const { input, id } = options;
  const row = await ownTeacher(deps, options.actor, id);
  const t = row.teacher;
  assertEditable(t.status);
  checkReviewedFields(t, input);
  const place = await resolvePlace(deps.db, input, t);
  await checkTrainingSchool(deps.db, input);
  if (t.status !== 'approved') await checkPricedLevel(deps.db, input, t);
  if (input.slug && input.slug !== t.slug && (await isSlugTaken(deps.db, 'teacher', input.slug, { id, userId: t.userId }))) throw slugTaken();
  const sources = imageSources(options.images);
  const uploads = await prepareAll(sources);
  const replaced = await guardSlug(() =>
    storeAll(deps, { ownerId: t.userId, uploads }, async (tx, files) => {
      const locked = await lockTeacher(tx, id);
      if (!locked) throw new AppError('NOT_FOUND', 'errors.not_found');
      assertEditable(locked.status);
      checkReviewedFields(locked, input);
      const images = imageValues(
        sources,
        files.map((f) => f.storageKey),
      );
      await updateTeacherRow(tx, id, { ...teacherValues(input), ...place, ...images });
      await refreshTeacherSearch(tx, id);
      const old = [images.photo ? locked.photo : null, images.coverImage ? locked.coverImage : null].filter((key): key is string => Boolean(key));
      for (const key of old) await forgetStoredFile(tx, key);
      return old;
    }),
  );
  await removeReplaced(deps, replaced);
  return getTeacherApplication(deps, { actor: options.actor, id, lang: options.lang });
}

/** CV and syllabus replace the previous file; certificates add up (at most MAX_FILES_PER_DOCUMENT_KIND). */
export async function addTeacherDocuments(
  deps: Deps,
  options: { actor: Actor; id: number; lang: Language; files: UploadSource[] },
): Promise<TeacherApplication> {
  const row = await ownTeacher(deps, options.actor, options.id);
  await addApplicationDocuments(deps, teacherStore, { id: options.id, ownerId: row.teacher.userId, status: row.teacher.status, files: options.files });
  return getTeacherApplication(deps, options);
}

export async function deleteTeacherApplicationDocument(
  deps: Deps,
  options: { actor: Actor; id: number; documentId: number; lang: Language },
): Promise<TeacherApplication> {
  const row = await ownTeacher(deps, options.actor, options.id);
  await deleteApplicationDocument(deps, teacherStore, { id: options.id, status: row.teacher.status, documentId: options.documentId });
  return getTeacherApplication(deps, options);
}

/** As a school's submission; a refused one says "Unsuccessfully register teacher" (SPEC §8) beside the fields it names. */
export async function submitTeacherApplication(
  deps: Deps,
  options: { actor: Actor; id: number; lang: Language; input: ApplicationSubmit },
): Promise<TeacherApplication> {
  await ownTeacher(deps, options.actor, options.id);
  await submitApplication(deps, teacherStore, {
    ...options,
    refusalKey: 'errors.register_teacher',
    missing: async (tx) => {
      const row = await selectTeacherApplication(tx, options.id);
      if (!row) throw new AppError('NOT_FOUND', 'errors.not_found');
      return (await applicationParts(deps, tx, row, options.lang)).missing;
    },
  });
  return getTeacherApplication(deps, options);
}

/** The teachers table's steps of the shared application rules. */
const teacherStore: ApplicationStore = {
  kind: 'teacher',
  lock: lockTeacher,
  countDocuments: countTeacherDocuments,
  deleteDocumentsOfKind: deleteTeacherDocumentsOfKind,
  insertDocument: (tx, id, document) => insertTeacherDocument(tx, { teacherId: id, ...document }),
  deleteDocument: deleteTeacherDocument,
  update: updateTeacherRow,
};
