// Event bookings (SPEC §3 Event booking; statuses in docs/decisions/0016-events-and-bookings.md).
import { PageSchema } from './answers.ts';
import { IdField, OptionalText } from './fields.ts';
import { z } from './zod-setup.ts';

/** pending and confirmed hold a place; attended held one; waitlisted waits for one; cancelled is over. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'waitlisted', 'cancelled', 'attended'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Statuses that take one of the event's places. */
export const PLACE_HOLDING_STATUSES = ['pending', 'confirmed', 'attended'] as const satisfies readonly BookingStatus[];
/** What the school may set with PATCH (cancelling goes through …/cancel/ with a reason). */
export const SCHOOL_SET_STATUSES = ['pending', 'confirmed', 'attended'] as const satisfies readonly BookingStatus[];

export const BookingStatusesSchema = z.array(z.object({ value: z.enum(BOOKING_STATUSES), label: z.string() }));

export const BookingCreateSchema = z.object({ event: IdField });
export const BookingListQuerySchema = z.object({ event: IdField });
export const BookingUpdateSchema = z.object({ status: z.enum(SCHOOL_SET_STATUSES, { error: 'validation.booking_status' }) });
export const BookingCancelSchema = z.object({ reason: OptionalText(1000) });
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
    school: z.object({ id: Id, slug: z.string(), name: z.string() }),
  }),
  member: z.object({ id: Id, name: z.string(), email: z.string() }),
  status: z.enum(BOOKING_STATUSES),
  status_label: z.string(),
  cancel_reason: z.string(),
  cancelled_by: z.enum(['member', 'school']).nullable(),
  waitlist_position: z.number().int().nullable().describe('1 = next to move up; null unless waitlisted'),
  created_at: z.string(),
  updated_at: z.string(),
});
export const BookingPageSchema = PageSchema(BookingSchema);
export const BookingSavedSchema = BookingSchema.extend({ detail: z.string() });
export type Booking = z.infer<typeof BookingSchema>;
export type BookingPage = z.infer<typeof BookingPageSchema>;
