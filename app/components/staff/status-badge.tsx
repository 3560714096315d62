import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '#common/applications.ts';
import { APPLICATION_STATUS_COLORS } from '../application-status-colors.ts';

/** An application's state in the page's language (the labels the member sees too). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('messages');
  return (
    <Badge color={APPLICATION_STATUS_COLORS[status]} variant="light">
      {t(`applications.status.${status}`)}
    </Badge>
  );
}
