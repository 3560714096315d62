// The frame a school's and a teacher's public page share: the band with names, picture and place, then
// the profile's sections, gallery and events beside (under, on phones) its registration and contact.
import { Anchor, Avatar, Breadcrumbs, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolDetail, TeacherDetail } from '#common/directory.ts';
import type { EventCardView } from '../../lib/directory.server.ts';
import { LightGroup, LightText } from '../light.tsx';
import { Link } from '../router-links.tsx';
import { EventsSection } from './cards.tsx';
import { Gallery } from './gallery.tsx';
import { JsonLd } from './json-ld.tsx';
import { ContactSection, Facts, ProfileBand, Section } from './profile-parts.tsx';
import { VerifiedBadge, type VerifiedRegistration } from './verified-badge.tsx';

// A school shows its logo (not on phones), and its registration and contact stay in view beside its long
// page; a teacher shows a larger round portrait, with a smaller title beside it.
const LOOKS = {
  schools: { py: 56, gap: 'md', fz: { base: 26, sm: 36 }, avatar: { size: 72, radius: 'md', visibleFrom: 'xs' }, side: { pos: { md: 'sticky' }, top: 80 } },
  teachers: { py: 48, gap: 'lg', fz: { base: 24, sm: 34 }, avatar: { size: 96, radius: 96, className: 'dir-portrait' }, side: {} },
} as const;

type Pictures = Parameters<typeof Gallery>[0]['items'];
type ProfilePageProps = {
  page: { jsonLd: Record<string, unknown>; place: string; verified: VerifiedRegistration; gallery: Pictures; events: EventCardView[] };
  profile: SchoolDetail | TeacherDetail;
  /** The badges and stars in the band: `before` the view count, then `after` it. */
  before: ReactNode;
  after?: ReactNode;
  facts: Array<[string, ReactNode]>;
  /** What stands between the registration and the contact (a school's rating summary). */
  between?: ReactNode;
  /** The profile's own sections, before its gallery and events. */
  children: ReactNode;
  /** A school's reviews, after its events. */
  reviews?: ReactNode;
};

export function ProfilePage(props: ProfilePageProps) {
  const { t } = useTranslation('directory');
  const { page, profile, before, after } = props;
  const directory = 'photo' in profile ? 'teachers' : 'schools';
  const look = LOOKS[directory];
  return (
    <>
      <JsonLd data={page.jsonLd} />
      <ProfileBand cover={profile.cover_image}>
        <Stack gap="sm" py={{ base: 32, sm: look.py }}>
          <Breadcrumbs className="dir-crumbs">
            <Anchor component={Link} to={`/directory/${directory}`} c="white" size="sm">
              {t('breadcrumb_directory')}
            </Anchor>
            <Text size="sm" c="gray.3" lineClamp={1}>
              {profile.name}
            </Text>
          </Breadcrumbs>
          <Group gap={look.gap} wrap="nowrap" align="center">
            <Avatar src={'photo' in profile ? profile.photo : profile.logo} alt="" {...look.avatar} />
            <Stack gap={4} miw={0}>
              <Title order={1} c="white" style={{ overflowWrap: 'anywhere' }} fz={look.fz} lh={1.2}>
                {profile.name}
              </Title>
              {profile.local_name && (
                <Text c="gray.1" fz={{ base: 'md', sm: 'lg' }} data-testid="local-name">
                  {profile.local_name}
                </Text>
              )}
              {'headline' in profile && <Text c="gray.1">{profile.headline}</Text>}
              <LightGroup gap={6} c="gray.2">
                <IconMapPin size={16} aria-hidden />
                <LightText size="sm">{page.place}</LightText>
              </LightGroup>
            </Stack>
          </Group>
          <LightGroup gap="sm" className="dir-band-meta">
            {before}
            <LightGroup gap={4}>
              <IconEye size={14} aria-hidden />
              <LightText size="xs">{t('views', { count: profile.viewers })}</LightText>
            </LightGroup>
            {after}
          </LightGroup>
        </Stack>
      </ProfileBand>
      <Container size="lg" py="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            {props.children}
            <Section id="gallery" title={t('gallery')}>
              <Gallery items={page.gallery} />
            </Section>
            <EventsSection events={page.events} />
            {props.reviews}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg" {...look.side}>
              <Section title={t('registration')}>
                <VerifiedBadge {...page.verified} />
                <Facts items={props.facts} />
              </Section>
              {props.between}
              <ContactSection contact={profile.contact} website={profile.website} social={profile.social} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
