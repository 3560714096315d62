import { Anchor, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Booking, BookingCancelSchema } from '#common/bookings.ts';
import { formatCertificateCode } from '#common/certificates.ts';
import { idFromUrl } from '#common/fields.ts';
import { BookingStatusBadge } from '../../components/bookings/booking-card.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Form, Link } from '../../components/router-links.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { apiClient, failedPage, requireSession } from '../../lib/api.server.ts';
import { certificateAfterLabel, formatDateRange } from '../../lib/directory-format.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/bookings';

/** A booking with its event's dates as the page shows them. */
type BookingView = Booking & { dates_label: string; certificate_after_label: string | null };

export async function loader({ context, request }: Route.LoaderArgs) {
  requireSession(context, request);
  const res = await apiClient(context, request).get('event-booking/my-bookings/', { query: { page_size: 100 } });
  if (!res.ok) throw failedPage(res);
  const t = await serverT(context);
  const { lang } = context.get(webStateContext);
  // The dates are written here, on the server: the browser's own Intl may write a range otherwise
  // (Chromium and Node differ in its spaces), and a different text breaks hydration (React #418).
  const bookings: BookingView[] = res.data.results.map((b) => ({
    ...b,
    dates_label: formatDateRange(lang, b.event.start_date, b.event.end_date),
    certificate_after_label: certificateAfterLabel(lang, b),
  }));
  return { bookings, meta: { title: t('bookings.title'), noindex: true } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** Cancels one of the member's bookings, with the reason the school is told (SPEC §4). */
export async function action({ context, request }: Route.ActionArgs) {
  requireSession(context, request);
  const form = await request.formData();
  const id = idFromUrl(String(form.get('booking') ?? ''));
  const parsed = BookingCancelSchema.safeParse({ reason: form.get('reason') ?? '' });
  const t = await serverT(context);
  if (id === null) return { toast: { type: 'error' as const, message: t('messages:errors.something_wrong') } };
  if (!parsed.success) return { toast: null, reasonMissing: id };
  const res = await apiClient(context, request).post('event-booking/{id}/cancel/', { params: { id }, json: parsed.data });
  if (res.ok) return { toast: { type: 'success' as const, message: res.data.detail } };
  return { toast: { type: 'error' as const, message: typeof res.data.detail === 'string' ? res.data.detail : t('messages:errors.something_wrong') } };
}

export default function BookingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { bookings } = loaderData;
  return (
    <Stack gap="lg" maw={820} mx="auto" px="md" py="xl">
      <OutcomeToast toast={actionData?.toast} />
      <Title order={1}>{t('bookings.title')}</Title>
      {bookings.length === 0 ? (
        <Text c="dimmed">
          {t('bookings.none')}{' '}
          <Anchor component={Link} to="/directory/events" underline="always">
            {t('bookings.find_events')}
          </Anchor>
        </Text>
      ) : (
        bookings.map((booking) => (
          <BookingItem
            key={booking.id}
            booking={booking}
            reasonMissing={actionData && 'reasonMissing' in actionData && actionData.reasonMissing === booking.id}
          />
        ))
      )}
    </Stack>
  );
}

function BookingItem({ booking, reasonMissing }: { booking: BookingView; reasonMissing?: boolean }) {
  const { t } = useTranslation();
  const open = booking.status === 'pending' || booking.status === 'confirmed' || booking.status === 'waitlisted';
  return (
    <Card withBorder padding="lg" radius="md" data-testid="booking">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/event/${booking.event.id}`} fw={600}>
              {booking.event.subject}
            </Anchor>
            <Text size="sm" c="dimmed">
              {booking.dates_label} · {booking.event.school.name}
            </Text>
          </Stack>
          <BookingStatusBadge booking={booking} />
        </Group>
        {booking.waitlist_position ? <Text size="sm">{t('bookings.waitlist_position', { position: booking.waitlist_position })}</Text> : null}
        {booking.cancel_reason ? (
          <Text size="sm" c="dimmed">
            {t('bookings.cancel_reason')}: {booking.cancel_reason}
          </Text>
        ) : null}
        {booking.certificate ? <CertificateLinks booking={booking.id} certificate={booking.certificate} /> : null}
        {booking.certificate_after_label ? (
          <Text size="sm" c="dimmed" data-testid="booking-certificate-after">
            {t('listing:certificates.after_last_session', { date: booking.certificate_after_label })}
          </Text>
        ) : null}
        {open ? (
          <Group gap="sm" align="flex-end">
            <Anchor href={`/bookings/${booking.id}/calendar.ics`} size="sm">
              {t('bookings.calendar')}
            </Anchor>
            <Form method="post" style={{ flex: 1, minWidth: 240 }}>
              <input type="hidden" name="booking" value={booking.id} />
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <Textarea
                  name="reason"
                  label={t('bookings.cancel_reason')}
                  required
                  error={reasonMissing ? t('messages:validation.required') : undefined}
                  autosize
                  minRows={1}
                  maxLength={1000}
                  style={{ flex: 1 }}
                />
                <Button type="submit" color="red" variant="light">
                  {t('bookings.cancel')}
                </Button>
              </Group>
            </Form>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The certificate of attendance of an attended CE event: the PDF and where anyone can check it. */
function CertificateLinks({ booking, certificate }: { booking: number; certificate: NonNullable<Booking['certificate']> }) {
  const { t } = useTranslation('listing');
  const code = formatCertificateCode(certificate.code);
  return (
    <Group gap="sm" data-testid="booking-certificate">
      <Anchor href={`/bookings/${booking}/certificate.pdf`} size="sm" fw={600} download>
        {t('certificates.download')}
      </Anchor>
      <Text size="sm" c="dimmed">
        {t('certificates.earned', { count: certificate.hours, code })}
      </Text>
      <Anchor component={Link} to={`/certificates/${code}`} size="sm">
        {t('certificates.verify_link')}
      </Anchor>
    </Group>
  );
}
