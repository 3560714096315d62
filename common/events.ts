// A school owner's side of events (issue 13): the event itself, its instructors, images and options.
// The public answers (EventDetailSchema, option lists) live in directory.ts; bookings in bookings.ts.

import { PageSchema } from './answers.ts';
import { CURRENCIES } from './constants.ts';
import { EventCardSchema, EventDetailSchema } from './directory.ts';
import { BooleanField, IdField, LineField, OptionalText, RequiredText, TextField } from './fields.ts';
import { TimeZoneField } from './time-zones.ts';
import { z } from './zod-setup.ts';

/** Images one event may hold, and how many one upload carries. */
export const EVENT_MAX_IMAGES = 20;
export const EVENT_IMAGE_UPLOAD_FIELDS = ['image', 'image_1', 'image_2', 'image_3', 'image_4'] as const;
export type EventImageUploadField = (typeof EVENT_IMAGE_UPLOAD_FIELDS)[number];
export const eventCaptionFieldOf = (field: EventImageUploadField) => field.replace(/^image/, 'caption') as EventCaptionField;
type EventCaptionField = 'caption' | 'caption_1' | 'caption_2' | 'caption_3' | 'caption_4';
export const EVENT_MAX_INSTRUCTORS = 30;
export const EVENT_MAX_CUSTOM_OPTIONS = 50;
export const EVENT_PRICE_MAX = 100_000_000;
export const EVENT_LIMIT_MAX = 100_000;

const isoDate = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'validation.date');
/** HH:MM (seconds dropped); empty clears it. */
const clock = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'validation.time')
    .transform((v) => v.slice(0, 5))
    .nullable()
    .optional(),
);
const wholeNumber = (max: number) =>
  z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(0, 'validation.invalid').max(max, `validation.max_value?max=${max}`);
/** A registration limit: empty or 0 means "no limit". */
const LimitField = z.preprocess(
  (v) => (v === '' || v === 0 || v === '0' ? null : v),
  wholeNumber(EVENT_LIMIT_MAX).min(1, 'validation.invalid').nullable().optional(),
);
/** Ids as an array, or comma-joined in a form field. */
export const IdListField = (max: number, message = 'validation.invalid') =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean)
        : typeof value === 'number'
          ? [value]
          : value,
    z.array(IdField, { error: message }).max(max, `validation.max_items?max=${max}`),
  );

/** The fields of an event as the API takes them (the web's form builds on them). */
export const EventFields = {
  subject: RequiredText(200),
  description: TextField(20_000).optional(),
  start_date: isoDate,
  end_date: isoDate,
  start_time: clock,
  end_time: clock,
  timezone: TimeZoneField.optional(),
  price: wholeNumber(EVENT_PRICE_MAX).optional().describe('integer minor units of `currency` (THB 1,500.00 is 150000)'),
  currency: z.enum(CURRENCIES, { error: 'validation.currency' }).optional(),
  registration_limit: LimitField.describe('places; empty or 0: no limit'),
  free_time_activities: OptionalText(5000),
  accept_eyep: BooleanField.optional(),
  accept_ce: BooleanField.optional(),
  is_active: BooleanField.optional().describe('1 or 0; an inactive event is seen by its school owner only'),
  waiting_list: BooleanField.optional().describe('1 (default): past the limit members join a waiting list; 0: refused'),
  address: OptionalText(500),
  city: OptionalText(120),
  country: z.string().trim().max(10).nullable().optional().describe('country id or ISO code; default the school’s'),
  region: z.preprocess((v) => (v === '' ? null : v), IdField.nullable().optional()),
  contact_name: OptionalText(200),
  contact_email: z.preprocess((v) => (v === '' ? null : v), z.email('validation.email').max(254).nullable().optional()),
  contact_phone: z.preprocess((v) => (v === '' ? null : v), LineField(40).nullable().optional()),
};

export const datesInOrder = (v: { start_date?: string; end_date?: string }) => !v.start_date || !v.end_date || v.start_date <= v.end_date;

/** POST event: the school (an approved school of the caller) and the event. */
export const EventCreateSchema = z.object({ school: IdField, ...EventFields }).refine(datesInOrder, { message: 'validation.event_dates', path: ['end_date'] });
export type EventCreate = z.infer<typeof EventCreateSchema>;

/** PATCH event/{id}: only the fields sent change. */
export const EventUpdateSchema = z
  .object({ ...EventFields, subject: EventFields.subject.optional(), start_date: isoDate.optional(), end_date: isoDate.optional() })
  .refine(datesInOrder, { message: 'validation.event_dates', path: ['end_date'] });
export type EventUpdate = z.infer<typeof EventUpdateSchema>;

/** The owner's view of an event: the public detail plus what only the owner edits. */
export const OwnEventSchema = EventDetailSchema.extend({
  waiting_list: z.boolean(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  is_public: z.boolean().describe('active and its school listed: what visitors see'),
});
/** GET event/{id}: the public detail, plus the owner's fields when the caller runs the event (the editor loads it). */
export const EventAnswerSchema = EventDetailSchema.extend({
  waiting_list: OwnEventSchema.shape.waiting_list.optional(),
  contact_name: OwnEventSchema.shape.contact_name.optional(),
  contact_email: OwnEventSchema.shape.contact_email.optional(),
  contact_phone: OwnEventSchema.shape.contact_phone.optional(),
  is_public: OwnEventSchema.shape.is_public.optional().describe('owner and staff only: whether visitors see it'),
});
export type EventAnswer = z.infer<typeof EventAnswerSchema>;
export const EventSavedSchema = OwnEventSchema.extend({ detail: z.string() });
export type OwnEvent = z.infer<typeof OwnEventSchema>;

// Instructors

const Id = z.number().int();
const TeacherShape = z.object({ id: Id, slug: z.string(), name: z.string(), photo: z.string().nullable(), headline: z.string() });
export const AvailableInstructorsQuerySchema = z.object({
  school: IdField,
  search: LineField(100).optional().describe('any listed teacher by name, beside those of the school'),
});
export const AvailableInstructorsSchema = z.array(TeacherShape.extend({ of_school: z.boolean().describe('trained at or owned by the school') }));

export const EventInstructorSchema = z.object({ id: Id, event: Id, order: z.number().int(), teacher: TeacherShape });
export const EventInstructorsSchema = z.array(EventInstructorSchema);
export const EventInstructorSavedSchema = EventInstructorSchema.extend({ detail: z.string() });
export const EventInstructorsSavedSchema = z.object({ results: EventInstructorsSchema, detail: z.string() });
export type EventInstructor = z.infer<typeof EventInstructorSchema>;

const OrderField = z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(0, 'validation.invalid').max(100_000, 'validation.invalid');
export const EventInstructorAddSchema = z.object({ teacher: IdField, order: OrderField.optional() });
export const EventInstructorUpdateSchema = z.object({ order: OrderField });
export const EventInstructorBulkSchema = z.object({
  instructors: IdListField(EVENT_MAX_INSTRUCTORS)
    .refine((ids) => ids.length > 0, 'validation.required')
    .describe('teacher ids, added in this order'),
});
export const EventInstructorReorderSchema = z.object({
  instructor_ids: IdListField(EVENT_MAX_INSTRUCTORS, 'validation.event_instructor_order').describe('every instructor id of the event once, first to last'),
});

// Images

export const EventImageSchema = z.object({
  id: Id,
  event: Id,
  image: z.string().nullable(),
  caption: z.string(),
  order: z.number().int(),
  is_primary: z.boolean(),
});
export const EventImagesSchema = z.array(EventImageSchema);
export const EventImageSavedSchema = EventImageSchema.extend({ detail: z.string() });
export const EventImagesSavedSchema = z.object({ results: EventImagesSchema, detail: z.string() });
export type EventImage = z.infer<typeof EventImageSchema>;

const Caption = OptionalText(300);
/** Text fields of an upload: captions for `image`, `image_1` … . */
export const EventImageUploadSchema = z.object({
  caption: Caption,
  caption_1: Caption,
  caption_2: Caption,
  caption_3: Caption,
  caption_4: Caption,
  order: OrderField.optional(),
});
export type EventImageCaptions = Partial<Record<EventCaptionField, string | null>>;
export const EventImageUpdateSchema = z.object({ caption: Caption, order: OrderField.optional() });
export type EventImageUpdate = z.infer<typeof EventImageUpdateSchema>;
export const EventImageReorderSchema = z.object({
  image_ids: IdListField(EVENT_MAX_IMAGES, 'validation.event_image_order').describe('every image id of the event once, first to last'),
});

// Options

export const EventQuerySchema = z.object({ event: IdField });
export const SelectedOptionSchema = z.object({ id: Id, event: Id, option: Id, category: Id, code: z.string(), name: z.string() });
export const SelectedOptionsSchema = z.array(SelectedOptionSchema);
export const CustomOptionSchema = z.object({ id: Id, event: Id, category: Id, name: z.string() });
export const CustomOptionsSchema = z.array(CustomOptionSchema);
export const SelectedOptionsSavedSchema = z.object({ results: SelectedOptionsSchema, detail: z.string() });
export const CustomOptionsSavedSchema = z.object({ results: CustomOptionsSchema, detail: z.string() });
export const EventOptionsSavedSchema = z.object({ selected_options: SelectedOptionsSchema, custom_options: CustomOptionsSchema, detail: z.string() });

const SelectedIds = IdListField(500).describe('option ids');
const CustomOptionInput = z.object({ category: IdField, name: RequiredText(200) });
const CustomOptionList = z
  .array(CustomOptionInput, { error: 'validation.invalid' })
  .max(EVENT_MAX_CUSTOM_OPTIONS, `validation.max_items?max=${EVENT_MAX_CUSTOM_OPTIONS}`);
export const SelectedOptionsBulkSchema = z.object({ event: IdField, selected_options: SelectedIds });
export const CustomOptionsBulkSchema = z.object({ event: IdField, custom_options: CustomOptionList });
/** PUT event/{id}/options/: the whole set, replacing what the event had. */
export const EventOptionsPutSchema = z.object({ selected_options: SelectedIds, custom_options: CustomOptionList });
export type CustomOptionInput = z.infer<typeof CustomOptionInput>;

// The school's own list of its events

export const OWN_EVENT_STATES = ['all', 'upcoming', 'past', 'inactive'] as const;
export const OwnEventsQuerySchema = z.object({
  school: IdField,
  state: z.enum(OWN_EVENT_STATES, { error: 'validation.invalid' }).optional().describe('all (default), upcoming (active, not ended), past, inactive'),
});
export const OwnEventCardSchema = EventCardSchema.extend({
  is_public: z.boolean(),
  bookings: z.object({ held: z.number().int().describe('pending, confirmed, attended and no-show'), waitlisted: z.number().int() }),
});
export const OwnEventPageSchema = PageSchema(OwnEventCardSchema);
export type OwnEventCard = z.infer<typeof OwnEventCardSchema>;
