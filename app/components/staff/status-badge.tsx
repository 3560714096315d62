import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '#common/applications.ts';

const COLORS: Record<ApplicationStatus, string> = {
  draft: 'gray',
  awaiting_payment: 'yellow',
  pending: 'blue',
  changes_requested: 'orange',
  approved: 'teal',
  rejected: 'red',
  suspended: 'dark',
};

/** An application's state in the page's language (the labels the member sees too). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('messages');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`applications.status.${status}`)}
    </Badge>
  );
}
