// Event bookings (SPEC §3 Event booking; statuses in docs/decisions/0016-events-and-bookings.md).
import { PageSchema } from './answers.ts';
import { IdField, RequiredText } from './fields.ts';
import { z } from './zod-setup.ts';

/**
 * pending and confirmed hold a place; attended and no_show held one (the event has begun);
 * waitlisted waits for one; cancelled is over.
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'waitlisted', 'cancelled', 'attended', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Statuses that take one of the event's places. */
export const PLACE_HOLDING_STATUSES = ['pending', 'confirmed', 'attended', 'no_show'] as const satisfies readonly BookingStatus[];
/** What the school may set with PATCH (cancelling goes through …/cancel/ with a reason). */
export const SCHOOL_SET_STATUSES = ['pending', 'confirmed', 'attended', 'no_show'] as const satisfies readonly BookingStatus[];
/** The attendance marks: only once the event has begun. */
export const ATTENDANCE_STATUSES = ['attended', 'no_show'] as const satisfies readonly BookingStatus[];

export const BookingStatusesSchema = z.array(z.object({ value: z.enum(BOOKING_STATUSES), label: z.string() }));

export const BookingCreateSchema = z.object({ event: IdField });
export const BookingListQuerySchema = z.object({
  event: IdField,
  status: z.enum(BOOKING_STATUSES, { error: 'validation.booking_status' }).optional().describe('only the bookings in this status'),
});
export const BookingExportQuerySchema = z.object({ event: IdField });
/** How many bookings of an event are in each status (the school's booking page). */
const Count = z.number().int();
export const BookingCountsSchema = z.object({
  total: Count,
  pending: Count,
  confirmed: Count,
  waitlisted: Count,
  cancelled: Count,
  attended: Count,
  no_show: Count,
}) satisfies z.ZodType<Record<BookingStatus | 'total', number>>;
export type BookingCounts = z.infer<typeof BookingCountsSchema>;
export const BookingUpdateSchema = z.object({ status: z.enum(SCHOOL_SET_STATUSES, { error: 'validation.booking_status' }) });
/** SPEC §4: a booking is cancelled with a reason (the other side is told it). */
export const BookingCancelSchema = z.object({ reason: RequiredText(1000) });
export type BookingCancel = z.infer<typeof BookingCancelSchema>;

const Id = z.number().int();
export const BookingSchema = z.object({
  id: Id,
  event: z.object({
    id: Id,
    subject: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    start_time: z.string().nullable(),
    end_time: z.string().nullable(),
    timezone: z.string().describe('IANA time zone of the event’s times'),
    school: z.object({ id: Id, slug: z.string(), name: z.string() }),
    accept_ce: z.boolean().describe('attendance earns a continuing-education certificate'),
  }),
  member: z.object({ id: Id, name: z.string(), email: z.string() }),
  status: z.enum(BOOKING_STATUSES),
  status_label: z.string(),
  cancel_reason: z.string(),
  cancelled_by: z.enum(['member', 'school']).nullable(),
  waitlist_position: z.number().int().nullable().describe('1 = next to move up; null unless waitlisted'),
  certificate: z
    .object({ code: z.string(), hours: z.number() })
    .nullable()
    .describe('the certificate of attendance, once the school marked an event that accepts CE as attended and its last session has ended'),
  certificate_after: z
    .string()
    .nullable()
    .describe('marked attended at an event that accepts CE, certificate not yet issued: the end of the last session (ISO instant), after which it is'),
  created_at: z.string(),
  updated_at: z.string(),
});
export const BookingPageSchema = PageSchema(BookingSchema);
export const BookingSavedSchema = BookingSchema.extend({ detail: z.string() });
export type Booking = z.infer<typeof BookingSchema>;
export type BookingPage = z.infer<typeof BookingPageSchema>;
