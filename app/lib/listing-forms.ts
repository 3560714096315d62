import { SCHOOL_REVIEWED_FIELDS, SchoolCreateSchema, SOCIAL_FIELDS, TEACHER_REVIEWED_FIELDS, TeacherDraftSchema } from '#common/applications.ts';

// The public-profile forms of the own pages: the application schemas of common/applications.ts without
// what the office reviewed (fixed once approved) and without the map position (set in the wizard).
// The same narrowed schema checks the form in the browser and in the action; the API checks it again.

const omit = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, true])) as { [P in K]: true };

export const SchoolProfileSchema = SchoolCreateSchema.omit(omit([...SCHOOL_REVIEWED_FIELDS, 'latitude', 'longitude']));
export const TeacherProfileSchema = TeacherDraftSchema.omit(
  omit([...TEACHER_REVIEWED_FIELDS, 'latitude', 'longitude', 'training_school', 'training_school_name']),
).required({ display_name: true });

/** What an emptied field is sent as (the API changes only the fields sent). */
export const SCHOOL_CLEARABLE = {
  text: [
    'local_name',
    'address',
    'local_address',
    'email',
    'phone',
    ...SOCIAL_FIELDS,
    'owner_name',
    'primary_contact_name',
    'primary_contact_email',
    'primary_contact_phone',
    'designation',
    'introduction',
    'country',
    'region',
    'city',
    'style_description',
    'number_of_teachers',
    'main_teacher_hours',
  ],
  lists: ['training_types', 'styles', 'instructors'],
  flags: ['issues_certificate'],
};

export const TEACHER_CLEARABLE = {
  text: [
    'local_name',
    'local_address',
    'headline',
    'introduction',
    'email',
    'phone',
    ...SOCIAL_FIELDS,
    'country',
    'region',
    'city',
    'years_teaching',
    'teaching_hours',
  ],
  lists: ['styles'],
  flags: [],
};

export const SCHOOL_PROFILE_FIELDS = Object.keys(SchoolProfileSchema.shape);
export const TEACHER_PROFILE_FIELDS = Object.keys(TeacherProfileSchema.shape);
