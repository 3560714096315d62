import { Box, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MapView = lazy(() => import('./map-view.client.tsx'));

/** How far below the screen the map starts loading: it is ready by the time it scrolls into view. */
const LOAD_AHEAD = '600px';

/**
 * The map of the current search: drawn in the browser only (Leaflet), with its markers loaded after
 * the page, and only once it comes near the screen. On a phone it sits below the results, and
 * drawing the world's outlines takes ≈ 150 ms of a phone's CPU that a visitor who never scrolls
 * there should not wait on.
 */
export function ResultsMap({ markersUrl, height = 360 }: { markersUrl: string; height?: number }) {
  const { t } = useTranslation('directory');
  const box = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setMounted(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setMounted(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const placeholder = (
    <Stack align="center" justify="center" h="100%" gap="xs">
      <Loader size="sm" />
      <Text size="sm" c="dimmed">
        {t('map_loading')}
      </Text>
    </Stack>
  );
  return (
    <Box ref={box} className="dir-map" h={height} aria-label={t('map_label')} role="region">
      {mounted ? (
        <Suspense fallback={placeholder}>
          <MapView
            markersUrl={markersUrl}
            labels={{ none: t('map_none'), zoomIn: t('map_zoom_in'), zoomOut: t('map_zoom_out'), closePopup: t('map_close_popup') }}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}
