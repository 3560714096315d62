import { Box, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MapView = lazy(() => import('./map-view.client.tsx'));

/** The map of the current search: drawn in the browser only (Leaflet), with its markers loaded after the page. */
export function ResultsMap({ markersUrl, height = 360 }: { markersUrl: string; height?: number }) {
  const { t } = useTranslation('directory');
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = (
    <Stack align="center" justify="center" h="100%" gap="xs">
      <Loader size="sm" />
      <Text size="sm" c="dimmed">
        {t('map_loading')}
      </Text>
    </Stack>
  );
  return (
    <Box className="dir-map" h={height} aria-label={t('map_label')} role="region">
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
