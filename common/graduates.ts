// A school's own graduates (SPEC §3 Graduate): the owner's input, the CSV import and the claims through
// which graduates of a CYS school become Certified Yoga Teachers (docs/decisions/0014-graduate-claims.md).
import { PageSchema } from './answers.ts';
import { GRADUATE_ORDERINGS, TEACHER_LEVELS, TEACHER_TYPES, YOGA_STYLES } from './directory.ts';
import { IdField, LineField } from './fields.ts';
import { z } from './zod-setup.ts';

export const GRADUATE_NUMBER_MAX = 60;
export const GRADUATE_NAME_MAX = 200;
/** A CSV import: at most this many graduates, and this many bytes (UTF-8 text). */
export const GRADUATE_IMPORT_MAX_ROWS = 2000;
export const GRADUATE_IMPORT_MAX_BYTES = 512 * 1024;
/** The import file's columns, in the order of the template; the first three are required. */
export const GRADUATE_CSV_COLUMNS = ['graduate_number', 'name', 'graduation_date', 'teacher_level', 'style_of_yoga', 'teacher_apply_type'] as const;
export const GRADUATE_CLAIM_STATUSES = ['pending', 'confirmed', 'declined'] as const;
export type GraduateClaimStatus = (typeof GRADUATE_CLAIM_STATUSES)[number];
/** Filter of the owner's list by claim. */
export const GRADUATE_CLAIM_FILTERS = ['pending', 'confirmed', 'unclaimed'] as const;

/** One line of text, required: names and numbers never hold tabs or line breaks. */
const RequiredLine = (max: number) => z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').pipe(LineField(max));

/** A day in the past or today, as YYYY-MM-DD. */
export const GraduationDateField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .refine(isGraduationDate, 'validation.graduation_date');

function isGraduationDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  // Today anywhere on earth (UTC+14) still counts as today.
  return date.getUTCFullYear() >= 1900 && date.getTime() <= Date.now() + 14 * 3_600_000;
}

/**
 * A list sent comma-joined (SPEC §7: "200,500") or as an array; each value one of `choices`, compared
 * without regard to case and spaces; repeated values count once.
 */
const ListField = (choices: readonly string[]) => {
  const byKey = new Map(choices.map((c) => [c.toLowerCase(), c]));
  const message = `validation.choices?choices=${encodeURIComponent(choices.join(', '))}`;
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.split(/[,;]/) : value),
    z
      .array(z.string({ error: message }), { error: message })
      .max(choices.length * 2, message)
      .transform((list, ctx) => {
        const out: string[] = [];
        for (const raw of list) {
          const item = raw.trim();
          if (!item) continue;
          const choice = byKey.get(item.toLowerCase());
          if (!choice) {
            ctx.addIssue({ code: 'custom', message });
            return z.NEVER;
          }
          if (!out.includes(choice)) out.push(choice);
        }
        return out;
      }),
  );
};

const GraduateFields = {
  graduate_number: RequiredLine(GRADUATE_NUMBER_MAX),
  name: RequiredLine(GRADUATE_NAME_MAX),
  graduation_date: GraduationDateField,
  teacher_level: ListField(TEACHER_LEVELS)
    .optional()
    .describe(`comma-joined: ${TEACHER_LEVELS.join(', ')}`),
  style_of_yoga: ListField(YOGA_STYLES)
    .optional()
    .describe(`comma-joined: ${YOGA_STYLES.join(', ')}`),
  teacher_apply_type: ListField(TEACHER_TYPES)
    .optional()
    .describe(`comma-joined: ${TEACHER_TYPES.join(', ')}`),
};

/** One graduate as a CSV row or a form gives it. */
export const GraduateRowSchema = z.object(GraduateFields);
export const GraduateCreateSchema = z.object({ school: IdField, ...GraduateFields });
/** Only the fields sent change. */
export const GraduateUpdateSchema = GraduateRowSchema.partial();
export type GraduateCreate = z.infer<typeof GraduateCreateSchema>;
export type GraduateUpdate = z.infer<typeof GraduateUpdateSchema>;

export const OwnGraduatesQuerySchema = z.object({
  school: IdField,
  ordering: z.enum(GRADUATE_ORDERINGS).optional().describe('number, date or name; prefix - for descending (default -date)'),
  claim: z.enum(GRADUATE_CLAIM_FILTERS).optional().describe('only graduates with a pending or confirmed claim, or without one'),
});

export const GraduateClaimCreateSchema = z.object({
  school: IdField,
  graduate_number: RequiredLine(GRADUATE_NUMBER_MAX),
  name: RequiredLine(GRADUATE_NAME_MAX).describe('as on the certificate; case and spacing do not matter'),
});
export type GraduateClaimCreate = z.infer<typeof GraduateClaimCreateSchema>;

// Answers

const Id = z.number().int();
const SchoolRef = z.object({ id: Id, slug: z.string(), name: z.string() });

const GraduateShape = {
  id: Id,
  school: Id,
  graduate_number: z.string(),
  name: z.string(),
  graduation_date: z.string().describe('YYYY-MM-DD'),
  teacher_level: z.array(z.string()),
  style_of_yoga: z.array(z.string()),
  teacher_apply_type: z.array(z.string()),
};

/** A graduate as the school's owner sees it: with the open claim on it, if any. */
export const OwnGraduateSchema = z.object({
  ...GraduateShape,
  claim: z
    .object({
      id: Id,
      status: z.enum(['pending', 'confirmed']),
      member: z.object({ id: Id, name: z.string(), username: z.string() }),
      created_at: z.string(),
      decided_at: z.string().nullable(),
    })
    .nullable()
    .describe('the pending or confirmed claim of a member'),
});
export const OwnGraduatePageSchema = PageSchema(OwnGraduateSchema);
export const GraduateSavedSchema = OwnGraduateSchema.extend({ detail: z.string() });
export type OwnGraduate = z.infer<typeof OwnGraduateSchema>;
export type OwnGraduatePage = z.infer<typeof OwnGraduatePageSchema>;

export const GraduateImportedSchema = z.object({ created: z.number().int(), detail: z.string() });
/** A refused import: nothing was saved; each row with errors (numbered as in a spreadsheet, the header being row 1). */
export const GraduateImportReportSchema = z.object({
  detail: z.string(),
  rows: z.array(z.object({ row: z.number().int(), errors: z.record(z.string(), z.array(z.string())) })),
});
export type GraduateImportReport = z.infer<typeof GraduateImportReportSchema>;

/** A member's claim, as the member sees it. */
export const GraduateClaimSchema = z.object({
  id: Id,
  status: z.enum(GRADUATE_CLAIM_STATUSES),
  school: SchoolRef,
  graduate_number: z.string(),
  name: z.string(),
  graduation_date: z.string(),
  teacher_level: z.array(z.string()),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export const GraduateClaimPageSchema = PageSchema(GraduateClaimSchema);
export const GraduateClaimSavedSchema = GraduateClaimSchema.extend({ detail: z.string() });
export type GraduateClaim = z.infer<typeof GraduateClaimSchema>;
export type GraduateClaimPage = z.infer<typeof GraduateClaimPageSchema>;

/** What a confirmed claim makes of a member (a CYT of that school); shown on the teacher profile and application. */
export { type Certification, CertificationSchema } from './directory.ts';
