import { missingTeacherFields, TEACHER_REVIEWED_FIELDS, type TeacherApplication, type TeacherDraft, teacherStanding } from '#common/applications.ts';
import { teacherFeeCodes } from '#common/fee-codes.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import { teacherSearchFields } from '../../lib/search-fields.ts';
import { listingJson, listingValues, pick, placeRows } from '../applications/fields.ts';
import type { AnswerFields, ApplicationParts } from '../applications/parts.ts';
import { assertPriced } from '../billing/pricing.ts';
import { imageUrl, memberName } from '../directory/answer-parts.ts';
import { findCertifications } from '../schools/graduate-claims.ts';
import { isPublicSchool } from '../schools/schools.queries.ts';
import {
  insertTeacherRow,
  lockTeacher,
  selectTeacherApplication,
  type TeacherRow,
  type TeacherValues,
  updateTeacherRow,
} from './teacher-applications.queries.ts';

// A teacher's part of the member's application (issue 10): its fields, priced registration level and
// training school. The flow is the school's (../applications/applications.ts). CYT cannot be applied
// for: the draft schema refuses it, and so does the submission.

function teacherValues(input: TeacherDraft): TeacherValues {
  return pick({
    ...listingValues(input),
    displayName: input.display_name,
    headline: input.headline,
    wyaTeacherId: input.wya_teacher_id,
    yearsTeaching: input.years_teaching,
    teachingHours: input.teaching_hours,
    registrationType: input.registration_type,
    registrationLevel: input.registration_level,
    trainingSchoolName: input.training_school_name,
    trainingSchoolId: input.training_school,
  });
}

export async function refreshTeacherSearch(db: Db, id: number) {
  const row = await lockTeacher(db, id);
  if (!row) return;
  await updateTeacherRow(db, id, teacherSearchFields(row, await placeRows(db, row.countryId, row.regionId)));
}

function checkReviewed(row: TeacherRow, input: TeacherDraft) {
  if (row.status !== 'approved') return;
  const current = { registration_type: row.registrationType, registration_level: row.registrationLevel, wya_teacher_id: row.wyaTeacherId };
  for (const field of TEACHER_REVIEWED_FIELDS) {
    if (input[field] !== undefined && (input[field] ?? null) !== (current[field] ?? null)) throw fieldError(field, 'validation.reviewed_field');
  }
}

/** Only a registration level the office has priced can be chosen (the type or the level may come alone). */
function checkPricedLevel(db: Db, input: TeacherDraft, current: { registrationType: string | null; registrationLevel: string | null }) {
  if (input.registration_type === undefined && input.registration_level === undefined) return;
  const type = input.registration_type === undefined ? current.registrationType : input.registration_type;
  const level = input.registration_level === undefined ? current.registrationLevel : input.registration_level;
  return assertPriced(db, 'registration_level', teacherFeeCodes(type, level));
}

export const teacherApplication: ApplicationParts<TeacherRow, TeacherDraft, Omit<AnswerFields<TeacherApplication>, 'certifications'>> = {
  kind: 'teacher',
  // "Unsuccessfully register teacher" (SPEC §8).
  refusalKey: 'errors.register_teacher',
  images: { photo: 'photo', cover_image: 'coverImage' },
  select: selectTeacherApplication,
  lock: lockTeacher,
  insert: insertTeacherRow,
  update: updateTeacherRow,
  async fields(deps, _db, row, lang) {
    const t = row.listing;
    return {
      ...listingJson(deps, row, lang),
      display_name: t.displayName,
      headline: t.headline,
      wya_teacher_id: t.wyaTeacherId,
      years_teaching: t.yearsTeaching,
      teaching_hours: t.teachingHours,
      teacher_standing: teacherStanding(t.teachingHours),
      registration_type: t.registrationType,
      registration_level: t.registrationLevel,
      training_school_name: t.trainingSchoolName,
      training_school: t.trainingSchoolId,
      photo: imageUrl(deps.storage, t.photo),
    };
  },
  missing: missingTeacherFields,
  extra: async (deps, db, t) => ({ certifications: await findCertifications(deps, t.userId, db) }),
  values: teacherValues,
  // The name and the e-mail address default to the member's.
  first: (input, member) => {
    const name = input.display_name ?? memberName(member);
    return { name, values: { displayName: name, email: input.email === undefined ? member.email : input.email } };
  },
  checkReviewed,
  // A linked training school must be a listed one (a draft of someone else's stays unknown).
  async check(db, input, row) {
    if (input.training_school && !(await isPublicSchool(db, input.training_school))) throw fieldError('training_school', 'errors.school_not_found');
    if (row?.status !== 'approved') await checkPricedLevel(db, input, row ?? { registrationType: null, registrationLevel: null });
  },
  saved: (db, id) => refreshTeacherSearch(db, id),
};
