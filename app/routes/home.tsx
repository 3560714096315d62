import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import { pageMeta } from '../components/page-meta.ts';
import { serverT } from '../lib/i18n.server.ts';
import type { RootData } from '../root.tsx';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const t = await serverT(context);
  return { meta: { title: t('home.title'), description: t('home.description') } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Home() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>('root');
  const facts = [
    { value: '80+', label: t('home.fact_countries') },
    { value: '2011', label: t('home.fact_founded') },
    { value: '4', label: t('home.fact_languages') },
  ];
  return (
    <>
      <section className="hero">
        <Container size="lg">
          <Stack gap="lg" maw={720}>
            <Title order={1} c="white" fz={{ base: 32, sm: 44 }} lh={1.2}>
              {t('home.hero_title')}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="brand.0">
              {t('home.hero_text')}
            </Text>
            <Group gap="sm">
              {root?.user ? (
                <Button component={Link} to="/user-profile" size="md" color="saffron.6">
                  {t('home.cta_profile')}
                </Button>
              ) : (
                <>
                  <Button component={Link} to="/auth/signup" size="md" color="saffron.6">
                    {t('home.cta_signup')}
                  </Button>
                  <Button component={Link} to="/auth/login" size="md" variant="white">
                    {t('auth.login')}
                  </Button>
                </>
              )}
            </Group>
          </Stack>
        </Container>
      </section>
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
