// Codes of the directory (SPEC §3), shared by the web and the server. Labels live in locales/*/directory.json,
// except the standards' names, which live in common/standards.ts.
import { PageSchema } from './answers.ts';
import { LISTING_STATUSES } from './directory-codes.ts';
import { z } from './zod-setup.ts';

export * from './directory-codes.ts';

// Answers of the directory calls (schools, teachers, events), as the domain builds them.

const Id = z.number().int();
const Name = z.object({ id: Id, name: z.string() });
/** Where a listing is, named in the caller's language, and its coordinates when known. */
const PlaceShape = {
  country: z.object({ id: Id, code: z.string(), name: z.string() }).nullable(),
  region: Name.nullable(),
  city: z.string().nullable(),
};
export type Place = z.infer<z.ZodObject<typeof PlaceShape>>;
const LocatedShape = { ...PlaceShape, latitude: z.number().nullable(), longitude: z.number().nullable() };
const Link = z.string().nullable();
const Social = z.object({ facebook: Link, twitter: Link, instagram: Link, youtube: Link, linkedin: Link, tiktok: Link });
export type Social = z.infer<typeof Social>;
const Listing = {
  id: Id,
  user: Id.describe("the owner's user id"),
  slug: z.string(),
  name: z.string(),
  local_name: z.string().nullable().describe('the name in the local script, when given'),
  member_since: z.string().nullable(),
  valid_until: z.string().nullable(),
  viewers: z.number().int(),
  introduction_excerpt: z.string(),
};
const ContactShape = { email: z.string().nullable(), phone: z.string().nullable() };

export const SchoolCardSchema = z.object({
  ...Listing,
  ...LocatedShape,
  levels: z.array(z.string()),
  styles: z.array(z.string()),
  training_types: z.array(z.string()),
  cover_image: z.string().nullable(),
  logo: z.string().nullable(),
  wya_school_id: z.string().nullable(),
  rating: z.number().nullable().describe('average of 1–5, one decimal'),
  rating_count: z.number().int(),
  status: z.enum(LISTING_STATUSES).optional().describe('only in the owner’s own list (`user` = the caller), which has every state'),
});
/** Directory lists count up to DIRECTORY_COUNT_CAP: 1001 means "more than 1,000". */
const cappedCount = { count: z.number().int().describe('matches in all pages, counted up to 1,000: 1001 means more than 1,000') };
export const SchoolPageSchema = PageSchema(SchoolCardSchema).extend(cappedCount);
export const SchoolDetailSchema = SchoolCardSchema.extend({
  website: z.string().nullable(),
  social: Social,
  owner_name: z.string().nullable(),
  designation: z.string().nullable(),
  additional_levels: z.array(z.object({ level: z.string(), hours: z.number() })),
  other_level: z.string().nullable(),
  other_level_hours: z.number().int().nullable(),
  style_description: z.string().nullable(),
  number_of_teachers: z.number().int().nullable(),
  main_teacher_hours: z.number().int().nullable(),
  issues_certificate: z.boolean(),
  introduction: z.string(),
  instructors: z.array(z.object({ id: Id, name: z.string(), certification: z.string().nullable(), years_teaching: z.number().int().nullable() })),
  graduate_count: z.number().int().describe('graduates listed (school/graduate)'),
  gallery_count: z.number().int().describe('gallery pictures (school/gallery)'),
  rating_distribution: z.record(z.string(), z.number().int()).describe('shown ratings per stars "1" to "5", as in school/rating-comment-summary'),
  contact: z
    .object({ ...ContactShape, address: z.string().nullable(), local_address: z.string().nullable() })
    .nullable()
    .describe('logged-in members only'),
  updated_at: z.string(),
  registry_code: z.string().describe('the code of its registry card, as printed: /verify/{code} checks the registration'),
});
export type SchoolCard = z.infer<typeof SchoolCardSchema>;
export type SchoolPage = z.infer<typeof SchoolPageSchema>;
export type SchoolDetail = z.infer<typeof SchoolDetailSchema>;

export const TeacherCardSchema = z.object({
  ...Listing,
  ...LocatedShape,
  headline: z.string(),
  photo: z.string().nullable(),
  registration_type: z.string().nullable(),
  registration_level: z.string().nullable(),
  styles: z.array(z.string()),
  years_teaching: z.number().int().nullable(),
  teaching_hours: z.number().int().nullable(),
  wya_teacher_id: z.string().nullable(),
  status: z.enum(LISTING_STATUSES).optional().describe('only in the owner’s own list (`user` = the caller), which has every state'),
});
export const TeacherPageSchema = PageSchema(TeacherCardSchema).extend(cappedCount);
/** What a confirmed graduate claim makes of a member: a Certified Yoga Teacher (CYT) of that CYS school (common/graduates.ts). */
export const CertificationSchema = z.object({
  school: z.object({ id: Id, slug: z.string(), name: z.string() }),
  graduation_date: z.string().describe('YYYY-MM-DD'),
  teacher_level: z.array(z.string()),
});
export type Certification = z.infer<typeof CertificationSchema>;
export const TeacherDetailSchema = TeacherCardSchema.extend({
  certifications: z.array(CertificationSchema).describe('CYT through these schools, latest graduation first (registration_type is then CYT)'),
  introduction: z.string(),
  cover_image: z.string().nullable(),
  website: z.string().nullable(),
  social: Social,
  contact: z
    .object({ ...ContactShape, local_address: z.string().nullable() })
    .nullable()
    .describe('logged-in members only'),
  updated_at: z.string(),
  registry_code: z.string().describe('the code of its registry card, as printed: /verify/{code} checks the registration'),
});
export type TeacherCard = z.infer<typeof TeacherCardSchema>;
export type TeacherPage = z.infer<typeof TeacherPageSchema>;
export type TeacherDetail = z.infer<typeof TeacherDetailSchema>;

export const EventCardSchema = z.object({
  id: Id,
  subject: z.string(),
  school: z.object({ id: Id, slug: z.string(), name: z.string() }),
  start_date: z.string().describe('YYYY-MM-DD'),
  end_date: z.string(),
  start_time: z.string().nullable().describe('HH:MM'),
  end_time: z.string().nullable(),
  timezone: z.string().describe('IANA time zone of the dates and times (wall-clock times where the event happens)'),
  price: z.number().int().describe('integer minor units of `currency`'),
  currency: z.string(),
  registration_limit: z.number().int().nullable(),
  image: z.string().nullable(),
  ...LocatedShape,
  accept_eyep: z.boolean(),
  accept_ce: z.boolean(),
  is_active: z.boolean(),
  description_excerpt: z.string(),
});
export const EventPageSchema = PageSchema(EventCardSchema).extend(cappedCount);
const CodeName = z.object({ id: Id, code: z.string(), name: z.string() });
export const EventDetailSchema = EventCardSchema.extend({
  description: z.string(),
  free_time_activities: z.string(),
  address: z.string().nullable(),
  instructors: z.array(
    z.object({
      id: Id,
      order: z.number().int(),
      teacher: z.object({ id: Id, slug: z.string(), name: z.string(), photo: z.string().nullable(), headline: z.string() }),
    }),
  ),
  images: z.array(z.object({ id: Id, image: z.string().nullable(), caption: z.string(), order: z.number().int(), is_primary: z.boolean() })),
  options: z.array(z.object({ category: CodeName, options: z.array(CodeName), custom_options: z.array(Name) })),
  contact: z
    .object({ name: z.string().nullable(), ...ContactShape })
    .nullable()
    .describe('logged-in members only'),
  updated_at: z.string(),
  availability: z
    .object({
      places_left: z.number().int().nullable().describe('places not yet held; null when the event has no limit'),
      full: z.boolean().describe('every place is held: a booking now joins the waiting list, or is refused without one'),
      waiting_list: z.boolean().describe('whether the school takes waiting-list bookings once it is full'),
      waitlisted: z.number().int().describe('members on the waiting list'),
    })
    .describe('what a booking made now gets'),
});
export type EventCard = z.infer<typeof EventCardSchema>;
export type EventPage = z.infer<typeof EventPageSchema>;
export type EventDetail = z.infer<typeof EventDetailSchema>;

/** Map markers: only listings with coordinates. */
const MarkerShape = { id: Id, name: z.string(), latitude: z.number(), longitude: z.number() };
export const ListingMarkersSchema = z.array(z.object({ ...MarkerShape, slug: z.string() }));
export const EventMarkersSchema = z.array(z.object({ ...MarkerShape, start_date: z.string() }));
export type ListingMarker = z.infer<typeof ListingMarkersSchema>[number];
export type EventMarker = z.infer<typeof EventMarkersSchema>[number];

/** A member's rating and comment of a school (the form's input is RatingSchema in directory-forms.ts). */
export const RatingCommentSchema = z.object({
  id: Id,
  school: Id,
  rating: z.number().int(),
  comment: z.string(),
  user: Name,
  created_at: z.string(),
});
export const RatingCommentPageSchema = PageSchema(RatingCommentSchema);
export const RatingCommentCreatedSchema = RatingCommentSchema.omit({ user: true }).extend({ detail: z.string() });
export const RatingSummarySchema = z.object({
  school: Id,
  average: z.number().nullable(),
  count: z.number().int(),
  distribution: z.record(z.string(), z.number().int()).describe('count per rating "1" to "5"'),
});
export type RatingComment = z.infer<typeof RatingCommentSchema>;
export type RatingCommentPage = z.infer<typeof RatingCommentPageSchema>;
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

export const GraduateSchema = z.object({
  id: Id,
  school: Id,
  graduate_number: z.string(),
  name: z.string(),
  graduation_date: z.string(),
  teacher_level: z.array(z.string()),
  style_of_yoga: z.array(z.string()),
  teacher_apply_type: z.array(z.string()),
});
export const GraduatePageSchema = PageSchema(GraduateSchema);
export type Graduate = z.infer<typeof GraduateSchema>;
export type GraduatePage = z.infer<typeof GraduatePageSchema>;

const GalleryImage = { id: Id, image: z.string().nullable(), description: z.string() };
export const SchoolGalleryPageSchema = PageSchema(z.object({ ...GalleryImage, school: Id }));
export const TeacherGalleryPageSchema = PageSchema(z.object({ ...GalleryImage, teacher: Id }));
export type SchoolGalleryPage = z.infer<typeof SchoolGalleryPageSchema>;
export type TeacherGalleryPage = z.infer<typeof TeacherGalleryPageSchema>;

export const EventOptionCategoriesSchema = z.array(CodeName);
export const EventOptionsSchema = z.array(CodeName.extend({ category: Id }));
export const CurrencyChoicesSchema = z.array(z.object({ value: z.string(), label: z.string() }));

/** Public records for sitemap.xml, in id order after a cursor: `next` continues, `previous` is always null. */
export const SitemapPageSchema = PageSchema(z.object({ id: Id, slug: z.string().nullable(), updated_at: z.string() })).extend({
  last: Id.nullable().describe('the cursor (`after`) of the next page; null when this page is empty'),
});
export type SitemapPage = z.infer<typeof SitemapPageSchema>;
