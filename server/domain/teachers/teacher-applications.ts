import { missingTeacherFields, TEACHER_REVIEWED_FIELDS, type TeacherApplication, type TeacherDraft, teacherStanding } from '#common/applications.ts';
import { teacherFeeCodes } from '#common/fee-codes.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import { teacherSearchFields } from '../../lib/search-fields.ts';
import { columnJson, listingJson, listingValues, pick, refreshSearch } from '../applications/fields.ts';
import type { AnswerFields, ApplicationParts } from '../applications/parts.ts';
import { assertPriced } from '../billing/pricing.ts';
import { imageUrl, memberName } from '../directory/answer-parts.ts';
import { findCertifications } from '../schools/graduate-claims.ts';
import { isPublicSchool } from '../schools/schools.queries.ts';
import { type TeacherRow, type TeacherValues, teacherRows } from './teacher-applications.queries.ts';

// A teacher's part of the member's application (issue 10): its fields, priced registration level and
// training school. The flow is the school's (../applications/applications.ts). CYT cannot be applied
// for: the draft schema refuses it, and so does the submission.

/** The teacher's own fields, saved as sent and answered as held (`display_name` is the column `displayName`). */
const TEACHER_FIELDS = [
  'display_name',
  'headline',
  'wya_teacher_id',
  'years_teaching',
  'teaching_hours',
  'registration_type',
  'registration_level',
  'training_school_name',
] as const;

export const refreshTeacherSearch = (db: Db, id: number) => refreshSearch(db, teacherRows, id, teacherSearchFields);

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
  ...teacherRows,
  fields: async (deps, _db, row, lang) => ({
    ...listingJson(deps, row, lang, TEACHER_FIELDS),
    teacher_standing: teacherStanding(row.listing.teachingHours),
    training_school: row.listing.trainingSchoolId,
    photo: imageUrl(deps.storage, row.listing.photo),
  }),
  missing: missingTeacherFields,
  extra: async (deps, db, t) => ({ certifications: await findCertifications(deps, t.userId, db) }),
  values: (input): TeacherValues => ({ ...listingValues(input, TEACHER_FIELDS), ...pick({ trainingSchoolId: input.training_school }) }),
  // The name and the e-mail address default to the member's.
  first: (input, member) => {
    const name = input.display_name ?? memberName(member);
    return { name, values: { displayName: name, email: input.email === undefined ? member.email : input.email } };
  },
  reviewed: (t) => columnJson(TEACHER_REVIEWED_FIELDS, t),
  // A linked training school must be a listed one (a draft of someone else's stays unknown).
  async check(db, input, row) {
    if (input.training_school && !(await isPublicSchool(db, input.training_school))) throw fieldError('training_school', 'errors.school_not_found');
    if (row?.status !== 'approved') await checkPricedLevel(db, input, row ?? { registrationType: null, registrationLevel: null });
  },
  saved: (db, id) => refreshTeacherSearch(db, id),
};
