import { Anchor, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Booking, BookingStatus } from '#common/bookings.ts';
import { formatCertificateCode } from '#common/certificates.ts';
import { Form } from '../router-links.tsx';
import { BookingStatusBadge } from './booking-card.tsx';

/** The main step of a status is filled (a dark shade, for contrast); the others are plain. */
type Action = { status: BookingStatus; label: string; color?: string };

/**
 * What the school may do with a booking in each status (ADR 0016): confirm, give a waiting-list
 * booking a place, put back to pending; once the event has begun, mark attended or no-show (and take
 * the mark back). A cancelled booking stays as it is.
 */
function actionsFor(status: BookingStatus, begun: boolean): Action[] {
  const attendance: Action[] = begun
    ? [
        { status: 'attended', label: 'attended', color: 'grape.9' },
        { status: 'no_show', label: 'no_show' },
      ]
    : [];
  switch (status) {
    case 'pending':
      return [{ status: 'confirmed', label: 'confirm', color: 'teal.9' }, ...attendance];
    case 'confirmed':
      return [...attendance, { status: 'pending', label: 'pending' }];
    case 'waitlisted':
      return [{ status: 'pending', label: 'promote', color: 'teal.9' }];
    case 'attended':
      return [
        { status: 'no_show', label: 'no_show' },
        { status: 'confirmed', label: 'undo' },
      ];
    case 'no_show':
      return [
        { status: 'attended', label: 'attended', color: 'grape.9' },
        { status: 'confirmed', label: 'undo' },
      ];
    default:
      return [];
  }
}

export function SchoolBookingCard({ booking, begun }: { booking: Booking & { booked_label: string; certificate_after_label: string | null }; begun: boolean }) {
  const { t } = useTranslation('listing');
  const actions = actionsFor(booking.status, begun);
  return (
    <Card withBorder radius="md" padding="md" data-testid="school-booking" data-booking={booking.id}>
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} data-testid="booking-member">
              {booking.member.name}
            </Text>
            <Anchor href={`mailto:${booking.member.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {booking.member.email}
            </Anchor>
          </Stack>
          <BookingStatusBadge booking={booking} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('schoolBookings.booked_at', { date: booking.booked_label })}
          {booking.waitlist_position ? ` · ${t('schoolBookings.waitlist_position', { position: booking.waitlist_position })}` : ''}
        </Text>
        {booking.status === 'cancelled' && (
          <Text size="sm" c="dimmed">
            {booking.cancelled_by ? t(`schoolBookings.cancelled_by_${booking.cancelled_by}`) : null}
            {booking.cancel_reason ? ` · ${t('schoolBookings.cancel_reason', { reason: booking.cancel_reason })}` : ''}
          </Text>
        )}
        {booking.certificate && (
          <Text size="sm" c="grape.8" data-testid="booking-certificate">
            {t('schoolBookings.certificate', { code: formatCertificateCode(booking.certificate.code), hours: booking.certificate.hours })}
          </Text>
        )}
        {booking.certificate_after_label && (
          <Text size="sm" c="dimmed" data-testid="booking-certificate-after">
            {t('certificates.after_last_session', { date: booking.certificate_after_label })}
          </Text>
        )}
        {actions.length > 0 && (
          <Form method="post">
            <input type="hidden" name="booking" value={booking.id} />
            <Group gap={6}>
              {actions.map((a) => (
                <Button key={a.label} type="submit" name="intent" value={a.status} size="xs" variant={a.color ? 'filled' : 'default'} color={a.color}>
                  {t(`schoolBookings.actions.${a.label}`)}
                </Button>
              ))}
            </Group>
          </Form>
        )}
        {booking.status !== 'cancelled' && (
          <details>
            <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)', color: 'var(--mantine-color-red-9)' }}>
              {t('schoolBookings.actions.cancel')}
            </summary>
            <Form method="post">
              <input type="hidden" name="booking" value={booking.id} />
              <Group gap="xs" align="flex-end" wrap="nowrap" mt={6}>
                <Textarea name="reason" label={t('schoolBookings.reason_label')} required autosize minRows={1} maxLength={1000} style={{ flex: 1 }} />
                <Button type="submit" name="intent" value="cancel" color="red.9" size="sm">
                  {t('schoolBookings.actions.cancel')}
                </Button>
              </Group>
            </Form>
          </details>
        )}
      </Stack>
    </Card>
  );
}
