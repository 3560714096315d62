import { Button, Card, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/content/page-header.tsx';
import { Prose } from '../../components/content/prose.tsx';
import { Reveal } from '../../components/content/reveal.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { loadContentPage } from '../../lib/content.server.ts';
import type { Route } from './+types/member-benefit';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await loadContentPage(context, request, 'member-benefit');
  return { page, meta: { title: page.title, description: page.description } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function MemberBenefit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page } = loaderData;
  const discounts = [
    { value: '15%', level: 'RSY · RTY', text: t('content:benefits.discount_15') },
    { value: '25%', level: 'CYS · CYT', text: t('content:benefits.discount_25') },
    { value: t('content:benefits.up_to_40'), level: 'CYS · CYT', text: t('content:benefits.discount_40') },
  ];
  return (
    <>
      <PageHeader title={page.title} intro={page.description}>
        <Group gap="sm" mt="xs">
          <Button component="a" href="#schools" variant="white">
            {t('nav.benefits_schools')}
          </Button>
          <Button component="a" href="#teachers" variant="outline" color="white">
            {t('nav.benefits_teachers')}
          </Button>
        </Group>
      </PageHeader>
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <Stack gap="xl">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {discounts.map((d, i) => (
              <Reveal key={d.text} delay={i * 100}>
                <Card withBorder radius="lg" padding="lg" h="100%" data-testid="discount">
                  <Text fz={36} fw={700} c="saffron.9" lh={1.1}>
                    {d.value}
                  </Text>
                  <Text size="xs" fw={700} c="brand.6" mt={4}>
                    {d.level}
                  </Text>
                  <Text size="sm" mt="xs">
                    {d.text}
                  </Text>
                </Card>
              </Reveal>
            ))}
          </SimpleGrid>
          <Reveal>
            <div className="content-card">
              <Prose html={page.html} />
            </div>
          </Reveal>
          <Group justify="center" gap="sm">
            <Button component={Link} to="/fee-details" size="md">
              {t('nav.fee')}
            </Button>
            <Button component={Link} to="/auth/signup" size="md" variant="light">
              {t('content:benefits.cta_join')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </>
  );
}
