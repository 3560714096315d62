import { Container, Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/content/page-header.tsx';
import { LastUpdated, Prose } from '../../components/content/prose.tsx';
import { Reveal } from '../../components/content/reveal.tsx';
import { ABOUT_LINKS, LEGAL_LINKS, SectionNav } from '../../components/content/section-nav.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { loadContentPage } from '../../lib/content.server.ts';
import type { Route } from './+types/markdown-page';

type Section = 'about' | 'legal' | 'standards' | 'community';
const sectionOf = (path: string): Section =>
  path.startsWith('legal') ? 'legal' : path.startsWith('standards') ? 'standards' : path.startsWith('community') ? 'community' : 'about';

/** Information, legal and standards pages whose whole text is one markdown file per language. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '');
  const page = await loadContentPage(context, request, path);
  return { page, section: sectionOf(path), meta: { title: page.title, description: page.description } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function MarkdownPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, section } = loaderData;
  const nav =
    section === 'legal' ? (
      <SectionNav links={LEGAL_LINKS} titleKey="content:legal.section" />
    ) : section === 'about' ? (
      <SectionNav links={ABOUT_LINKS} titleKey="nav.about" />
    ) : null;
  const crumbs =
    section === 'standards'
      ? [{ label: t('nav.standards'), to: '/standards' }, { label: page.title }]
      : section === 'legal'
        ? [{ label: t('content:legal.section'), to: '/legal-agreement' }, { label: page.title }]
        : section === 'community'
          ? [{ label: t('nav.community') }, { label: page.title }]
          : [{ label: t('nav.about'), to: '/about' }, { label: page.title }];
  return (
    <>
      <PageHeader title={page.title} intro={page.description} crumbs={crumbs} />
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: nav ? 9 : 12 }}>
            <Reveal>
              <Stack gap="md" className="content-card">
                <Prose html={page.html} />
                <LastUpdated date={page.updated} />
              </Stack>
            </Reveal>
          </Grid.Col>
          {nav && <Grid.Col span={{ base: 12, md: 3 }}>{nav}</Grid.Col>}
        </Grid>
      </Container>
    </>
  );
}
