import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlatformEvent } from '#common/content.ts';
import { EventFacts } from '../../components/content/event-dates.tsx';
import { PageHeader } from '../../components/content/page-header.tsx';
import { Reveal } from '../../components/content/reveal.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { must } from '../../lib/content.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/events';

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = await serverT(context);
  const events = await must(apiClient(context, request).get('platform-event', { query: { page_size: 50 } }));
  return { events: events.results, meta: { title: t('content:events.title'), description: t('content:events.description') } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Events({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const upcoming = loaderData.events.filter((e) => !e.is_past);
  const past = loaderData.events.filter((e) => e.is_past).reverse();
  return (
    <>
      <PageHeader
        title={t('content:events.title')}
        intro={t('content:events.intro')}
        crumbs={[{ label: t('nav.community') }, { label: t('content:events.title') }]}
      />
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <Stack gap="xl">
          <Title order={2}>{t('content:events.upcoming')}</Title>
          {upcoming.length === 0 && <Text c="gray.7">{t('content:events.none_upcoming')}</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {upcoming.map((e, i) => (
              <Reveal key={e.id} delay={(i % 3) * 100}>
                <EventCard event={e} />
              </Reveal>
            ))}
          </SimpleGrid>
          {past.length > 0 && (
            <>
              <Title order={2}>{t('content:events.past')}</Title>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                {past.map((e) => (
                  <EventCard key={e.id} event={e} />
                ))}
              </SimpleGrid>
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}

function EventCard({ event }: { event: PlatformEvent }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" data-testid="platform-event" opacity={event.is_past ? 0.8 : 1}>
      <Stack gap="sm" h="100%">
        <Group gap={6}>
          <Badge variant="light">{event.is_online ? t('content:events.online') : t('content:events.in_person')}</Badge>
          {event.applied && <Badge color="teal.9">{t('content:events.applied')}</Badge>}
          {event.is_past && <Badge color="gray.7">{t('content:events.ended')}</Badge>}
        </Group>
        <Title order={3} size="h4">
          {event.title}
        </Title>
        <EventFacts event={event} />
        <Text size="sm" c="gray.7" style={{ flex: 1 }}>
          {event.summary}
        </Text>
        <Button component={Link} to={`/community/wya-events/${event.slug}`} variant="light">
          {t('content:events.details')}
        </Button>
      </Stack>
    </Card>
  );
}
