import { CURRENCIES } from './constants.ts';
import { FEE_TYPES } from './content.ts';
import { CertificationSchema, LISTING_STATUSES, type ListingStatus, TEACHER_LEVELS, TEACHER_TYPES, TRAINING_TYPES, YOGA_STYLES } from './directory.ts';
import { BooleanField, CountryKeyField, EmailField, LineField, OptionalIdField, OptionalText, PhoneField } from './fields.ts';
import { SCHOOL_STANDARD_CODES } from './standards.ts';
import { z } from './zod-setup.ts';

// Registration applications of schools and teachers (issue 10, docs/decisions/0013-application-states.md):
// what a wizard step may save (a draft takes partial data), what a submission needs, and the answers.

/** The states of an application: the listing's `status` (LISTING_STATUSES, with the transitions). */
export const APPLICATION_STATUSES = LISTING_STATUSES;
export type ApplicationStatus = ListingStatus;
export const APPLICATION_KINDS = ['school', 'teacher'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];
export const MEMBERSHIP_TYPES = FEE_TYPES;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

/** States in which the member may change the application (an approved one: its public profile). */
export const EDITABLE_STATES = ['draft', 'changes_requested', 'approved'] as const;
/** States in which documents may be added or removed: before review, or when the office asks for changes. */
export const DOCUMENT_STATES = ['draft', 'changes_requested'] as const;
/** States from which the member may submit: a draft goes to payment, a corrected application back to review. */
export const SUBMIT_STATES = ['draft', 'changes_requested'] as const;
/** What the office reviewed and approved: fixed once approved (a change is a new registration). */
export const SCHOOL_REVIEWED_FIELDS = ['levels', 'additional_levels', 'other_level', 'other_level_hours'] as const;
export const TEACHER_REVIEWED_FIELDS = ['registration_type', 'registration_level', 'wya_teacher_id'] as const;

export const REVIEW_DECISIONS = ['approve', 'request_changes', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** SPEC §9 teaching hours: an experienced teacher and an RSY lead trainer 3,000 h; a CYS lead trainer 4,500 h. */
export const EXPERIENCED_TEACHER_HOURS = 3000;
export const LEAD_TRAINER_HOURS = 4500;
/** The least teaching hours a school's main teacher needs, per level of registration (the strictest level applies). */
export const MAIN_TEACHER_HOURS: Partial<Record<string, number>> = { RSY: EXPERIENCED_TEACHER_HOURS, CYS: LEAD_TRAINER_HOURS };

export const SCHOOL_DOCUMENT_KINDS = ['cv', 'syllabus', 'code_of_ethics', 'school_details'] as const;
export const TEACHER_DOCUMENT_KINDS = ['cv', 'syllabus', 'certificates'] as const;
export type SchoolDocumentKind = (typeof SCHOOL_DOCUMENT_KINDS)[number];
export type TeacherDocumentKind = (typeof TEACHER_DOCUMENT_KINDS)[number];
export const REQUIRED_SCHOOL_DOCUMENTS: readonly SchoolDocumentKind[] = SCHOOL_DOCUMENT_KINDS;
export const REQUIRED_TEACHER_DOCUMENTS: readonly TeacherDocumentKind[] = ['cv', 'certificates'];
/** Kinds of which an application keeps several files; a new file of any other kind replaces the old one. */
export const MULTIPLE_DOCUMENT_KINDS: readonly string[] = ['certificates'];
export const MAX_FILES_PER_DOCUMENT_KIND = 10;

export const SCHOOL_STEPS = ['information', 'yoga_and_faculty', 'documents', 'payment'] as const;
export const TEACHER_STEPS = ['information', 'yoga', 'documents', 'payment'] as const;
export type SchoolStep = (typeof SCHOOL_STEPS)[number];
export type TeacherStep = (typeof TEACHER_STEPS)[number];

export const NEXT_STEPS = ['complete', 'submit', 'pay', 'wait_for_review', 'make_changes', 'listed', 'renew', 'rejected', 'suspended'] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

export const SLUG_MAX = 120;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// ---- Input: one schema per form, used by the browser, the web's action and the API ----

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
/** Multipart sends lists comma-joined (SPEC §7) and structured lists as JSON text. */
const commaList = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : value;
const jsonList = (value: unknown) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return [];
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

const NameField = (max: number) => LineField(max).trim().min(1, 'validation.required');
const OptionalLine = (max: number) =>
  LineField(max)
    .trim()
    .transform((v) => v || null)
    .nullable()
    .optional();
const OptionalEmail = z.preprocess(blankToNull, EmailField.nullable()).optional();
const OptionalPhone = z.preprocess(blankToNull, PhoneField.nullable()).optional();
const OptionalUrl = z
  .preprocess(
    blankToNull,
    LineField(300)
      .trim()
      .regex(/^https?:\/\/[^\s]+\.[^\s]+$/i, 'validation.url')
      .nullable(),
  )
  .optional();
const Whole = (min: number, max: number) =>
  z.coerce
    .number({ error: 'validation.number' })
    .int('validation.number')
    .min(min, `validation.min_value?min=${min}`)
    .max(max, `validation.max_value?max=${max}`);
const OptionalWhole = (min: number, max: number) => z.preprocess(blankToNull, Whole(min, max).nullable()).optional();
const OptionalCoordinate = (limit: number) =>
  z
    .preprocess(blankToNull, z.coerce.number({ error: 'validation.number' }).min(-limit, 'validation.invalid').max(limit, 'validation.invalid').nullable())
    .optional();
const CodeList = (codes: readonly [string, ...string[]] | readonly string[]) =>
  z
    .preprocess(
      commaList,
      z
        .array(z.enum(codes as readonly [string, ...string[]], { error: 'validation.choice' }))
        .max(codes.length, 'validation.invalid')
        .transform((v) => [...new Set(v)]),
    )
    .optional();

/** The public address: /schools/{slug} or /teachers/{slug}. Lower case letters, digits and single hyphens; never only digits (those are ids). */
export const SlugField = LineField(SLUG_MAX)
  .trim()
  .toLowerCase()
  .min(3, 'validation.slug')
  .regex(SLUG_PATTERN, 'validation.slug')
  .refine((v) => !/^\d+$/.test(v), 'validation.slug');

const Place = {
  country: z.preprocess(blankToNull, CountryKeyField.nullable()).optional().describe('country id or ISO code (TH)'),
  region: OptionalIdField.describe('region id (GET cities_light/regions/?country=)'),
  city: OptionalLine(120),
  latitude: OptionalCoordinate(90),
  longitude: OptionalCoordinate(180),
};
/** A listing's web and social links, in the order its forms show them. */
export const SOCIAL_FIELDS = ['website', 'facebook', 'twitter', 'instagram', 'youtube', 'linkedin', 'tiktok'] as const;
const Social = {
  website: OptionalUrl,
  facebook: OptionalUrl,
  twitter: OptionalUrl,
  instagram: OptionalUrl,
  youtube: OptionalUrl,
  linkedin: OptionalUrl,
  tiktok: OptionalUrl,
};

const AdditionalLevelInput = z.object({ level: NameField(60), hours: Whole(1, 10_000) });
const InstructorInput = z.object({
  name: NameField(200),
  certification: OptionalLine(200),
  years_teaching: OptionalWhole(0, 80),
});

/**
 * A school application as the wizard saves it, step by step: every field optional and checked for
 * its form (partial data is fine in a draft); what a submission needs is `missingSchoolFields`.
 * Multipart bodies send lists comma-joined, additional levels and instructors as JSON text, booleans as 1/0.
 */
export const SchoolDraftSchema = z.object({
  name: NameField(200).optional(),
  slug: SlugField.optional(),
  local_name: OptionalLine(200),
  address: OptionalText(1000),
  local_address: OptionalText(1000),
  email: OptionalEmail,
  phone: OptionalPhone,
  ...Social,
  owner_name: OptionalLine(200),
  primary_contact_name: OptionalLine(200),
  primary_contact_email: OptionalEmail,
  primary_contact_phone: OptionalPhone,
  designation: OptionalLine(120),
  introduction: OptionalText(5000),
  ...Place,
  levels: CodeList(SCHOOL_STANDARD_CODES).describe('levels of registration, e.g. RSY,CYS'),
  additional_levels: z.preprocess(jsonList, z.array(AdditionalLevelInput).max(20, 'validation.invalid')).optional(),
  other_level: OptionalLine(200),
  other_level_hours: OptionalWhole(1, 10_000),
  training_types: CodeList(TRAINING_TYPES),
  styles: CodeList(YOGA_STYLES),
  style_description: OptionalText(2000),
  number_of_teachers: OptionalWhole(0, 10_000),
  main_teacher_hours: OptionalWhole(0, 200_000).describe("the main teacher's teaching hours"),
  issues_certificate: BooleanField.optional().describe('1/0 or true/false'),
  instructors: z
    .preprocess(jsonList, z.array(InstructorInput).max(50, 'validation.invalid'))
    .optional()
    .describe('replaces the whole list: name, certification, years_teaching'),
});
export type SchoolDraft = z.infer<typeof SchoolDraftSchema>;
/** The first save creates the draft: a name is needed (the address follows from it unless a slug is given). */
export const SchoolCreateSchema = SchoolDraftSchema.extend({ name: NameField(200) });
export type SchoolCreate = z.infer<typeof SchoolCreateSchema>;

/** CYT comes only through a certified school's graduate list (SPEC §6): refused here, in the browser and the API alike. */
const RegistrationType = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() || null : v),
    z
      .enum(TEACHER_TYPES, { error: 'validation.choice' })
      .refine((v) => v !== 'CYT', 'validation.cyt_not_applicable')
      .nullable(),
  )
  .optional();
const RegistrationLevel = z
  .preprocess((v) => (typeof v === 'number' ? String(v) : blankToNull(v)), z.enum(TEACHER_LEVELS, { error: 'validation.choice' }).nullable())
  .optional();

export const TeacherDraftSchema = z.object({
  display_name: NameField(200).optional(),
  slug: SlugField.optional(),
  local_name: OptionalLine(200),
  local_address: OptionalText(1000),
  headline: OptionalLine(200),
  introduction: OptionalText(5000),
  email: OptionalEmail,
  phone: OptionalPhone,
  ...Social,
  ...Place,
  wya_teacher_id: OptionalLine(40).describe('a WYA teacher ID from an earlier registration, if any'),
  years_teaching: OptionalWhole(0, 80),
  teaching_hours: OptionalWhole(0, 200_000).describe(
    `documented teaching hours (experienced: ${EXPERIENCED_TEACHER_HOURS}, lead trainer: ${LEAD_TRAINER_HOURS})`,
  ),
  registration_type: RegistrationType.describe('RTY; CYT cannot be applied for (it comes from a CYS school’s graduate list)'),
  registration_level: RegistrationLevel.describe('training hours: 200, 300, 500 or 1000'),
  styles: CodeList(YOGA_STYLES),
  training_school_name: OptionalLine(200).describe('the school the teacher trained at'),
  training_school: OptionalIdField.describe('that school’s id, when it is registered'),
});
export type TeacherDraft = z.infer<typeof TeacherDraftSchema>;
export const TeacherCreateSchema = TeacherDraftSchema;
export type TeacherCreate = TeacherDraft;

/** Submitting a draft chooses the membership and the currency of its invoice; a corrected application is sent back as it is. */
export const ApplicationSubmitSchema = z.object({
  membership_type: z.enum(MEMBERSHIP_TYPES, { error: 'validation.choice' }).optional(),
  currency: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(CURRENCIES, { error: 'validation.choice' })).optional(),
});
export type ApplicationSubmit = z.infer<typeof ApplicationSubmitSchema>;

export const SlugQuerySchema = z.object({
  slug: LineField(SLUG_MAX).trim().min(1, 'validation.required'),
  skip_id: OptionalIdField.describe('your own record, whose slug does not count as taken'),
});

/** Staff review (domain only for now; the staff issue adds its calls). */
export const ReviewSchema = z.object({
  decision: z.enum(REVIEW_DECISIONS, { error: 'validation.choice' }),
  message: z.preprocess(blankToNull, z.string().trim().max(2000, 'validation.max_length?max=2000').nullable()).optional(),
});

// ---- Answers ----

const Id = z.number().int();
export const ChoiceSchema = z.object({ value: z.string(), label: z.string() });
const Choices = z.array(ChoiceSchema);
const FormDataShape = {
  countries: z.array(ChoiceSchema.extend({ id: Id })).describe('value: ISO code; label in the caller’s language'),
  styles: Choices,
  membership_types: z.array(ChoiceSchema.extend({ description: z.string() })),
  currencies: Choices,
  documents: z.array(ChoiceSchema.extend({ required: z.boolean(), multiple: z.boolean() })),
  document_rules: z.object({ types: z.array(z.string()), max_bytes: z.number().int(), label: z.string() }),
};

export const SchoolFormDataSchema = z.object({
  steps: Choices,
  levels: z.array(
    ChoiceSchema.extend({
      name: z.string(),
      description: z.string(),
      url: z.string().describe('the standard’s page'),
      available: z.boolean().describe('false: the office has not priced it yet, so it cannot be applied for'),
    }),
  ),
  training_types: Choices,
  main_teacher_hours: z.array(z.object({ level: z.string(), hours: Id, label: z.string() })).describe('the least teaching hours of the main teacher per level'),
  ...FormDataShape,
});
export type SchoolFormData = z.infer<typeof SchoolFormDataSchema>;

export const TeacherFormDataSchema = z.object({
  steps: Choices,
  registration_types: z.array(ChoiceSchema.extend({ available: z.boolean(), note: z.string() })),
  registration_levels: z.array(ChoiceSchema.extend({ available: z.boolean().describe('false: the office has not priced this RTY level yet') })),
  teaching_hours: z.object({ question: z.string(), help: z.string(), experienced: Id, lead_trainer: Id }),
  review_time: z.string(),
  ...FormDataShape,
});
export type TeacherFormData = z.infer<typeof TeacherFormDataSchema>;

export const ApplicationDocumentSchema = z.object({
  id: Id,
  kind: z.string(),
  label: z.string(),
  file_name: z.string(),
  size: Id.describe('bytes'),
  content_type: z.string(),
  uploaded_at: z.string(),
  download_url: z.string().describe('GET with the member’s token (owner or staff only)'),
});
export type ApplicationDocument = z.infer<typeof ApplicationDocumentSchema>;

export const MissingFieldSchema = z.object({ field: z.string(), step: z.string(), message: z.string() });
export type MissingField = z.infer<typeof MissingFieldSchema>;

const Nullable = z.string().nullable();
const Location = {
  country: z.object({ id: Id, code: z.string(), name: z.string() }).nullable(),
  region: z.object({ id: Id, name: z.string() }).nullable(),
  city: Nullable,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
};
const SocialAnswer = { website: Nullable, facebook: Nullable, twitter: Nullable, instagram: Nullable, youtube: Nullable, linkedin: Nullable, tiktok: Nullable };
const StateShape = {
  status: z.enum(APPLICATION_STATUSES),
  status_label: z.string(),
  editable: z.boolean().describe('PATCH is accepted'),
  documents_editable: z.boolean(),
  can_submit: z.boolean(),
  next_step: z.object({ code: z.enum(NEXT_STEPS), text: z.string() }).describe('what the member does next, in their language'),
  missing: z.array(MissingFieldSchema).describe('what a submission still needs, per wizard step'),
  membership_type: z.enum(MEMBERSHIP_TYPES).nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  submitted_at: Nullable,
  paid_at: Nullable,
  reviewed_at: Nullable,
  review_message: Nullable.describe('the office’s request for changes or reason for refusal'),
  member_since: Nullable,
  valid_until: Nullable.describe('null for a lifetime membership'),
  public_url: Nullable.describe('the public profile, once listed'),
  documents: z.array(ApplicationDocumentSchema),
  created_at: z.string(),
  updated_at: z.string(),
};

export const SchoolApplicationSchema = z.object({
  id: Id,
  user: Id,
  slug: z.string(),
  name: z.string(),
  local_name: Nullable,
  address: Nullable,
  local_address: Nullable,
  email: Nullable,
  phone: Nullable,
  ...SocialAnswer,
  owner_name: Nullable,
  primary_contact_name: Nullable,
  primary_contact_email: Nullable,
  primary_contact_phone: Nullable,
  designation: Nullable,
  introduction: Nullable,
  ...Location,
  levels: z.array(z.string()),
  additional_levels: z.array(z.object({ level: z.string(), hours: z.number() })),
  other_level: Nullable,
  other_level_hours: Id.nullable(),
  training_types: z.array(z.string()),
  styles: z.array(z.string()),
  style_description: Nullable,
  number_of_teachers: Id.nullable(),
  main_teacher_hours: Id.nullable(),
  issues_certificate: z.boolean(),
  instructors: z.array(z.object({ id: Id, name: z.string(), certification: Nullable, years_teaching: Id.nullable() })),
  cover_image: Nullable,
  logo: Nullable,
  wya_school_id: Nullable,
  ...StateShape,
});
export type SchoolApplication = z.infer<typeof SchoolApplicationSchema>;
export const SchoolApplicationSavedSchema = SchoolApplicationSchema.extend({ detail: z.string() });

export const TeacherApplicationSchema = z.object({
  id: Id,
  user: Id,
  slug: z.string(),
  display_name: z.string(),
  local_name: Nullable,
  local_address: Nullable,
  headline: Nullable,
  introduction: Nullable,
  email: Nullable,
  phone: Nullable,
  ...SocialAnswer,
  ...Location,
  wya_teacher_id: Nullable,
  years_teaching: Id.nullable(),
  teaching_hours: Id.nullable(),
  teacher_standing: z
    .enum(['lead_trainer', 'experienced'])
    .nullable()
    .describe(`from the teaching hours: ${LEAD_TRAINER_HOURS} / ${EXPERIENCED_TEACHER_HOURS}`),
  registration_type: Nullable,
  registration_level: Nullable,
  styles: z.array(z.string()),
  training_school_name: Nullable,
  training_school: Id.nullable(),
  photo: Nullable,
  cover_image: Nullable,
  certifications: z
    .array(CertificationSchema)
    .describe("CYT through the member's confirmed graduate claims (docs/decisions/0014-graduate-claims.md); CYT is never applied for"),
  ...StateShape,
});
export type TeacherApplication = z.infer<typeof TeacherApplicationSchema>;
export const TeacherApplicationSavedSchema = TeacherApplicationSchema.extend({ detail: z.string() });

export const SlugCheckSchema = z.object({
  slug: z.string(),
  available: z.boolean(),
  suggestion: z.string().nullable().describe('a free address like it, when this one is taken'),
});
export type SlugCheck = z.infer<typeof SlugCheckSchema>;

// ---- What a submission needs (the API refuses a submission with these; the wizard shows them) ----

type Missing = { field: string; step: string; message: string };
const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

const SCHOOL_REQUIRED: Record<Exclude<SchoolStep, 'documents' | 'payment'>, string[]> = {
  information: [
    'name',
    'slug',
    'address',
    'country',
    'city',
    'email',
    'phone',
    'owner_name',
    'primary_contact_name',
    'primary_contact_email',
    'primary_contact_phone',
    'introduction',
  ],
  yoga_and_faculty: ['levels', 'training_types', 'styles', 'number_of_teachers', 'main_teacher_hours', 'instructors'],
};
const TEACHER_REQUIRED: Record<Exclude<TeacherStep, 'documents' | 'payment'>, string[]> = {
  information: ['display_name', 'slug', 'email', 'phone', 'country', 'city'],
  yoga: ['years_teaching', 'teaching_hours', 'registration_type', 'registration_level', 'styles', 'training_school_name'],
};
const LIST_FIELDS = new Set(['levels', 'training_types', 'styles']);

function requiredOf(values: Record<string, unknown>, required: Record<string, string[]>): Missing[] {
  return Object.entries(required).flatMap(([step, fields]) =>
    fields
      .filter((field) => isBlank(values[field]))
      .map((field) => ({
        field,
        step,
        message: field === 'instructors' ? 'validation.instructor_required' : LIST_FIELDS.has(field) ? 'validation.choose_one' : 'validation.required',
      })),
  );
}

function documentsOf(documents: { kind: string }[], required: readonly string[]): Missing[] {
  return required
    .filter((kind) => !documents.some((d) => d.kind === kind))
    .map((kind) => ({ field: kind, step: 'documents', message: 'validation.document_required' }));
}

/** The main teacher's hours the school's levels ask for (the strictest), or null. */
export function mainTeacherHoursNeeded(levels: readonly string[]): { level: string; hours: number } | null {
  let needed: { level: string; hours: number } | null = null;
  for (const level of levels) {
    const hours = MAIN_TEACHER_HOURS[level];
    if (hours && (!needed || hours > needed.hours)) needed = { level, hours };
  }
  return needed;
}

/** Message keys of what a school application lacks before it can be submitted (empty: ready). */
export function missingSchoolFields(a: Pick<SchoolApplication, 'levels' | 'main_teacher_hours' | 'documents'> & Record<string, unknown>): Missing[] {
  const missing = requiredOf(a, SCHOOL_REQUIRED);
  const needed = mainTeacherHoursNeeded(a.levels);
  if (needed && a.main_teacher_hours !== null && a.main_teacher_hours < needed.hours)
    missing.push({
      field: 'main_teacher_hours',
      step: 'yoga_and_faculty',
      message: `validation.main_teacher_hours?level=${needed.level}&hours=${needed.hours}`,
    });
  return [...missing, ...documentsOf(a.documents, REQUIRED_SCHOOL_DOCUMENTS)];
}

export function missingTeacherFields(a: Pick<TeacherApplication, 'registration_type' | 'documents'> & Record<string, unknown>): Missing[] {
  const missing = requiredOf(a, TEACHER_REQUIRED);
  if (a.registration_type === 'CYT') missing.push({ field: 'registration_type', step: 'yoga', message: 'validation.cyt_not_applicable' });
  return [...missing, ...documentsOf(a.documents, REQUIRED_TEACHER_DOCUMENTS)];
}

/** A teacher's standing by documented teaching hours (SPEC §9 threshold). */
export function teacherStanding(hours: number | null | undefined): 'lead_trainer' | 'experienced' | null {
  if (hours == null) return null;
  if (hours >= LEAD_TRAINER_HOURS) return 'lead_trainer';
  return hours >= EXPERIENCED_TEACHER_HOURS ? 'experienced' : null;
}
