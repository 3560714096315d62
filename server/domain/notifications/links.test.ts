import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#common/constants.ts';
import routes from '../../../app/routes.ts';
import { NOTIFICATION_LINKS, type NotificationKind, notificationLink } from './links.ts';

// Every notification links to what it is about (issue "What new members and the office tripped over",
// item 7: the office's request for changes had no link). One row per kind: the kinds are the keys of
// messages.json `notifications.`, and each link opens a page of the site.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const kindsIn = (lang: string) =>
  Object.keys((JSON.parse(readFileSync(path.join(ROOT, 'locales', lang, 'messages.json'), 'utf8')) as { notifications: object }).notifications).sort();

/** Each kind with its link, about school 4 / teacher 5 / invoice 6 / event 7. */
const EXPECTED: Record<NotificationKind, string> = {
  school_approved: '/school/profile?school=4',
  teacher_approved: '/teacher/profile?teacher=5',
  school_changes_requested: '/school/profile?school=4',
  teacher_changes_requested: '/teacher/profile?teacher=5',
  school_rejected: '/school/profile?school=4',
  teacher_rejected: '/teacher/profile?teacher=5',
  school_submitted: '/school/profile?school=4',
  teacher_submitted: '/teacher/profile?teacher=5',
  school_resubmitted: '/school/profile?school=4',
  teacher_resubmitted: '/teacher/profile?teacher=5',
  invoice_issued: '/billing/checkout/6',
  payment_confirmed: '/billing',
  transfer_refused: '/billing/checkout/payment/6',
  invoice_refunded: '/billing',
  invoice_refunded_listing_ended: '/billing',
  membership_expiring: '/billing/checkout/6',
  membership_expired: '/billing/checkout/6',
  membership_expiring_no_invoice: '/teacher/profile?teacher=5',
  membership_expired_no_invoice: '/school/profile?school=4',
  event_booking_pending: '/event/7',
  event_booking_waitlisted: '/event/7',
  event_booking_confirmed: '/event/7',
  event_booking_promoted: '/event/7',
  event_booking_cancelled: '/event/7',
  event_deleted: '/bookings',
  event_certificate_issued: '/bookings',
  school_event_booked: '/school/events/7/bookings',
  school_event_waitlisted: '/school/events/7/bookings',
  school_event_booking_cancelled: '/school/events/7/bookings',
  school_event_booking_erased: '/school/events/7/bookings',
  school_rated: '/school/profile/4',
  graduate_claimed: '/school/profile?school=4#graduates',
  graduate_claim_confirmed: '/teacher/profile?teacher=5',
  graduate_claim_declined: '/teacher/profile?teacher=5',
  data_export_ready: '/user-profile#your-data',
};

const ABOUT: { [K in NotificationKind]: Parameters<(typeof NOTIFICATION_LINKS)[K]>[0] } = {
  school_approved: { id: 4 },
  teacher_approved: { id: 5 },
  school_changes_requested: { id: 4 },
  teacher_changes_requested: { id: 5 },
  school_rejected: { id: 4 },
  teacher_rejected: { id: 5 },
  school_submitted: { id: 4 },
  teacher_submitted: { id: 5 },
  school_resubmitted: { id: 4 },
  teacher_resubmitted: { id: 5 },
  invoice_issued: { invoice: 6 },
  payment_confirmed: undefined,
  transfer_refused: { invoice: 6 },
  invoice_refunded: undefined,
  invoice_refunded_listing_ended: undefined,
  membership_expiring: { invoice: 6 },
  membership_expired: { invoice: 6 },
  membership_expiring_no_invoice: { kind: 'teacher', id: 5 },
  membership_expired_no_invoice: { kind: 'school', id: 4 },
  event_booking_pending: { event: 7 },
  event_booking_waitlisted: { event: 7 },
  event_booking_confirmed: { event: 7 },
  event_booking_promoted: { event: 7 },
  event_booking_cancelled: { event: 7 },
  event_deleted: undefined,
  event_certificate_issued: undefined,
  school_event_booked: { event: 7 },
  school_event_waitlisted: { event: 7 },
  school_event_booking_cancelled: { event: 7 },
  school_event_booking_erased: { event: 7 },
  school_rated: { school: 4 },
  graduate_claimed: { school: 4 },
  graduate_claim_confirmed: { id: 5 },
  graduate_claim_declined: { id: 5 },
  data_export_ready: undefined,
};

type ConfigRoute = { path?: string; index?: boolean; children?: ConfigRoute[] };
const toRouteObjects = (list: ConfigRoute[]): RouteObject[] =>
  list.map((r) => (r.index ? { index: true } : { path: r.path, children: r.children ? toRouteObjects(r.children) : undefined }));

describe('notification links', () => {
  it('has a link for every kind of notification, in every language', () => {
    const kinds = Object.keys(NOTIFICATION_LINKS).sort();
    for (const lang of LANGUAGES) expect(kindsIn(lang), lang).toEqual(kinds);
  });

  it('links each kind to what it is about', () => {
    const links = Object.fromEntries(
      (Object.keys(NOTIFICATION_LINKS) as NotificationKind[]).map((kind) => [kind, notificationLink(kind, ABOUT[kind] as never)]),
    );
    expect(links).toEqual(EXPECTED);
  });

  it('opens a page of the site each time (not the not-found page)', () => {
    const tree = [{ path: '/', children: toRouteObjects(routes as ConfigRoute[]) }];
    for (const [kind, link] of Object.entries(EXPECTED)) {
      const { pathname } = new URL(link, 'http://x');
      const matched = matchRoutes(tree, pathname)?.at(-1)?.route.path;
      expect(matched, `${kind}: ${link}`).toBeDefined();
      expect(matched, `${kind}: ${link}`).not.toBe('*');
    }
  });

  it('keeps the page of a listing without its id (a member with one school or teacher page)', () => {
    expect(notificationLink('school_approved', undefined)).toBe('/school/profile');
    expect(notificationLink('teacher_rejected', {})).toBe('/teacher/profile');
  });
});
