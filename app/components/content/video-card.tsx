import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconLock, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Video } from '#common/content.ts';
import { Link } from '../router-links.tsx';
import { formatDuration } from './format.ts';

/** A video in a list: a locally drawn poster (nothing from the host) and its title. */
export function VideoCard({ video, basePath }: { video: Video; basePath: string }) {
  const { t } = useTranslation();
  return (
    <Card component={Link} to={`${basePath}/video/${video.id}`} withBorder padding="sm" radius="md" className="video-card" data-testid="video-card">
      <Card.Section>
        <div className="video-poster" data-category={video.category} style={{ borderRadius: 0 }}>
          <span className="video-poster-play" style={{ width: 48, height: 48 }}>
            {video.locked ? <IconLock size={22} aria-hidden /> : <IconPlayerPlayFilled size={22} aria-hidden />}
          </span>
          <span className="video-poster-duration">{formatDuration(video.duration_seconds)}</span>
        </div>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group gap={6}>
          <Badge variant="light" size="sm">
            {t(`content:videos.category.${video.category}`)}
          </Badge>
          {video.members_only && (
            <Badge variant="outline" color="saffron.9" size="sm" leftSection={<IconLock size={12} aria-hidden />}>
              {t('content:videos.members_only_badge')}
            </Badge>
          )}
        </Group>
        <Text fw={600} lh={1.35}>
          {video.title}
        </Text>
        <Text size="sm" c="gray.7" lineClamp={2}>
          {video.description}
        </Text>
      </Stack>
    </Card>
  );
}
