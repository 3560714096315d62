import { Alert, Button, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../router-links.tsx';

/** Why this member cannot add an event yet, and where to go next (ADR 0016: approved schools only). */
export function SchoolCannotRunEvents({ reason }: { reason: 'no_school' | 'not_approved' }) {
  const { t } = useTranslation('events');
  return (
    <Alert icon={<IconInfoCircle />} title={t(`editor.gate.${reason}_title`)} data-testid="school-gate">
      <Text size="sm">{t(`editor.gate.${reason}_text`)}</Text>
      <Group mt="sm">
        <Button component={Link} to={reason === 'no_school' ? '/apply-type' : '/school/profile'} variant="light" size="xs">
          {t(`editor.gate.${reason}_action`)}
        </Button>
      </Group>
    </Alert>
  );
}
