import { Avatar, SimpleGrid } from '@mantine/core';
import { IconCalendarEvent, IconEye, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SchoolCard, TeacherCard } from '#common/directory.ts';
import type { EventCardView } from '../../lib/directory.server.ts';
import { LightBadge, LightCard, LightCardTopSection, LightGroup, LightImage, LightStack, LightText, LightTitle } from '../light.tsx';
import { Link } from '../router-links.tsx';
import { placeLabel } from './place.ts';
import { Section } from './profile-parts.tsx';
import { RatingStars } from './rating-stars.tsx';

function Where({ label }: { label: string }) {
  if (!label) return null;
  return (
    <LightGroup gap={4} wrap="nowrap" c="dimmed">
      <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
      <LightText size="sm" lineClamp={1}>
        {label}
      </LightText>
    </LightGroup>
  );
}

/**
 * How a card sits on its page: `first` cards are in the first screen (their image loads at once,
 * the others when scrolled to), and `level` keeps headings in order (2 under a page's h1).
 */
type CardPlace = { first?: boolean; level?: 2 | 3 };
const imageLoading = (first?: boolean) => (first ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const));

export function SchoolResultCard({ school, first, level = 3 }: { school: SchoolCard } & CardPlace) {
  const { t } = useTranslation('directory');
  return (
    <LightCard withBorder radius="md" padding="md" className="dir-card" data-testid="school-card">
      <LightCardTopSection>
        <LightImage src={school.cover_image} alt="" h={140} fallbackSrc="/logo.svg" {...imageLoading(first)} />
      </LightCardTopSection>
      <LightStack gap={6} mt="sm" style={{ flex: 1 }}>
        <LightTitle order={level} size="h5" lineClamp={2}>
          <Link to={`/schools/${school.slug}`} className="dir-card-link">
            {school.name}
          </Link>
        </LightTitle>
        <Where label={placeLabel(school)} />
        <RatingStars rating={school.rating} count={school.rating_count} />
        <LightGroup gap={4}>
          {school.levels.slice(0, 3).map((code) => (
            <LightBadge key={code} size="sm" variant="light" color="brand">
              {code}
            </LightBadge>
          ))}
          {school.styles.slice(0, 3).map((style) => (
            <LightBadge key={style} size="sm" variant="outline" color="saffron.9">
              {t(`styles_list.${style}`)}
            </LightBadge>
          ))}
        </LightGroup>
        <LightText size="sm" c="dimmed" lineClamp={3}>
          {school.introduction_excerpt}
        </LightText>
        <LightGroup gap={4} c="dimmed" mt="auto">
          <IconEye size={14} aria-hidden />
          <LightText size="xs">{t('views', { count: school.viewers })}</LightText>
        </LightGroup>
      </LightStack>
    </LightCard>
  );
}

export function TeacherResultCard({ teacher, level = 3 }: { teacher: TeacherCard } & CardPlace) {
  const { t } = useTranslation('directory');
  return (
    <LightCard withBorder radius="md" padding="md" className="dir-card" data-testid="teacher-card">
      <LightGroup wrap="nowrap" align="flex-start">
        <Avatar src={teacher.photo} alt="" size={64} radius="xl" imageProps={{ loading: 'lazy' }} />
        <LightStack gap={4} style={{ minWidth: 0 }}>
          <LightTitle order={level} size="h5" lineClamp={2}>
            <Link to={`/teachers/${teacher.slug}`} className="dir-card-link">
              {teacher.name}
            </Link>
          </LightTitle>
          <LightText size="sm" lineClamp={2}>
            {teacher.headline}
          </LightText>
          <Where label={placeLabel(teacher)} />
        </LightStack>
      </LightGroup>
      <LightGroup gap={4} mt="sm">
        {teacher.registration_type && (
          <LightBadge size="sm" variant="light" color="brand">
            {teacher.registration_type} {teacher.registration_level}
          </LightBadge>
        )}
        {teacher.styles.slice(0, 3).map((style) => (
          <LightBadge key={style} size="sm" variant="outline" color="saffron.9">
            {t(`styles_list.${style}`)}
          </LightBadge>
        ))}
      </LightGroup>
      {teacher.years_teaching ? (
        <LightText size="xs" c="dimmed" mt="sm">
          {t('years_teaching', { count: teacher.years_teaching })}
        </LightText>
      ) : null}
    </LightCard>
  );
}

export function EventResultCard({ event, first, level = 3 }: { event: EventCardView } & CardPlace) {
  const { t } = useTranslation('directory');
  return (
    <LightCard withBorder radius="md" padding="md" className="dir-card" data-testid="event-card">
      <LightCardTopSection>
        <LightImage src={event.image} alt="" h={140} fallbackSrc="/logo.svg" {...imageLoading(first)} />
      </LightCardTopSection>
      <LightStack gap={6} mt="sm" style={{ flex: 1 }}>
        <LightTitle order={level} size="h5" lineClamp={2}>
          <Link to={`/event/${event.id}`} className="dir-card-link">
            {event.subject}
          </Link>
        </LightTitle>
        <LightGroup gap={4} wrap="nowrap" c="brand.7">
          <IconCalendarEvent size={14} aria-hidden />
          <LightText size="sm" fw={500}>
            {event.dates_label}
          </LightText>
        </LightGroup>
        <Where label={placeLabel(event)} />
        <LightText size="sm" c="dimmed" lineClamp={1}>
          {t('organiser')}: {event.school.name}
        </LightText>
        <div style={{ marginTop: 'auto' }}>
          <LightText size="sm" fw={600}>
            {event.price_label || t('free')}
          </LightText>
          <PriceCurrencyNote price={event.price} currency={event.currency} />
        </div>
      </LightStack>
    </LightCard>
  );
}

/** Event prices stay in the organiser's currency, whatever the visitor chose in the footer: say so. */
export function PriceCurrencyNote({ price, currency, size = 'xs' }: { price: number; currency: string; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('directory');
  if (!price) return null;
  return (
    <LightText size={size} c="dimmed" data-testid="price-currency-note">
      {t('price_currency_note', { currency })}
    </LightText>
  );
}

/** A profile's events as cards, or a line saying there are none (school and teacher pages). */
export function EventsSection({ events }: { events: EventCardView[] }) {
  const { t } = useTranslation('directory');
  return (
    <Section id="events" title={t('events')}>
      {events.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {events.map((e) => (
            <EventResultCard key={e.id} event={e} />
          ))}
        </SimpleGrid>
      ) : (
        <LightText c="dimmed">{t('no_events')}</LightText>
      )}
    </Section>
  );
}
