import { Anchor, Avatar, Badge, Breadcrumbs, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import type { CeSummary } from '#common/certificates.ts';
import { verifyPath } from '#common/credential-codes.ts';
import type { EventPage, TeacherDetail, TeacherGalleryPage } from '#common/directory.ts';
import { EventsSection } from '../../components/directory/cards.tsx';
import { Gallery } from '../../components/directory/gallery.tsx';
import { JsonLd } from '../../components/directory/json-ld.tsx';
import { placeLabel } from '../../components/directory/place.ts';
import { CodeBadges, ContactSection, Facts, Paragraphs, ProfileBand, Section } from '../../components/directory/profile-parts.tsx';
import { VerifiedBadge } from '../../components/directory/verified-badge.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { failedPage } from '../../lib/api.server.ts';
import { directoryApi, eventView, notFoundPage, visitorKey } from '../../lib/directory.server.ts';
import { formatDate, formatNumber } from '../../lib/directory-format.ts';
import { serverT } from '../../lib/i18n.server.ts';
import { serverContext } from '../../lib/server-context.ts';
import { useStandards } from '../../lib/standards.ts';
import type { Route } from './+types/teacher';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, lang } = directoryApi(context, request);
  const visitor = visitorKey(request);
  const res = await api.get<TeacherDetail>(`teacher/teacher/${encodeURIComponent(params.slug)}`, { query: { visitor: visitor.key } });
  if (res.status === 404 || res.status === 400) return notFoundPage(context);
  if (!res.ok) throw failedPage(res);
  const teacher = res.data;
  if (teacher.slug !== params.slug) throw redirect(`/teachers/${teacher.slug}`, 301);
  const [gallery, events, ce] = await Promise.all([
    api.get<TeacherGalleryPage>('teacher/gallery', { query: { teacher: teacher.id, page_size: 24 } }),
    api.get<EventPage>('event', { query: { teacher: teacher.id, page_size: 6 } }),
    // Continuing-education hours from certificates of attendance (issue 13).
    api.get<CeSummary>('certificate/summary/', { query: { teacher: teacher.id } }),
  ]);
  const origin = context.get(serverContext).publicUrl;
  const place = placeLabel(teacher);
  const t = await serverT(context);
  return data(
    {
      teacher,
      place,
      gallery: gallery.ok ? gallery.data.results : [],
      events: events.ok ? events.data.results.map((e) => eventView(lang, e)) : [],
      labels: {
        memberSince: formatDate(lang, teacher.member_since),
        validUntil: formatDate(lang, teacher.valid_until),
        hours: teacher.teaching_hours ? formatNumber(lang, teacher.teaching_hours) : '',
        ceHours: ce.ok && ce.data.certificates > 0 ? formatNumber(lang, ce.data.total_hours) : '',
        // The number itself picks the singular or plural; the formatted one is shown.
        ceHoursCount: ce.ok ? ce.data.total_hours : 0,
      },
      // Listed means valid today: the badge links to the public check of its registry card (ADR 0036).
      verified: { href: verifyPath(teacher.registry_code), label: t('credentials:badge.verified'), title: t('credentials:badge.title') },
      meta: {
        title: teacher.name,
        description: `${teacher.headline} — ${place}. ${teacher.introduction_excerpt}`.slice(0, 300),
        image: teacher.photo ?? undefined,
        bandImage: teacher.cover_image ?? undefined,
      },
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: teacher.name,
        jobTitle: teacher.headline || 'Yoga teacher',
        description: teacher.introduction_excerpt,
        url: `${origin}/teachers/${teacher.slug}`,
        image: teacher.photo && `${origin}${teacher.photo}`,
        address: { '@type': 'PostalAddress', addressLocality: teacher.city, addressRegion: teacher.region?.name, addressCountry: teacher.country?.code },
        knowsAbout: teacher.styles,
        identifier: teacher.wya_teacher_id,
        sameAs: [teacher.website, ...Object.values(teacher.social)].filter(Boolean),
      },
    },
    { headers: visitor.setCookie ? { 'set-cookie': visitor.setCookie } : undefined },
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function TeacherProfile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('directory');
  const { t: tl } = useTranslation('listing');
  const standards = useStandards();
  if ('notFound' in loaderData) return <NotFound />;
  const { teacher, place, gallery, events, labels } = loaderData;
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <ProfileBand cover={teacher.cover_image}>
        <Stack gap="sm" py={{ base: 32, sm: 48 }}>
          <Breadcrumbs className="dir-crumbs">
            <Anchor component={Link} to="/directory/teachers" c="white" size="sm">
              {t('breadcrumb_directory')}
            </Anchor>
            <Text size="sm" c="gray.3" lineClamp={1}>
              {teacher.name}
            </Text>
          </Breadcrumbs>
          <Group gap="lg" wrap="nowrap">
            <Avatar src={teacher.photo} size={96} radius={96} alt="" className="dir-portrait" />
            <Stack gap={4} miw={0}>
              <Title order={1} c="white" style={{ overflowWrap: 'anywhere' }} fz={{ base: 24, sm: 34 }} lh={1.2}>
                {teacher.name}
              </Title>
              {teacher.local_name && (
                <Text c="gray.1" fz={{ base: 'md', sm: 'lg' }} data-testid="local-name">
                  {teacher.local_name}
                </Text>
              )}
              <Text c="gray.1">{teacher.headline}</Text>
              <Group gap={6} c="gray.2">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm">{place}</Text>
              </Group>
            </Stack>
          </Group>
          <Group gap="sm" className="dir-band-meta">
            {teacher.registration_type && (
              <Badge color="saffron.9" variant="filled">
                {teacher.registration_type} {teacher.registration_level}
              </Badge>
            )}
            <Group gap={4}>
              <IconEye size={14} aria-hidden />
              <Text size="xs">{t('views', { count: teacher.viewers })}</Text>
            </Group>
          </Group>
        </Stack>
      </ProfileBand>
      <Container size="lg" py="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Section id="about" title={t('about_teacher')}>
              <Stack gap="md">
                <Paragraphs text={teacher.introduction} />
                <CodeBadges codes={teacher.styles} group="styles_list" color="saffron.9" />
              </Stack>
            </Section>
            <Section id="gallery" title={t('gallery')}>
              <Gallery items={gallery} />
            </Section>
            <EventsSection events={events} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <Section title={t('registration')}>
                <VerifiedBadge {...loaderData.verified} />
                <Facts
                  items={[
                    [t('wya_teacher_id'), teacher.wya_teacher_id],
                    [t('registration_type'), teacher.registration_type ? standards.label(teacher.registration_type) : null],
                    [t('registration_level'), teacher.registration_level ? t('hours', { count: Number(teacher.registration_level) }) : null],
                    [t('experience'), teacher.years_teaching ? t('years_teaching', { count: teacher.years_teaching }) : null],
                    [t('teaching_hours_label'), labels.hours || null],
                    [tl('certificates.section_title'), labels.ceHours ? tl('certificates.total', { count: labels.ceHoursCount, hours: labels.ceHours }) : null],
                    [t('member_since'), labels.memberSince],
                    [t('valid_until'), labels.validUntil],
                  ]}
                />
              </Section>
              <ContactSection contact={teacher.contact} website={teacher.website} social={teacher.social} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
