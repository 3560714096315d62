import type { ApplicationKind } from '#common/applications.ts';

// Where each kind of notification leads (SPEC §3 Notification.custom_url): every notification links
// to what it is about, the page where the member reads more or acts on it. The kinds are the keys of
// locales/<lang>/messages.json `notifications.`; notifyMember builds the link from the kind and what
// the caller names (`about`), so a kind without a link does not compile.

type Listing = { id?: number };
/** The member's own page of a school or teacher application or listing: this one, when they have several. */
const ownListing =
  (kind: ApplicationKind) =>
  ({ id }: Listing = {}) =>
    id === undefined ? `/${kind}/profile` : `/${kind}/profile?${kind}=${id}`;
const ownSchool = ownListing('school');
const ownTeacher = ownListing('teacher');
/** A membership ending without its renewal invoice yet: its page, whichever kind it is. */
const membership = ({ kind, id }: { kind: ApplicationKind; id: number }) => ownListing(kind)({ id });
/** An invoice to pay: its checkout (the address, then the payment). */
const checkout = ({ invoice }: { invoice: number }) => `/billing/checkout/${invoice}`;
const billing = () => '/billing';
/** A booker's notification: the event's page, with their booking on it. */
const eventPage = ({ event }: { event: number }) => `/event/${event}`;
/** The school owner's notification of a booking: the event's bookings, where they confirm or cancel. */
const eventBookings = ({ event }: { event: number }) => `/school/events/${event}/bookings`;
const myBookings = () => '/bookings';

export const NOTIFICATION_LINKS = {
  school_approved: ownSchool,
  teacher_approved: ownTeacher,
  school_changes_requested: ownSchool,
  teacher_changes_requested: ownTeacher,
  school_rejected: ownSchool,
  teacher_rejected: ownTeacher,
  school_submitted: ownSchool,
  teacher_submitted: ownTeacher,
  school_resubmitted: ownSchool,
  teacher_resubmitted: ownTeacher,
  invoice_issued: checkout,
  payment_confirmed: billing,
  transfer_refused: ({ invoice }: { invoice: number }) => `/billing/checkout/payment/${invoice}`,
  invoice_refunded: billing,
  invoice_refunded_listing_ended: billing,
  membership_expiring: checkout,
  membership_expired: checkout,
  membership_expiring_no_invoice: membership,
  membership_expired_no_invoice: membership,
  event_booking_pending: eventPage,
  event_booking_waitlisted: eventPage,
  event_booking_confirmed: eventPage,
  event_booking_promoted: eventPage,
  event_booking_cancelled: eventPage,
  /** The event is gone: the member's bookings, where the cancelled one shows. */
  event_deleted: myBookings,
  event_certificate_issued: myBookings,
  school_event_booked: eventBookings,
  school_event_waitlisted: eventBookings,
  school_event_booking_cancelled: eventBookings,
  /** A booker deleted their account: the event's bookings, where the place shows free again. */
  school_event_booking_erased: eventBookings,
  /** The school's public page, with its ratings. */
  school_rated: ({ school }: { school: number }) => `/school/profile/${school}`,
  /** The school's own page, where its owner confirms or declines the claim. */
  graduate_claimed: ({ school }: { school: number }) => `${ownSchool({ id: school })}#graduates`,
  graduate_claim_confirmed: ownTeacher,
  graduate_claim_declined: ownTeacher,
  /** The copy of their data a member asked for: their profile, where it is downloaded. */
  data_export_ready: () => '/user-profile#your-data',
} satisfies Record<string, (about: never) => string>;

export type NotificationKind = keyof typeof NOTIFICATION_LINKS;
/** What a kind's link needs to know (undefined: nothing, or only optionally). */
export type LinkAbout<K extends NotificationKind> = Parameters<(typeof NOTIFICATION_LINKS)[K]>[0];

/** The link of a notification of kind `kind` about `about`. */
export function notificationLink<K extends NotificationKind>(kind: K, about: LinkAbout<K>): string {
  return (NOTIFICATION_LINKS[kind] as (about: LinkAbout<K>) => string)(about);
}
