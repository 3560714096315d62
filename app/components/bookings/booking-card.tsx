import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Booking } from '#common/bookings.ts';
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
 * and for visitors the way to log in and come back (SPEC §6: booking needs an account).
 */
export function BookingCard({ booking, loggedIn, loginHref }: { booking: Booking | null; loggedIn: boolean; loginHref: string }) {
  const { t } = useTranslation();
  if (!loggedIn) {
    return (
      <Button component={Link} to={loginHref} variant="light" data-testid="book-login">
        {t('bookings.login_to_book')}
      </Button>
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
    <Form method="post">
      <Button type="submit" name="intent" value="book" fullWidth data-testid="book">
        {t('bookings.book')}
      </Button>
    </Form>
  );
}
