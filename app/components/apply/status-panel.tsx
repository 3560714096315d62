import { Alert, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, NextStep } from '#common/applications.ts';
import { APPLICATION_STATUS_COLORS } from '../application-status-colors.ts';
import { Link } from '../router-links.tsx';

type State = {
  status: ApplicationStatus;
  status_label: string;
  next_step: { code: NextStep; text: string };
  review_message: string | null;
  public_url: string | null;
};

/**
 * Where the application stands and what comes next, in the API's words. A draft only says so in a
 * badge; a submitted one says why the pages are read-only; the office's message shows when it asked
 * for changes or refused.
 */
export function StatusPanel({ application, refused }: { application: State | null; refused?: State | null }) {
  const { t } = useTranslation('apply');
  if (!application && refused)
    return (
      <Alert color="red" icon={<IconMessageCircle size={18} />} title={t('refused_title')} data-testid="status-panel">
        <Stack gap={4}>
          {refused.review_message && <Text size="sm">{t('review_message', { message: refused.review_message })}</Text>}
          <Text size="sm">{t('refused_new')}</Text>
        </Stack>
      </Alert>
    );
  if (!application) return null;
  const color = APPLICATION_STATUS_COLORS[application.status];
  const badge = (
    <Badge color={color} variant="light" data-testid="status-badge">
      {application.status_label}
    </Badge>
  );
  if (application.status === 'draft')
    return (
      <Group gap="xs" data-testid="status-panel">
        <Text size="sm" c="dimmed">
          {t('status')}
        </Text>
        {badge}
        <Text size="sm" c="dimmed">
          {t('draft_saved')}
        </Text>
      </Group>
    );
  return (
    <Alert
      color={color}
      icon={<IconInfoCircle size={18} />}
      data-testid="status-panel"
      title={
        <Group gap="xs">
          {t('status')} {badge}
        </Group>
      }
    >
      <Stack gap={6}>
        <Text size="sm">{application.next_step.text}</Text>
        {application.review_message && (
          <Text size="sm" fw={600} data-testid="review-message">
            {t('review_message', { message: application.review_message })}
          </Text>
        )}
        {(application.status === 'awaiting_payment' || application.status === 'pending') && <Text size="sm">{t('locked')}</Text>}
        {application.public_url && (
          <Anchor component={Link} to={application.public_url} size="sm">
            {t('see_listing')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
