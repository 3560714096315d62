import { missingSchoolFields, SCHOOL_REVIEWED_FIELDS, type SchoolApplication, type SchoolCreate, type SchoolDraft } from '#common/applications.ts';
import { schoolFeeCodes } from '#common/fee-codes.ts';
import type { Db } from '../../db/client.ts';
import { schoolSearchFields } from '../../lib/search-fields.ts';
import { columnJson, listingJson, listingValues, refreshSearch } from '../applications/fields.ts';
import type { AnswerFields, ApplicationParts } from '../applications/parts.ts';
import { assertPriced } from '../billing/pricing.ts';
import { imageUrl } from '../directory/answer-parts.ts';
import { replaceSchoolInstructors, type SchoolRow, type SchoolValues, schoolRows, selectSchoolInstructors } from './school-applications.queries.ts';

// A school's part of the member's application (issue 10): its fields, priced levels, instructors and
// search columns. The flow (drafts, documents, submission) is ../applications/applications.ts.

/** The school's own fields, saved as sent and answered as held (`owner_name` is the column `ownerName`). */
const SCHOOL_FIELDS = [
  'name',
  'address',
  'owner_name',
  'primary_contact_name',
  'primary_contact_email',
  'primary_contact_phone',
  'designation',
  'levels',
  'additional_levels',
  'other_level',
  'other_level_hours',
  'training_types',
  'style_description',
  'number_of_teachers',
  'main_teacher_hours',
  'issues_certificate',
] as const;

/** Keeps the search columns in step with the school (ADR 0006): name, places, levels, styles, instructors. */
export const refreshSchoolSearch = (db: Db, id: number) =>
  refreshSearch(db, schoolRows, id, async (row, place) =>
    schoolSearchFields({ ...row, instructors: (await selectSchoolInstructors(db, id)).map((i) => i.name) }, place),
  );

export const schoolApplication: ApplicationParts<SchoolRow, SchoolDraft, AnswerFields<SchoolApplication>> = {
  kind: 'school',
  refusalKey: 'errors.application_incomplete',
  images: { cover_image: 'coverImage', logo: 'logo' },
  ...schoolRows,
  async fields(deps, db, row, lang) {
    const instructors = await selectSchoolInstructors(db, row.listing.id);
    return {
      ...listingJson(deps, row, lang, SCHOOL_FIELDS),
      instructors: instructors.map((i) => ({ id: i.id, name: i.name, certification: i.certification, years_teaching: i.yearsTeaching })),
      logo: imageUrl(deps.storage, row.listing.logo),
      wya_school_id: row.listing.wyaSchoolId,
    };
  },
  missing: missingSchoolFields,
  values: (input): SchoolValues => listingValues(input, SCHOOL_FIELDS),
  // A name is needed to start: the public address follows from it.
  first: (input: SchoolCreate) => ({ name: input.name, values: { name: input.name } }),
  // Levels cannot change on an approved listing.
  reviewed: (s) => columnJson(SCHOOL_REVIEWED_FIELDS, s),
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
