import { Anchor, Blockquote, Box, Button, Container, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { EventResultCard, SchoolResultCard, TeacherResultCard } from '../components/directory/cards.tsx';
import { RatingStars } from '../components/directory/rating-stars.tsx';
import { pageMeta } from '../components/page-meta.ts';
import { Form, Link } from '../components/router-links.tsx';
import { directoryApi, eventView } from '../lib/directory.server.ts';
import { serverT } from '../lib/i18n.server.ts';
import type { RootData } from '../root.tsx';
import type { Route } from './+types/home';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { api, lang } = directoryApi(context, request);
  const [t, schools, teachers, events, testimonials] = await Promise.all([
    serverT(context),
    api.get('school/school', { query: { ordering: 'popular', page_size: 6 } }),
    api.get('teacher/teacher', { query: { ordering: 'recommended', page_size: 6 } }),
    api.get('event', { query: { page_size: 6 } }),
    api.get('testimonial', { query: { page_size: 3 } }),
  ]);
  return {
    meta: { title: t('home.title'), description: t('home.description') },
    schools: schools.ok ? schools.data.results : [],
    teachers: teachers.ok ? teachers.data.results : [],
    events: events.ok ? events.data.results.map((e) => eventView(lang, e)) : [],
    testimonials: testimonials.ok ? testimonials.data.results : [],
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

function Showcase({ title, to, children }: { title: string; to: string; children: ReactNode }) {
  const { t } = useTranslation('directory');
  return (
    <Box component="section" py={40}>
      <Container size="lg">
        <Group justify="space-between" mb="md" align="flex-end">
          <Title order={2} size="h3">
            {title}
          </Title>
          <Anchor component={Link} to={to} fw={600} size="sm">
            <Group gap={4}>
              {t('see_all')} <IconArrowRight size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
        {children}
      </Container>
    </Box>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { t: td } = useTranslation('directory');
  const root = useRouteLoaderData<RootData>('root');
  const { schools, teachers, events, testimonials } = loaderData;
  const facts = [
    { value: '80+', label: t('home.fact_countries') },
    { value: '2011', label: t('home.fact_founded') },
    { value: '4', label: t('home.fact_languages') },
  ];
  return (
    <>
      <section className="hero">
        <Container size="lg">
          <Stack gap="lg" maw={760}>
            <Title order={1} c="white" fz={{ base: 32, sm: 44 }} lh={1.2}>
              {t('home.hero_title')}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="brand.0">
              {t('home.hero_text')}
            </Text>
            <Form method="get" action="/directory/schools" role="search" aria-label={td('home_search_title')}>
              <Group gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  name="q"
                  aria-label={td('search_label')}
                  placeholder={td('search_placeholder_schools')}
                  size="md"
                  leftSection={<IconSearch size={18} />}
                  style={{ flex: 1 }}
                  maxLength={200}
                />
                <Button type="submit" size="md" color="saffron.9">
                  {td('submit')}
                </Button>
              </Group>
            </Form>
            <Group gap="sm">
              {root?.user ? (
                <Button component={Link} to="/user-profile" variant="white">
                  {t('home.cta_profile')}
                </Button>
              ) : (
                <>
                  <Button component={Link} to="/auth/signup" variant="white">
                    {t('home.cta_signup')}
                  </Button>
                  <Button component={Link} to="/auth/login" variant="outline" color="white">
                    {t('auth.login')}
                  </Button>
                </>
              )}
            </Group>
          </Stack>
        </Container>
      </section>
      {schools.length > 0 && (
        <Showcase title={td('popular_schools')} to="/directory/schools">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {schools.map((s, i) => (
              <SchoolResultCard key={s.id} school={s} first={i === 0} />
            ))}
          </SimpleGrid>
        </Showcase>
      )}
      {teachers.length > 0 && (
        <Box bg="white">
          <Showcase title={td('recommended_teachers')} to="/directory/teachers">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {teachers.map((teacher) => (
                <TeacherResultCard key={teacher.id} teacher={teacher} />
              ))}
            </SimpleGrid>
          </Showcase>
        </Box>
      )}
      {events.length > 0 && (
        <Showcase title={td('top_events')} to="/directory/events">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {events.map((e) => (
              <EventResultCard key={e.id} event={e} />
            ))}
          </SimpleGrid>
        </Showcase>
      )}
      {testimonials.length > 0 && (
        <Box bg="white" py={40} component="section" aria-labelledby="testimonials-title">
          <Container size="lg">
            <Title order={2} size="h3" mb="md" id="testimonials-title">
              {td('testimonials')}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
              {testimonials.map((q) => (
                <Blockquote
                  key={q.id}
                  color="saffron"
                  p="lg"
                  radius="md"
                  cite={`— ${q.name}${q.role ? `, ${q.role}` : ''}${q.country ? ` (${q.country})` : ''}`}
                >
                  <RatingStars rating={q.rating} count={1} bare />
                  <Text size="sm">{q.quote}</Text>
                </Blockquote>
              ))}
            </SimpleGrid>
          </Container>
        </Box>
      )}
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {facts.map((fact) => (
            <Stack key={fact.label} gap={4} ta="center">
              <Text fz={40} fw={700} c="brand.7">
                {fact.value}
              </Text>
              <Text c="dimmed">{fact.label}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
