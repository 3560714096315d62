import { Button, Stack, Text } from '@mantine/core';
import { IconLock, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Video } from '#common/content.ts';
import { Link } from '../router-links.tsx';
import { formatDuration } from './format.ts';

/** A poster drawn locally; the host's player (and anything from the host) loads only after "play". */
export function VideoPlayer({ video }: { video: Video }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const location = useLocation();

  if (video.locked || !video.embed_url) {
    return (
      <div className="video-poster" data-category={video.category} data-testid="video-locked">
        <Stack align="center" justify="center" gap="sm" h="100%" p="md" ta="center">
          <IconLock size={40} aria-hidden />
          <Text fw={600} c="white">
            {t('content:videos.members_only_title')}
          </Text>
          <Text size="sm" c="brand.0" maw={420}>
            {t('content:videos.members_only_text')}
          </Text>
          <Button component={Link} to={`/auth/login?next=${encodeURIComponent(location.pathname)}`} color="saffron.9" data-testid="video-login">
            {t('content:videos.login_to_watch')}
          </Button>
        </Stack>
      </div>
    );
  }
  if (playing) {
    return (
      <iframe
        className="video-frame"
        src={`${video.embed_url}?autoplay=1&rel=0`}
        title={video.title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        data-testid="video-frame"
      />
    );
  }
  return (
    <button
      type="button"
      className="video-poster"
      data-category={video.category}
      onClick={() => setPlaying(true)}
      aria-label={t('content:videos.play', { title: video.title })}
      data-testid="video-play"
    >
      <span className="video-poster-play">
        <IconPlayerPlayFilled size={28} aria-hidden />
      </span>
      <span className="video-poster-duration">{formatDuration(video.duration_seconds)}</span>
      <span className="video-poster-title">{video.title}</span>
    </button>
  );
}
