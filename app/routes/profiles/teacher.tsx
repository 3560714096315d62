import { Badge, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { ProfilePage } from '../../components/directory/profile-page.tsx';
import { CodeBadges, Paragraphs, Section } from '../../components/directory/profile-parts.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { eventView } from '../../lib/directory.server.ts';
import { formatNumber } from '../../lib/directory-format.ts';
import { loadProfile } from '../../lib/profile-page.server.ts';
import { useStandards } from '../../lib/standards.ts';
import type { Route } from './+types/teacher';

export async function loader(args: Route.LoaderArgs) {
  const page = await loadProfile(args, '/teachers', (api, query) => api.get('teacher/teacher/{id}', { params: { id: args.params.slug }, query }));
  if (page.notFound) return page.notFound;
  const { api, lang, profile: teacher, place, origin } = page;
  const [gallery, events, ce] = await Promise.all([
    api.get('teacher/gallery', { query: { teacher: teacher.id, page_size: 24 } }),
    api.get('event', { query: { teacher: teacher.id, page_size: 6 } }),
    // Continuing-education hours from certificates of attendance (issue 13).
    api.get('certificate/summary/', { query: { teacher: teacher.id } }),
  ]);
  return data(
    {
      teacher,
      place,
      gallery: gallery.ok ? gallery.data.results : [],
      events: events.ok ? events.data.results.map((e) => eventView(lang, e)) : [],
      labels: {
        ...page.dates,
        hours: teacher.teaching_hours ? formatNumber(lang, teacher.teaching_hours) : '',
        ceHours: ce.ok && ce.data.certificates > 0 ? formatNumber(lang, ce.data.total_hours) : '',
        // The number itself picks the singular or plural; the formatted one is shown.
        ceHoursCount: ce.ok ? ce.data.total_hours : 0,
      },
      verified: page.verified,
      meta: { ...page.meta, description: `${teacher.headline} — ${place}. ${teacher.introduction_excerpt}`.slice(0, 300), image: teacher.photo ?? undefined },
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
    page.init,
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function TeacherProfile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('directory');
  const { t: tl } = useTranslation('listing');
  const standards = useStandards();
  if ('notFound' in loaderData) return <NotFound />;
  const { teacher, labels } = loaderData;
  return (
    <ProfilePage
      page={loaderData}
      profile={teacher}
      before={
        teacher.registration_type && (
          <Badge color="saffron.9" variant="filled">
            {teacher.registration_type} {teacher.registration_level}
          </Badge>
        )
      }
      facts={[
        [t('wya_teacher_id'), teacher.wya_teacher_id],
        [t('registration_type'), teacher.registration_type ? standards.label(teacher.registration_type) : null],
        [t('registration_level'), teacher.registration_level ? t('hours', { count: Number(teacher.registration_level) }) : null],
        [t('experience'), teacher.years_teaching ? t('years_teaching', { count: teacher.years_teaching }) : null],
        [t('teaching_hours_label'), labels.hours || null],
        [tl('certificates.section_title'), labels.ceHours ? tl('certificates.total', { count: labels.ceHoursCount, hours: labels.ceHours }) : null],
        [t('member_since'), labels.memberSince],
        [t('valid_until'), labels.validUntil],
      ]}
    >
      <Section id="about" title={t('about_teacher')}>
        <Stack gap="md">
          <Paragraphs text={teacher.introduction} />
          <CodeBadges codes={teacher.styles} group="styles_list" color="saffron.9" />
        </Stack>
      </Section>
    </ProfilePage>
  );
}
