import { Alert, Button, Container, Group, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { VIDEOS_PAGE_SIZE } from '#common/content-codes.ts';
import { pageFromUrl } from '#common/fields.ts';
import { PageHeader } from '../../components/content/page-header.tsx';
import { Reveal } from '../../components/content/reveal.tsx';
import { VideoCard } from '../../components/content/video-card.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { Link } from '../../components/router-links.tsx';
import { apiClient } from '../../lib/api.server.ts';
import { must } from '../../lib/content.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { RootData } from '../../root.tsx';
import type { Route } from './+types/videos';

/** The public video library and, at /community/exclusive-center, the members-only one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const t = await serverT(context);
  const url = new URL(request.url);
  const exclusive = url.pathname.startsWith('/community/exclusive-center');
  const page = pageFromUrl(url.searchParams.get('page'));
  const videos = await must(apiClient(context, request).get('video', { query: { members_only: exclusive ? 1 : 0, page, page_size: VIDEOS_PAGE_SIZE } }));
  const key = exclusive ? 'exclusive' : 'videos';
  return { exclusive, page, videos, meta: { title: t(`content:${key}.title`), description: t(`content:${key}.description`) } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Videos({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>('root');
  const { exclusive, page, videos } = loaderData;
  const key = exclusive ? 'exclusive' : 'videos';
  const basePath = exclusive ? '/community/exclusive-center' : '/community/videos';
  const pages = Math.max(1, Math.ceil(videos.count / VIDEOS_PAGE_SIZE));
  return (
    <>
      <PageHeader
        title={t(`content:${key}.title`)}
        intro={t(`content:${key}.intro`)}
        crumbs={[{ label: t('nav.community') }, { label: t(`content:${key}.title`) }]}
      />
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <Stack gap="xl">
          {exclusive && !root?.user && (
            <Alert color="brand" icon={<IconLock size={18} />} title={t('content:videos.members_only_title')} data-testid="exclusive-login">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{t('content:exclusive.visitor_text')}</Text>
                <Group gap="sm">
                  <Button component={Link} to={`/auth/login?next=${encodeURIComponent(basePath)}`} size="xs">
                    {t('auth.login')}
                  </Button>
                  <Button component={Link} to="/auth/signup" size="xs" variant="light">
                    {t('auth.signup')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          {videos.results.length === 0 ? (
            <Text c="gray.7" ta="center" py="xl">
              {t('content:videos.empty')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {videos.results.map((v, i) => (
                <Reveal key={v.id} delay={(i % 3) * 100}>
                  <VideoCard video={v} basePath={basePath} />
                </Reveal>
              ))}
            </SimpleGrid>
          )}
          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                getItemProps={(p) => ({ component: Link, to: `?page=${p}` }) as never}
                getControlProps={(control) => {
                  const label = { 'aria-label': t(`content:videos.${control}_page`, { defaultValue: control }) };
                  if (control === 'next' && page < pages) return { ...label, component: Link, to: `?page=${page + 1}` } as never;
                  if (control === 'previous' && page > 1) return { ...label, component: Link, to: `?page=${page - 1}` } as never;
                  return label as never;
                }}
                aria-label={t('content:videos.pages')}
              />
            </Group>
          )}
        </Stack>
      </Container>
    </>
  );
}
