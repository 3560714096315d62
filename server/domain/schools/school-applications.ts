import { missingSchoolFields, SCHOOL_REVIEWED_FIELDS, type SchoolApplication, type SchoolCreate, type SchoolDraft } from '#common/applications.ts';
import { schoolFeeCodes } from '#common/fee-codes.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import { schoolSearchFields } from '../../lib/search-fields.ts';
import { listingJson, listingValues, pick, placeRows } from '../applications/fields.ts';
import type { AnswerFields, ApplicationParts } from '../applications/parts.ts';
import { assertPriced } from '../billing/pricing.ts';
import { imageUrl } from '../directory/answer-parts.ts';
import {
  insertSchoolRow,
  lockSchool,
  replaceSchoolInstructors,
  type SchoolRow,
  type SchoolValues,
  selectSchoolApplication,
  selectSchoolInstructors,
  updateSchoolRow,
} from './school-applications.queries.ts';

// A school's part of the member's application (issue 10): its fields, priced levels, instructors and
// search columns. The flow (drafts, documents, submission) is ../applications/applications.ts.

function schoolValues(input: SchoolDraft): SchoolValues {
  return pick({
    ...listingValues(input),
    name: input.name,
    address: input.address,
    ownerName: input.owner_name,
    primaryContactName: input.primary_contact_name,
    primaryContactEmail: input.primary_contact_email,
    primaryContactPhone: input.primary_contact_phone,
    designation: input.designation,
    levels: input.levels,
    additionalLevels: input.additional_levels,
    otherLevel: input.other_level,
    otherLevelHours: input.other_level_hours,
    trainingTypes: input.training_types,
    styleDescription: input.style_description,
    numberOfTeachers: input.number_of_teachers,
    mainTeacherHours: input.main_teacher_hours,
    issuesCertificate: input.issues_certificate,
  });
}

/** Keeps the search columns in step with the school (ADR 0006): name, places, levels, styles, instructors. */
export async function refreshSchoolSearch(db: Db, id: number) {
  const row = await lockSchool(db, id);
  if (!row) return;
  const [instructors, place] = await Promise.all([selectSchoolInstructors(db, id), placeRows(db, row.countryId, row.regionId)]);
  const fields = schoolSearchFields({ ...row, instructors: instructors.map((i) => i.name) }, place);
  await updateSchoolRow(db, id, fields);
}

/** What the office approved stays as approved: levels cannot change on an approved listing. */
function checkReviewed(row: SchoolRow, input: SchoolDraft) {
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

export const schoolApplication: ApplicationParts<SchoolRow, SchoolDraft, AnswerFields<SchoolApplication>> = {
  kind: 'school',
  refusalKey: 'errors.application_incomplete',
  images: { cover_image: 'coverImage', logo: 'logo' },
  select: selectSchoolApplication,
  lock: lockSchool,
  insert: insertSchoolRow,
  update: updateSchoolRow,
  async fields(deps, db, row, lang) {
    const s = row.listing;
    const instructors = await selectSchoolInstructors(db, s.id);
    return {
      ...listingJson(deps, row, lang),
      name: s.name,
      address: s.address,
      owner_name: s.ownerName,
      primary_contact_name: s.primaryContactName,
      primary_contact_email: s.primaryContactEmail,
      primary_contact_phone: s.primaryContactPhone,
      designation: s.designation,
      levels: s.levels,
      additional_levels: s.additionalLevels,
      other_level: s.otherLevel,
      other_level_hours: s.otherLevelHours,
      training_types: s.trainingTypes,
      style_description: s.styleDescription,
      number_of_teachers: s.numberOfTeachers,
      main_teacher_hours: s.mainTeacherHours,
      issues_certificate: s.issuesCertificate,
      instructors: instructors.map((i) => ({ id: i.id, name: i.name, certification: i.certification, years_teaching: i.yearsTeaching })),
      logo: imageUrl(deps.storage, s.logo),
      wya_school_id: s.wyaSchoolId,
    };
  },
  missing: missingSchoolFields,
  values: schoolValues,
  // A name is needed to start: the public address follows from it.
  first: (input: SchoolCreate) => ({ name: input.name, values: { name: input.name } }),
  checkReviewed,
  // Only levels the office has priced can be chosen (a listing's approved levels are not changed here).
  async check(db, input, row) {
    if (input.levels && row?.status !== 'approved') await assertPriced(db, 'levels', schoolFeeCodes(input.levels));
  },
  async saved(db, id, input) {
    const instructors = input.instructors?.map((i) => ({ name: i.name, certification: i.certification ?? null, yearsTeaching: i.years_teaching ?? null }));
    if (instructors) await replaceSchoolInstructors(db, id, instructors);
    await refreshSchoolSearch(db, id);
  },
};
