import { Alert, Anchor, Button, Container, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCertificate, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { data, useNavigate } from 'react-router';
import { BOOKING_STATUSES, type BookingStatus, SCHOOL_SET_STATUSES } from '#common/bookings.ts';
import { idFromUrl } from '#common/fields.ts';
import { SchoolBookingCard } from '../../components/bookings/school-booking-card.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { OutcomeToast } from '../../components/toast.tsx';
import { type ApiResult, failedPage, requireSession } from '../../lib/api.server.ts';
import { directoryApi, notFoundPage } from '../../lib/directory.server.ts';
import { certificateAfterLabel, formatDate, formatDateRange } from '../../lib/directory-format.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { refusalText } from '../../lib/listing.server.ts';
import type { Route } from './+types/event-bookings';

// The bookings of one of the member's school's events (issue 13): counts per status that filter the
// list, the school's decisions on each booking, attendance once the event has begun, and the list as
// CSV. Anyone but the school's owner (and staff) meets the not-found page.

const PAGE_SIZE = 50;
const today = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireSession(context, request);
  const eventId = idFromUrl(params.eventId);
  if (eventId === null) return notFoundPage(context);
  const { api, lang } = directoryApi(context, request);
  const url = new URL(request.url);
  const asked = url.searchParams.get('status');
  const status = (BOOKING_STATUSES as readonly string[]).includes(asked ?? '') ? (asked as BookingStatus) : null;
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const [counts, event, list] = await Promise.all([
    api.get('event-booking/counts/', { query: { event: eventId } }),
    api.get('event/{id}', { params: { id: eventId } }),
    api.get('event-booking/', { query: { event: eventId, status: status ?? undefined, page, page_size: PAGE_SIZE } }),
  ]);
  if (counts.status === 404 || counts.status === 400 || event.status === 404) return notFoundPage(context);
  // A page of bookings past the end is the API's 404, and this page's.
  if (!counts.ok || !event.ok || !list.ok) throw failedPage(!counts.ok ? counts : !event.ok ? event : list);
  const t = await serverT(context);
  return {
    meta: { title: `${t('listing:schoolBookings.title')}: ${event.data.subject}`, noindex: true },
    event: {
      id: event.data.id,
      subject: event.data.subject,
      school: event.data.school.name,
      dates_label: formatDateRange(lang, event.data.start_date, event.data.end_date),
      accept_ce: event.data.accept_ce,
      begun: event.data.start_date <= today(),
    },
    counts: counts.data,
    status,
    page,
    pages: Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)),
    bookings: list.data.results.map((b) => ({
      ...b,
      booked_label: formatDate(lang, b.created_at.slice(0, 10)),
      certificate_after_label: certificateAfterLabel(lang, b),
    })),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** One decision on one booking: a new status (PATCH) or a cancellation with a reason. */
export async function action({ context, request }: Route.ActionArgs) {
  requireSession(context, request);
  const { api } = directoryApi(context, request);
  const t = await serverT(context);
  const form = await request.formData();
  const booking = idFromUrl(String(form.get('booking') ?? ''));
  const intent = String(form.get('intent') ?? '');
  if (booking === null) throw data(null, { status: 400 });
  const params = { id: booking };
  let res: ApiResult<{ detail: string }>;
  if (intent === 'cancel') {
    const reason = String(form.get('reason') ?? '').trim();
    res = await api.post('event-booking/{id}/cancel/', { params, json: { reason } });
  } else if ((SCHOOL_SET_STATUSES as readonly string[]).includes(intent)) {
    res = await api.patch('event-booking/{id}/', { params, json: { status: intent } });
  } else throw data(null, { status: 400 });
  if (res.ok) return { toast: { type: 'success' as const, message: res.data.detail } };
  return { toast: { type: 'error' as const, message: refusalText(t, res, 'messages:errors.unsaved') } };
}

export default function EventBookingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('listing');
  const navigate = useNavigate();
  if ('notFound' in loaderData) return <NotFound />;
  const { event, counts, status, bookings, page, pages } = loaderData;
  const base = `/school/events/${event.id}/bookings`;
  const filterHref = (s: BookingStatus | null) => (s ? `${base}?status=${s}` : base);
  return (
    <Container size="lg" py="xl">
      <OutcomeToast toast={actionData?.toast} />
      <Stack gap="lg">
        <Group gap="md">
          <Anchor component={Link} to="/school/profile" size="sm">
            ← {t('schoolBookings.back')}
          </Anchor>
          <Anchor component={Link} to={`/event/${event.id}`} size="sm">
            {t('schoolBookings.view_event')}
          </Anchor>
        </Group>
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {t('schoolBookings.title')}
          </Text>
          <Title order={1}>{event.subject}</Title>
          <Text c="dimmed">
            {event.dates_label} · {event.school}
          </Text>
        </Stack>

        <Group justify="space-between" align="flex-end" gap="sm">
          <nav aria-label={t('schoolBookings.filter')} data-testid="status-filter">
            <Group gap={6}>
              <FilterButton href={filterHref(null)} active={status === null} label={t('schoolBookings.all')} count={counts.total} />
              {BOOKING_STATUSES.map((s) => (
                <FilterButton key={s} href={filterHref(s)} active={status === s} label={t(`messages:bookings.status.${s}`)} count={counts[s]} />
              ))}
            </Group>
          </nav>
          <Button component="a" href={`${base}.csv`} download variant="light" leftSection={<IconDownload size={16} />} data-testid="bookings-csv">
            {t('schoolBookings.download')}
          </Button>
        </Group>

        {event.accept_ce && (
          <Alert color="teal" variant="light" icon={<IconCertificate size={18} />}>
            {t('schoolBookings.ce_note')}
          </Alert>
        )}
        {!event.begun && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('schoolBookings.not_begun')}
          </Alert>
        )}

        {bookings.length === 0 ? (
          <Text c="dimmed">{status ? t('schoolBookings.none_in_status') : t('schoolBookings.none')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {bookings.map((b) => (
              <SchoolBookingCard key={b.id} booking={b} begun={event.begun} />
            ))}
          </SimpleGrid>
        )}
        {pages > 1 && <Pagination total={pages} value={page} onChange={(p) => navigate(`${filterHref(status)}${status ? '&' : '?'}page=${p}`)} />}
      </Stack>
    </Container>
  );
}

function FilterButton({ href, active, label, count }: { href: string; active: boolean; label: string; count: number }) {
  return (
    <Button
      component={Link}
      to={href}
      size="compact-sm"
      radius="xl"
      variant={active ? 'filled' : 'default'}
      aria-current={active ? 'page' : undefined}
      rightSection={<span data-testid="status-count">{count}</span>}
    >
      {label}
    </Button>
  );
}
