import { PageSchema } from './answers.ts';
import { APPLICATION_KINDS, APPLICATION_STATUSES, MEMBERSHIP_TYPES, ReviewSchema } from './applications.ts';
import { AUDIT_GROUPS } from './audit-actions.ts';
import { PAYMENT_METHODS } from './billing.ts';
import { BOOKING_STATUSES } from './bookings.ts';
import { BooleanField, CountryKeyField, IdField, LineField } from './fields.ts';
import { z } from './zod-setup.ts';

// The office's back office (issue 12): the applications waiting for it and its decisions on them.

const DateField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');

export const StaffApplicationQuerySchema = z.object({
  kind: z.enum(APPLICATION_KINDS, { error: 'validation.choice' }).optional(),
  status: z.enum(APPLICATION_STATUSES, { error: 'validation.choice' }).optional().describe('default: pending (paid, waiting for review)'),
  level: LineField(10).optional().describe('a standard code (RSY, CYS…) or a teacher level (RTY…)'),
  country: CountryKeyField.optional(),
  submitted_from: DateField.optional(),
  submitted_to: DateField.optional(),
  q: LineField(200).optional().describe('name, e-mail or WYA ID'),
});
export type StaffApplicationQuery = z.infer<typeof StaffApplicationQuerySchema>;

export const StaffApplicationItemSchema = z.object({
  kind: z.enum(APPLICATION_KINDS),
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  levels: z.array(z.string()).describe('a school’s levels of registration, or a teacher’s type and level'),
  country: z.string().nullable().describe('ISO code'),
  membership_type: z.enum(MEMBERSHIP_TYPES).nullable(),
  member: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  submitted_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  wya_id: z.string().nullable(),
});
export type StaffApplicationItem = z.infer<typeof StaffApplicationItemSchema>;
export const StaffApplicationPageSchema = PageSchema(StaffApplicationItemSchema);
export type StaffApplicationPage = z.infer<typeof StaffApplicationPageSchema>;

export const StaffReviewSchema = ReviewSchema;
export const StaffReviewAnswerSchema = z.object({
  detail: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  wya_id: z.string().nullable(),
  member_since: z.string().nullable(),
  valid_until: z.string().nullable(),
});
export type StaffReviewAnswer = z.infer<typeof StaffReviewAnswerSchema>;

/** The work waiting for the office, with counts. */
export const StaffDashboardSchema = z.object({
  applications_to_review: z.number().int(),
  applications_awaiting_payment: z.number().int(),
  memberships_expiring_soon: z.number().int().describe('approved annual listings ending within EXPIRING_SOON_DAYS'),
  expiring_soon_days: z.number().int(),
  transfer_slips_to_verify: z.number().int().describe('bank-transfer slips waiting for verification (GET staff/payment-transaction?status=pending)'),
  open_tasks: z.number().int().describe('work the system handed to the office (GET staff/tasks)'),
  unpriced_fees: z.array(z.string()).describe('fee items without an amount in every currency for both membership types: members cannot apply for them yet'),
});
export type StaffDashboard = z.infer<typeof StaffDashboardSchema>;
export const EXPIRING_SOON_DAYS = 30;

// ---- Members (the office finds a member, sees what they have, changes their role or access) ----

export const StaffMemberQuerySchema = z.object({ q: LineField(200).optional().describe('name, username, e-mail or WYA ID') });

export const StaffMemberItemSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  is_staff: z.boolean(),
  is_active: z.boolean(),
  date_joined: z.string(),
  last_login: z.string().nullable(),
  deleted_at: z.string().nullable().describe('the member deleted their account: a placeholder kept for invoices and the audit log (shown as "Deleted member")'),
});
export type StaffMemberItem = z.infer<typeof StaffMemberItemSchema>;
export const StaffMemberPageSchema = PageSchema(StaffMemberItemSchema);
export type StaffMemberPage = z.infer<typeof StaffMemberPageSchema>;

export const StaffMemberDetailSchema = StaffMemberItemSchema.extend({
  listings: z.array(
    z.object({
      kind: z.enum(APPLICATION_KINDS),
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      status: z.enum(APPLICATION_STATUSES),
      wya_id: z.string().nullable(),
      valid_until: z.string().nullable(),
    }),
  ),
  invoices: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      status: z.string(),
      grand_total: z.number().int().describe('minor units'),
      currency: z.string(),
      created_at: z.string(),
    }),
  ),
  bookings: z
    .array(
      z.object({
        id: z.number().int(),
        event: z.object({ id: z.number().int(), subject: z.string(), start_date: z.string(), end_date: z.string() }),
        school: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
        status: z.enum(BOOKING_STATUSES),
        booked_at: z.string(),
      }),
    )
    .describe('the member’s event bookings, newest first (at most 50)'),
});
export type StaffMemberDetail = z.infer<typeof StaffMemberDetailSchema>;

/** Make or unmake staff; deactivate (every token of the account dies at once) or reactivate. */
export const StaffMemberChangeSchema = z
  .object({ is_staff: BooleanField.optional(), is_active: BooleanField.optional() })
  .refine((v) => v.is_staff !== undefined || v.is_active !== undefined, { message: 'validation.required', path: ['non_field_errors'] });
export type StaffMemberChange = z.infer<typeof StaffMemberChangeSchema>;

// ---- Audit log: every staff action and every change of money state, append-only ----

export const AUDIT_SUBJECTS = [
  'school',
  'teacher',
  'user',
  'invoice',
  'payment_transaction',
  // The office's content edits (common/staff-content.ts)
  'faq_entry',
  'video',
  'team_member',
  'testimonial',
  'platform_event',
  'fee_item',
  'school_rating',
  'staff_task',
] as const;

/** A real calendar day (2025-02-30 is refused here, not by the database). */
const DayField = DateField.refine((v) => {
  const day = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v) && v >= '2000-01-01';
}, 'validation.date');

/** The filters; the route adds the page fields, then the rule between the days (a refined object cannot be extended). */
export const AuditQueryFields = z.object({
  subject_kind: z.enum(AUDIT_SUBJECTS, { error: 'validation.choice' }).optional(),
  subject_id: IdField.optional(),
  subject: LineField(200).optional().describe('what an entry is about: an invoice number, a school, teacher or member name, an e-mail (part of it)'),
  actor: IdField.optional().describe('the member or staff member who acted'),
  who: LineField(200).optional().describe('who acted: e-mail or name (part of it)'),
  system: BooleanField.optional().describe('1: only what the system did (card payments, scheduled jobs)'),
  group: z.enum(AUDIT_GROUPS, { error: 'validation.choice' }).optional().describe('a kind of action'),
  action: LineField(60).optional().describe('an action or its beginning, e.g. `invoice.`'),
  from: DayField.optional().describe('first day (UTC), YYYY-MM-DD'),
  to: DayField.optional().describe('last day (UTC), YYYY-MM-DD'),
});
export const auditDaysInOrder = (query: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (query.from && query.to && query.from > query.to) ctx.addIssue({ code: 'custom', message: 'validation.event_dates', path: ['to'] });
};
export type AuditQuery = z.infer<typeof AuditQueryFields>;

/** What the web needs to name an entry's record and link to it, read when the log is read (names change; a deleted record has none). */
export const AuditSubjectSchema = z.object({
  name: z
    .string()
    .nullable()
    .describe(
      'school or teacher name; member name and e-mail; invoice number (a payment: its invoice’s); content title in the caller’s language; fee code; a rating’s school; a task’s kind. null: the record is gone (or the member erased)',
    ),
  member: z.number().int().nullable().describe('the member the record belongs to'),
  amount: z.number().int().nullable().describe('an invoice’s total or a payment’s amount, in minor units'),
  currency: z.string().nullable(),
  method: z.enum(PAYMENT_METHODS).nullable().describe('a payment’s method; an invoice’s: of the payment that paid it'),
  invoice_public_id: z.string().nullable().describe('invoices and payments: the invoice’s public view /billing/invoice/{id}'),
  listing: z
    .object({ kind: z.enum(APPLICATION_KINDS), id: z.number().int(), name: z.string() })
    .nullable()
    .describe('what an invoice or payment is for; the school of a rating'),
});
export type AuditSubject = z.infer<typeof AuditSubjectSchema>;

export const AuditRecordSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z
    .object({
      id: z.number().int(),
      email: z.string(),
      name: z.string().describe('first and last name; empty when not given'),
      deleted: z.boolean().describe('a member who deleted their account: show "Deleted member", not the placeholder e-mail'),
    })
    .nullable()
    .describe('null: the system (a card payment, a scheduled job)'),
  action: z.string().describe('a code of common/audit-actions.ts'),
  subject_kind: z.string(),
  subject_id: z.number().int(),
  subject: AuditSubjectSchema,
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditRecord = z.infer<typeof AuditRecordSchema>;
export const AuditPageSchema = PageSchema(AuditRecordSchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;

// ---- Tasks for the office: work the system could not finish alone (one per thing, until marked done) ----

export const STAFF_TASK_KINDS = ['card_refund_failed', 'card_amount_mismatch', 'renewal_fee_missing'] as const;
export type StaffTaskKind = (typeof STAFF_TASK_KINDS)[number];

export const StaffTaskQuerySchema = z.object({
  done: BooleanField.optional().describe('1: tasks marked done, newest first; default: open tasks, oldest first'),
});

export const StaffTaskSchema = z.object({
  id: z.number().int(),
  kind: z.enum(STAFF_TASK_KINDS),
  summary: z.string().describe('what to do, in the caller’s language'),
  subject_kind: z.enum(AUDIT_SUBJECTS),
  subject_id: z.number().int(),
  member: z.number().int().nullable().describe('the member concerned (their page in the back office)'),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolved_by: z.object({ id: z.number().int(), email: z.string() }).nullable(),
});
export type StaffTask = z.infer<typeof StaffTaskSchema>;
export const StaffTaskPageSchema = PageSchema(StaffTaskSchema);
export type StaffTaskPage = z.infer<typeof StaffTaskPageSchema>;
