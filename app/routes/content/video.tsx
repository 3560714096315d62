import { Badge, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { formatDate } from '../../components/content/format.ts';
import { PageHeader } from '../../components/content/page-header.tsx';
import { VideoCard } from '../../components/content/video-card.tsx';
import { VideoPlayer } from '../../components/content/video-player.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { apiClient } from '../../lib/api.server.ts';
import { serverT } from '../../lib/i18n.server.ts';
import type { Route } from './+types/video';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const exclusive = url.pathname.startsWith('/community/exclusive-center');
  const t = await serverT(context);
  const id = /^\d{1,9}$/.test(params.id) ? params.id : null;
  const res = id ? await apiClient(context, request).get('video/{id}', { params: { id } }) : null;
  if (!res || res.status === 404 || res.status === 400) {
    const message = res && !res.ok && typeof res.data.detail === 'string' ? res.data.detail : t('messages:errors.video_not_found');
    return data({ video: null, exclusive, message, meta: { title: message, noindex: true } }, { status: 404 });
  }
  if (!res.ok) throw new Error(`video ${id}: ${res.status}`);
  const video = res.data;
  // One address per video: members-only videos live in the exclusive center.
  if (video.members_only !== exclusive)
    throw redirect(`${video.members_only ? '/community/exclusive-center' : '/community/videos'}/video/${video.id}${url.search}`);
  return { video, exclusive, message: null, meta: { title: video.title, description: video.description } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function VideoDetail({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { video, exclusive } = loaderData;
  const basePath = exclusive ? '/community/exclusive-center' : '/community/videos';
  const section = t(exclusive ? 'content:exclusive.title' : 'content:videos.title');
  if (!video) return <NotFound title={loaderData.message ?? undefined} text={t('content:videos.not_found_text')} />;
  return (
    <>
      <PageHeader title={video.title} crumbs={[{ label: t('nav.community') }, { label: section, to: basePath }, { label: video.title }]} />
      <Container size="lg" py={{ base: 'lg', sm: 48 }}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <VideoPlayer video={video} />
              <Group gap="xs">
                <Badge variant="light">{t(`content:videos.category.${video.category}`)}</Badge>
                {video.members_only && (
                  <Badge variant="outline" color="saffron.9" leftSection={<IconLock size={12} aria-hidden />}>
                    {t('content:videos.members_only_badge')}
                  </Badge>
                )}
                <Text size="sm" c="gray.7">
                  {formatDate(video.published_at, i18n.language)}
                </Text>
              </Group>
              <Text>{video.description}</Text>
              <Text size="xs" c="gray.7">
                {t('content:videos.privacy_note')}
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('content:videos.related')}
              </Title>
              {video.related.map((r) => (
                <VideoCard key={r.id} video={r} basePath={basePath} />
              ))}
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
