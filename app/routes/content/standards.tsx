import { Badge, Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STANDARD_CODES } from '#common/content-codes.ts';
import { PageHeader } from '../../components/content/page-header.tsx';
import { Prose } from '../../components/content/prose.tsx';
import { Reveal } from '../../components/content/reveal.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { loadContentPage } from '../../lib/content.server.ts';
import { useStandards } from '../../lib/standards.ts';
import type { Route } from './+types/standards';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await loadContentPage(context, request, 'standards');
  return { page, meta: { title: page.title, description: page.description } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Standards({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const standards = useStandards();
  const { page } = loaderData;
  return (
    <>
      <PageHeader title={page.title} intro={page.description} />
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <Stack gap="xl">
          <Reveal>
            <div className="content-card">
              <Prose html={page.html} />
            </div>
          </Reveal>
          <Title order={2}>{t('content:standards.school_standards')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {STANDARD_CODES.map((code, i) => (
              <Reveal key={code} delay={(i % 3) * 100}>
                <Card component={Link} to={`/standards/${code}`} withBorder radius="lg" padding="lg" h="100%" data-testid={`standard-${code}`}>
                  <Stack gap="xs" h="100%">
                    <Badge variant="filled" color={code === 'CYS' || code === 'RSY' ? 'saffron.9' : 'brand'} w="fit-content">
                      {code}
                    </Badge>
                    <Text fw={600} data-testid="standard-name">
                      {standards.name(code)}
                    </Text>
                    <Text size="sm" c="gray.7" style={{ flex: 1 }}>
                      {standards.summary(code)}
                    </Text>
                    <Text size="sm" c="brand.6" fw={500}>
                      {t('content:standards.read_more')} →
                    </Text>
                  </Stack>
                </Card>
              </Reveal>
            ))}
          </SimpleGrid>
          <Reveal>
            <Card withBorder radius="lg" padding="xl" bg="brand.0">
              <Stack gap="sm" align="flex-start">
                <Title order={2} size="h3">
                  {t('content:standards.teachers_title')}
                </Title>
                <Text>{t('content:standards.teachers_text')}</Text>
                <Button component={Link} to="/standards/teachers" rightSection={<IconArrowRight size={16} />}>
                  {t('content:standards.teachers_cta')}
                </Button>
              </Stack>
            </Card>
          </Reveal>
        </Stack>
      </Container>
    </>
  );
}
