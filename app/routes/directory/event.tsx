import { Anchor, Avatar, Badge, Box, Breadcrumbs, Container, Grid, Group, Image, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconClock, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { idFromUrl } from '#common/fields.ts';
import { isoWithOffset } from '#common/time-zones.ts';
import { BookingCard } from '../../components/bookings/booking-card.tsx';
import { PriceCurrencyNote } from '../../components/directory/cards.tsx';
import { Gallery } from '../../components/directory/gallery.tsx';
import { JsonLd } from '../../components/directory/json-ld.tsx';
import { placeLabel } from '../../components/directory/place.ts';
import { ContactGate, Facts, Paragraphs, ProfileBand, Section } from '../../components/directory/profile-parts.tsx';
import { ShareButtons } from '../../components/directory/share-buttons.tsx';
import { OwnerBar } from '../../components/events/owner-bar.tsx';
import { YourTime } from '../../components/events/your-time.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { useFlashToast } from '../../components/toast.tsx';
import { apiClient, failedPage, requireSession } from '../../lib/api.server.ts';
import { directoryApi, eventView, notFoundPage } from '../../lib/directory.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { serverContext } from '../../lib/server-context.ts';
import { webStateContext } from '../../lib/web-state.server.ts';
import type { Route } from './+types/event';

/** A member books a place (SPEC §7 POST event-booking/); the answer says whether it is a place or the waiting list. */
export async function action({ request, context, params }: Route.ActionArgs) {
  requireSession(context, request);
  const id = idFromUrl(params.eventId);
  const form = await request.formData();
  if (id === null || form.get('intent') !== 'book') throw data(null, { status: 400 });
  const res = await apiClient(context, request).post('event-booking/', { json: { event: id } });
  const t = await serverT(context);
  if (res.ok) return { toast: { type: 'success' as const, message: res.data.detail } };
  const reason = typeof res.data.detail === 'string' ? res.data.detail : Array.isArray(res.data.event) ? String(res.data.event[0]) : null;
  return { toast: { type: 'error' as const, message: reason ?? t('messages:errors.something_wrong') } };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.eventId)) return notFoundPage(context);
  const { api, lang } = directoryApi(context, request);
  const res = await api.get('event/{id}', { params: { id: params.eventId } });
  // 400: the address holds something that cannot be an id — as missing as an unknown one.
  if (res.status === 404 || res.status === 400) return notFoundPage(context);
  if (!res.ok) throw failedPage(res);
  const event = { ...res.data, ...eventView(lang, res.data) };
  const session = context.get(webStateContext).session;
  // The member's own open booking of this event, if any (a cancelled one lets them book again).
  const mine = session ? await api.get('event-booking/my-bookings/', { query: { page_size: 100 } }) : null;
  const booking = mine?.ok ? (mine.data.results.find((b) => b.event.id === event.id && b.status !== 'cancelled') ?? null) : null;
  const origin = context.get(serverContext).publicUrl;
  const place = placeLabel(event);
  const abs = (path: string | null) => (path ? `${origin}${path}` : undefined);
  return {
    event,
    booking,
    loggedIn: Boolean(session),
    place,
    url: `${origin}/event/${event.id}`,
    meta: {
      title: event.subject,
      description: `${event.dates_label} · ${place} · ${event.school.name}. ${event.description_excerpt}`.slice(0, 300),
      image: event.image ?? undefined,
      bandImage: event.image ?? undefined,
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.subject,
      description: event.description_excerpt,
      startDate: event.start_time ? isoWithOffset(event.start_date, event.start_time, event.timezone) : event.start_date,
      endDate: event.end_time ? isoWithOffset(event.end_date, event.end_time, event.timezone) : event.end_date,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      image: [abs(event.image), ...event.images.map((i) => abs(i.image))].filter(Boolean),
      url: `${origin}/event/${event.id}`,
      location: {
        '@type': 'Place',
        name: event.school.name,
        address: { '@type': 'PostalAddress', addressLocality: event.city, addressRegion: event.region?.name, addressCountry: event.country?.code },
      },
      organizer: { '@type': 'EducationalOrganization', name: event.school.name, url: `${origin}/schools/${event.school.slug}` },
      performer: event.instructors.map((i) => ({ '@type': 'Person', name: i.teacher.name, url: `${origin}/teachers/${i.teacher.slug}` })),
      offers: {
        '@type': 'Offer',
        price: (event.price / 100).toFixed(2),
        priceCurrency: event.currency,
        url: `${origin}/event/${event.id}`,
        availability: event.availability.full ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      },
    },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('directory');
  useFlashToast(actionData?.toast);
  if ('notFound' in loaderData) return <NotFound />;
  const { event, place } = loaderData;
  const gallery = event.images.map((i) => ({ id: i.id, image: i.image, description: i.caption }));
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <ProfileBand cover={event.image}>
        <Stack gap="sm" py={{ base: 32, sm: 56 }}>
          <Breadcrumbs className="dir-crumbs">
            <Anchor component={Link} to="/directory/events" c="white" size="sm">
              {t('breadcrumb_directory')}
            </Anchor>
            <Anchor component={Link} to={`/schools/${event.school.slug}`} c="white" size="sm" lineClamp={1}>
              {event.school.name}
            </Anchor>
          </Breadcrumbs>
          <Title order={1} c="white" fz={{ base: 26, sm: 36 }} lh={1.2}>
            {event.subject}
          </Title>
          <Group gap="lg" c="gray.1">
            <Group gap={6}>
              <IconCalendarEvent size={18} aria-hidden />
              <Text fw={600}>{event.dates_label}</Text>
            </Group>
            {event.time_label && (
              <Group gap={6}>
                <IconClock size={18} aria-hidden />
                <Text>
                  {event.time_label} <span data-testid="event-zone">{t('timeZone.in_zone', { zone: event.zone_label })}</span>
                </Text>
              </Group>
            )}
            <Group gap={6}>
              <IconMapPin size={18} aria-hidden />
              <Text>{place}</Text>
            </Group>
          </Group>
          {/* Its line is kept from the start: filled after hydration, it would push the page down (a layout shift). */}
          <Box c="gray.1" className={event.time_label ? 'event-your-time' : undefined}>
            <YourTime lang={i18n.language} {...event} />
          </Box>
        </Stack>
      </ProfileBand>
      <Container size="lg" py="lg">
        <OwnerBar event={event} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Section id="details" title={t('event_details')}>
              <Stack gap="md">
                {event.image && <Image src={event.image} alt="" radius="md" />}
                <Paragraphs text={event.description} />
              </Stack>
            </Section>
            {event.options.length > 0 && (
              <Section id="options" title={t('options')}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {event.options.map((group) => (
                    <div key={group.category.id}>
                      <Text fw={600} mb={4}>
                        {group.category.name}
                      </Text>
                      <List size="sm" spacing={2}>
                        {[
                          ...group.options.map((o) => ({ key: `o${o.id}`, name: o.name })),
                          ...group.custom_options.map((o) => ({ key: `c${o.id}`, name: o.name })),
                        ].map((o) => (
                          <List.Item key={o.key}>{o.name}</List.Item>
                        ))}
                      </List>
                    </div>
                  ))}
                </SimpleGrid>
              </Section>
            )}
            {event.free_time_activities && (
              <Section id="free-time" title={t('free_time_activities')}>
                <Text>{event.free_time_activities}</Text>
              </Section>
            )}
            {event.instructors.length > 0 && (
              <Section id="instructors" title={t('instructors')}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {event.instructors.map((i) => (
                    <Group key={i.id} wrap="nowrap">
                      <Avatar src={i.teacher.photo} alt="" radius="xl" size="lg" />
                      <div>
                        <Anchor component={Link} to={`/teachers/${i.teacher.slug}`} fw={600}>
                          {i.teacher.name}
                        </Anchor>
                        <Text size="sm" c="dimmed">
                          {i.teacher.headline}
                        </Text>
                      </div>
                    </Group>
                  ))}
                </SimpleGrid>
              </Section>
            )}
            {gallery.length > 0 && (
              <Section id="images" title={t('images')}>
                <Gallery items={gallery} />
              </Section>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg" pos={{ md: 'sticky' }} top={80}>
              <Section title={t('price')}>
                <Stack gap="sm">
                  <div>
                    <Text fz={28} fw={700} c="brand.7" data-testid="event-price">
                      {event.price_label || t('free')}
                    </Text>
                    <PriceCurrencyNote price={event.price} currency={event.currency} size="sm" />
                  </div>
                  <BookingCard
                    booking={loaderData.booking}
                    availability={event.availability}
                    loggedIn={loaderData.loggedIn}
                    loginHref={`/auth/login?next=${encodeURIComponent(`/event/${event.id}`)}`}
                  />
                  <Facts
                    items={[
                      [t('dates'), event.dates_label],
                      [t('time'), event.time_label],
                      [t('timeZone.label'), event.zone_label],
                      [t('registration_limit'), event.registration_limit ? t('registration_limit_value', { count: event.registration_limit }) : null],
                      [
                        t('organiser'),
                        <Anchor key="organiser" component={Link} to={`/schools/${event.school.slug}`}>
                          {event.school.name}
                        </Anchor>,
                      ],
                    ]}
                  />
                  {(event.accept_eyep || event.accept_ce) && (
                    <Group gap={6}>
                      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                        {t('accepts')}
                      </Text>
                      {event.accept_eyep && <Badge variant="light">{t('accept_eyep')}</Badge>}
                      {event.accept_ce && (
                        <Badge variant="outline" color="teal.9">
                          {t('accept_ce')}
                        </Badge>
                      )}
                    </Group>
                  )}
                </Stack>
              </Section>
              <Section title={t('contact')}>
                <ContactGate visible={Boolean(event.contact)}>
                  <Facts
                    items={[
                      [t('contact'), event.contact?.name],
                      [
                        t('email'),
                        event.contact?.email ? (
                          <Anchor key="email" href={`mailto:${event.contact.email}`} data-testid="event-contact-email">
                            {event.contact.email}
                          </Anchor>
                        ) : null,
                      ],
                      [
                        t('phone'),
                        event.contact?.phone ? (
                          <Anchor key="phone" href={`tel:${event.contact.phone}`}>
                            {event.contact.phone}
                          </Anchor>
                        ) : null,
                      ],
                      [t('address'), event.address],
                    ]}
                  />
                </ContactGate>
              </Section>
              <Section title={t('share')}>
                <ShareButtons url={loaderData.url} title={event.subject} />
              </Section>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
