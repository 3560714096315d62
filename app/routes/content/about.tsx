import { Button, Container, Grid, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STANDARD_CODES } from '#common/content-codes.ts';
import { PageHeader } from '../../components/content/page-header.tsx';
import { Prose } from '../../components/content/prose.tsx';
import { Reveal } from '../../components/content/reveal.tsx';
import { ABOUT_LINKS, SectionNav } from '../../components/content/section-nav.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { loadContentPage } from '../../lib/content.server.ts';
import type { Route } from './+types/about';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await loadContentPage(context, request, 'about');
  return { page, meta: { title: page.title, description: page.description } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page } = loaderData;
  const facts = [
    { value: '2011', label: t('content:about.fact_founded') },
    { value: '80+', label: t('content:about.fact_countries') },
    { value: String(STANDARD_CODES.length), label: t('content:about.fact_standards') },
    { value: '4', label: t('content:about.fact_languages') },
  ];
  return (
    <>
      <PageHeader title={page.title} intro={page.description} />
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" mb="xl">
          {facts.map((f, i) => (
            <Reveal key={f.label} delay={i * 100}>
              <Stack gap={2} ta="center" className="content-card" h="100%">
                <Text fz={34} fw={700} c="brand.7" lh={1.1}>
                  {f.value}
                </Text>
                <Text size="sm" c="gray.7">
                  {f.label}
                </Text>
              </Stack>
            </Reveal>
          ))}
        </SimpleGrid>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Reveal>
              <Stack gap="lg" className="content-card">
                <Prose html={page.html} />
                <Group gap="sm">
                  <Button component={Link} to="/standards">
                    {t('content:about.cta_standards')}
                  </Button>
                  <Button component={Link} to="/about/membership-guideline" variant="light">
                    {t('content:about.cta_guideline')}
                  </Button>
                </Group>
              </Stack>
            </Reveal>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <SectionNav links={ABOUT_LINKS} titleKey="nav.about" />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
