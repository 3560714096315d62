import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="logo" title={t('brand.home')}>
      <Group gap={8} wrap="nowrap">
        <img src="/logo.svg" alt="" width={36} height={36} />
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
