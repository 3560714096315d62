import { Button, Container, Grid, Group, NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { isStandardCode, STANDARD_CODES } from '#common/content-codes.ts';
import { PageHeader } from '../../components/content/page-header.tsx';
import { LastUpdated, Prose } from '../../components/content/prose.tsx';
import { Reveal } from '../../components/content/reveal.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { loadContentPage } from '../../lib/content.server.ts';
import { useStandards } from '../../lib/standards.ts';
import type { Route } from './+types/standard';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const code = params.code;
  if (!isStandardCode(code)) {
    if (isStandardCode(code.toUpperCase())) throw redirect(`/standards/${code.toUpperCase()}${new URL(request.url).search}`, 301);
    throw data(null, { status: 404 });
  }
  const page = await loadContentPage(context, request, `standards/${code.toLowerCase()}`);
  return { code, page, meta: { title: page.title, description: page.description } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Standard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const standards = useStandards();
  const { code, page } = loaderData;
  const forSchools = code !== 'EYEP';
  return (
    <>
      <PageHeader title={page.title} intro={page.description} crumbs={[{ label: t('nav.standards'), to: '/standards' }, { label: code }]} />
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Reveal>
              <Stack gap="lg" className="content-card">
                <Prose html={page.html} />
                <Group gap="sm">
                  <Button component={Link} to={forSchools ? '/fee-details' : '/standards/teachers'}>
                    {forSchools ? t('content:standards.see_fees') : t('content:standards.teachers_cta')}
                  </Button>
                  <Button component={Link} to="/about/membership-guideline" variant="light">
                    {t('nav.membership_guideline')}
                  </Button>
                </Group>
                <LastUpdated date={page.updated} />
              </Stack>
            </Reveal>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Stack gap={2} component="nav" aria-label={t('content:standards.all_standards')}>
              <Text size="xs" fw={700} tt="uppercase" c="gray.7" px="sm" mb={4}>
                {t('content:standards.all_standards')}
              </Text>
              {STANDARD_CODES.map((c) => (
                <NavLink
                  key={c}
                  component={Link}
                  to={`/standards/${c}`}
                  label={`${c} · ${standards.name(c)}`}
                  active={c === code}
                  variant="light"
                  style={{ borderRadius: 8 }}
                />
              ))}
              <NavLink component={Link} to="/standards/teachers" label={t('content:standards.teachers_title')} variant="light" style={{ borderRadius: 8 }} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
