import { Avatar, Card, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/content/page-header.tsx';
import { Reveal } from '../../components/content/reveal.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { apiClient } from '../../lib/api.server.ts';
import { must } from '../../lib/content.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/our-team';

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = await serverT(context);
  const team = await must(apiClient(context, request).get('team'));
  return { team: team.results, meta: { title: t('content:team.title'), description: t('content:team.description') } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const initials = (name: string) =>
  name
    .replace(/^(Dr\.|ดร\.)\s*/, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => Array.from(w)[0])
    .join('');

export default function OurTeam({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('content:team.title')}
        intro={t('content:team.intro')}
        crumbs={[{ label: t('nav.about'), to: '/about' }, { label: t('content:team.title') }]}
      />
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {loaderData.team.map((m, i) => (
            <Reveal key={m.id} delay={(i % 3) * 100}>
              <Card withBorder radius="lg" padding="lg" h="100%" data-testid="team-member">
                <Stack gap="sm" align="flex-start">
                  <Avatar src={m.photo} size={72} radius="xl" color="brand" variant="filled" alt="">
                    {initials(m.name)}
                  </Avatar>
                  <div>
                    <Text fw={700} size="lg">
                      {m.name}
                    </Text>
                    <Text c="saffron.9" fw={500} size="sm">
                      {m.role}
                    </Text>
                  </div>
                  <Text size="sm" c="gray.7">
                    {m.bio}
                  </Text>
                </Stack>
              </Card>
            </Reveal>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
