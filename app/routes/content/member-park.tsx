import { Blockquote, Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconMessageCircle, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/content/page-header.tsx';
import { Prose } from '../../components/content/prose.tsx';
import { Reveal } from '../../components/content/reveal.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { loadContentPage, must } from '../../lib/content.server.ts';
import type { Route } from './+types/member-park';

export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, testimonials] = await Promise.all([
    loadContentPage(context, request, 'community/member-park'),
    must(apiClient(context, request).get('testimonial', { query: { page_size: 6 } })),
  ]);
  return { page, testimonials: testimonials.results, meta: { title: page.title, description: page.description } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function MemberPark({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, testimonials } = loaderData;
  const corners = [
    { to: '/community/exclusive-center', icon: <IconVideo size={28} />, title: t('content:exclusive.title'), text: t('content:park.exclusive_text') },
    { to: '/community/wya-events', icon: <IconCalendarEvent size={28} />, title: t('content:events.title'), text: t('content:park.events_text') },
    { to: '/feedback', icon: <IconMessageCircle size={28} />, title: t('content:feedback.title'), text: t('content:park.feedback_text') },
  ];
  return (
    <>
      <PageHeader title={page.title} intro={page.description} crumbs={[{ label: t('nav.community') }, { label: page.title }]} />
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <Stack gap="xl">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {corners.map((c, i) => (
              <Reveal key={c.to} delay={i * 100}>
                <Card withBorder radius="lg" padding="lg" h="100%">
                  <Stack gap="xs" h="100%" align="flex-start">
                    <Text c="brand.6">{c.icon}</Text>
                    <Title order={2} size="h4">
                      {c.title}
                    </Title>
                    <Text size="sm" style={{ flex: 1 }}>
                      {c.text}
                    </Text>
                    <Button component={Link} to={c.to} variant="light" size="sm">
                      {t('content:park.open')}
                    </Button>
                  </Stack>
                </Card>
              </Reveal>
            ))}
          </SimpleGrid>
          <Reveal>
            <div className="content-card">
              <Prose html={page.html} />
            </div>
          </Reveal>
          <Title order={2}>{t('content:park.voices')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {testimonials.map((q, i) => (
              <Reveal key={q.id} delay={(i % 2) * 100}>
                <Blockquote color="saffron" radius="md" cite={`— ${q.name}, ${q.role}`} data-testid="testimonial">
                  {q.quote}
                </Blockquote>
              </Reveal>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </>
  );
}
