import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from '../router-links.tsx';

/**
 * The mark is drawn in the page (the same drawing as public/logo.svg): an SVG file in an `<img>`
 * is a document of its own, which the browser builds on the page's main thread (≈ 30 ms on a slow
 * host, four times that on a phone) and fetches with the first paint.
 */
function LogoMark() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width={36} height={36} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="31" fill="#263498" />
      <circle cx="32" cy="17" r="5" fill="#ff971b" />
      <path d="M32 24c-3 0-5 2-5 5v7l-11 6 2 3 11-4v3l-6 9h4l5-7 5 7h4l-6-9v-3l11 4 2-3-11-6v-7c0-3-2-5-5-5z" fill="#fff" />
    </svg>
  );
}

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="logo" title={t('brand.home')}>
      <Group gap={8} wrap="nowrap">
        <LogoMark />
        <Text fw={700} size="lg" c="brand.8" lh={1.1} className="logo-text">
          {t('brand.short')}
          <Text span size="xs" c="dimmed" display="block" fw={500} visibleFrom="sm">
            {t('brand.name')}
          </Text>
        </Text>
      </Group>
    </Link>
  );
}
