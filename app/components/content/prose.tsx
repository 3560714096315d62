import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from './format.ts';

/** A long-form page rendered on the server from the organisation's own markdown files. */
export function Prose({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted markdown from content/, rendered by the API
  return <div className={`prose${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

export function LastUpdated({ date }: { date: string | null }) {
  const { t, i18n } = useTranslation();
  if (!date) return null;
  return (
    <Text size="sm" c="gray.7" data-testid="last-updated">
      {t('content:page.last_updated', { date: formatDate(date, i18n.language) })}
    </Text>
  );
}
