import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Booking } from '#common/bookings.ts';
import type { EventDetail } from '#common/directory.ts';
import { Form, Link } from '../router-links.tsx';

const COLORS = { pending: 'blue', confirmed: 'teal', waitlisted: 'yellow', cancelled: 'gray', attended: 'grape', no_show: 'orange' } as const;

/** A booking's state with its label in the member's language (from the API). */
export function BookingStatusBadge({ booking }: { booking: Pick<Booking, 'status' | 'status_label'> }) {
  return (
    <Badge color={COLORS[booking.status]} variant="light" data-testid="booking-status" style={{ flexShrink: 0 }}>
      {booking.status_label}
    </Badge>
  );
}

/**
 * Booking a place on an event page: the member's own booking if there is one, the button if not,
 * and for visitors the way to log in and come back (SPEC §6: booking needs an account). A full event
 * says so before the click: the button joins the waiting list (with how many wait), or there is
 * nothing to book when the school keeps no waiting list.
 */
export function BookingCard({
  booking,
  loggedIn,
  loginHref,
  availability,
}: {
  booking: Booking | null;
  loggedIn: boolean;
  loginHref: string;
  availability: EventDetail['availability'];
}) {
  const { t } = useTranslation();
  const waitlist = availability.full && availability.waiting_list;
  if (availability.full && !availability.waiting_list && !booking) {
    return (
      <Button disabled fullWidth data-testid="fully-booked">
        {t('bookings.fully_booked')}
      </Button>
    );
  }
  if (!loggedIn) {
    return (
      <Stack gap={6}>
        <Button component={Link} to={loginHref} variant="light" data-testid="book-login">
          {t(waitlist ? 'bookings.login_to_join_waitlist' : 'bookings.login_to_book')}
        </Button>
        <AvailabilityNote availability={availability} />
      </Stack>
    );
  }
  if (booking) {
    return (
      <Stack gap={6} data-testid="my-booking">
        <Text size="sm">
          {t('bookings.yours')} <BookingStatusBadge booking={booking} />
        </Text>
        {booking.waitlist_position ? (
          <Text size="xs" c="dimmed">
            {t('bookings.waitlist_position', { position: booking.waitlist_position })}
          </Text>
        ) : null}
        <Anchor component={Link} to="/bookings" size="sm">
          {t('bookings.manage')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      <Form method="post">
        <Button type="submit" name="intent" value="book" fullWidth data-testid="book">
          {t(waitlist ? 'bookings.join_waitlist' : 'bookings.book')}
        </Button>
      </Form>
      <AvailabilityNote availability={availability} />
    </Stack>
  );
}

/** How many wait for a place on a full event, or how many places are left on a limited one. */
function AvailabilityNote({ availability }: { availability: EventDetail['availability'] }) {
  const { t } = useTranslation();
  const text = availability.full
    ? availability.waitlisted > 0
      ? t('bookings.waitlisted', { count: availability.waitlisted })
      : t('bookings.waitlist_empty')
    : availability.places_left !== null
      ? t('bookings.places_left', { count: availability.places_left })
      : null;
  if (!text) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="availability">
      {text}
    </Text>
  );
}
